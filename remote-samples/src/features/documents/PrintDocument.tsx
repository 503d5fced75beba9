import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { proofPdfUrl, useDecorationSettings, useSample, worksheetPdfUrl } from '@muestrario/shared/api';
import { PAPER_SIZES, type PaperSize } from '@muestrario/shared/contract';
import { DOCUMENT_COMPANY, DOCUMENT_LABELS as L, DOCUMENT_TITLES, PROOF_TERMS, WORKSHEET_CHECKS } from '@muestrario/shared/domain';
import { paths, sampleIdOf } from '@muestrario/shared/routes';
import { documentViews, formatCm, formatDateTime, formatLongDate, placementFromReference, sampleFolio, type DocumentDecoration } from '@muestrario/shared/rules';
import { Button, buttonClassName, SampleUnavailable, sampleNotFound, Spinner, usePageTitle } from '@muestrario/shared/ui';
import { useCurrentClothing, useRenderFile, useSampleLogos, useSampleTexts } from '../review/api';
import { PlacementPreview } from '../review/DecoratedViewSection';
import { useDocumentLifecycle } from './api';
import { SampleQr } from './SampleQr';


/**
 * The browser print page of a sample's proof ('/samples/:id/prueba') or production worksheet
 * ('/samples/:id/hoja-de-produccion'), issue 17: A4 or Letter (`@page`), only the document is printed.
 */
export default function PrintDocument({ kind }: { kind: 'proof' | 'worksheet' }) {
  const { id: raw } = useParams();
  const id = sampleIdOf(raw);
  const [paper, setPaper] = useState<PaperSize>('Letter');
  const { data: sample, error, mutate } = useSample(id);
  const { data: logos = [] } = useSampleLogos(id);
  const { data: texts = [] } = useSampleTexts(id);
  const { data: clothing } = useCurrentClothing(id);
  const { data: render } = useRenderFile(id);
  const { data: lifecycle } = useDocumentLifecycle(id);
  const settings = useDecorationSettings();
  usePageTitle(DOCUMENT_TITLES[kind], sample?.sampleName);
  const notFound = id === undefined || sampleNotFound(error);
  if (notFound || (error && !sample)) return <SampleUnavailable id={raw} notFound={notFound} onRetry={() => void mutate()} />;
  if (!sample) return <Spinner label="Cargando documento" />;
  const views = documentViews(clothing, logos, texts, { sample, dst: render?.dst, settings });
  const title = DOCUMENT_TITLES[kind];
  const pdfUrl = (kind === 'proof' ? proofPdfUrl : worksheetPdfUrl)(id, paper, true);
  const fields: Array<[string, string]> = [
    [L.client, `${sample.cardName} (${sample.cardCode})`],
    [L.project, sample.sampleName],
    [L.seller, lifecycle ? `${lifecycle.owner.firstName} ${lifecycle.owner.lastName}` : ''],
    [L.round, lifecycle ? String(lifecycle.round) : ''],
    [L.requested, formatDateTime(sample.createDate)],
    [L.due, formatLongDate(sample.dueDate)],
    sample.sampleOn === 'Lienzo' ? [L.canvas, `${sample.sampleCanvas} ${sample.canvasColor}`] : [L.garment, `${clothing?.title ?? L.noGarment} ${sample.clothingColor}`],
  ];
  return (
    <div className="ms:space-y-6">
      <style>{`@page { size: ${paper === 'Letter' ? 'letter' : 'A4'}; margin: 12mm; }`}</style>
      <div className="ms:flex ms:flex-col ms:gap-3 ms:sm:flex-row ms:sm:items-end ms:print:hidden">
        <Link to={paths.sample(id)} className="ms:text-sm ms:text-blue-700 ms:underline ms:sm:mr-auto ms:sm:self-center">
          Volver a la muestra
        </Link>
        <div className="ms:flex ms:flex-wrap ms:items-end ms:gap-3">
          <label className="ms:flex ms:flex-col ms:text-sm ms:text-gray-700">
            Tamaño de papel
            <select value={paper} onChange={(e) => setPaper(e.target.value as PaperSize)} className="ms:mt-1 ms:rounded-md ms:border ms:border-gray-300 ms:px-2 ms:py-1">
              {PAPER_SIZES.map((p) => (
                <option key={p} value={p}>
                  {p === 'Letter' ? 'Carta (Letter)' : 'A4'}
                </option>
              ))}
            </select>
          </label>
          <a href={pdfUrl} className={buttonClassName({ variant: 'secondary' })} download>
            Descargar PDF
          </a>
          <Button onClick={() => window.print()}>Imprimir</Button>
        </div>
      </div>

      <article data-print-root aria-label={title} className="ms:space-y-5 ms:rounded-lg ms:bg-white ms:p-6 ms:shadow-sm ms:print:shadow-none ms:print:p-0">
        <header className="ms:flex ms:flex-wrap ms:items-start ms:justify-between ms:gap-4 ms:border-b-2 ms:border-blue-700 ms:pb-3">
          <div>
            <p className="ms:text-lg ms:font-bold ms:text-blue-700">{DOCUMENT_COMPANY.name}</p>
            <p className="ms:text-xs ms:text-gray-600">{DOCUMENT_COMPANY.tagline}</p>
          </div>
          <div className="ms:sm:text-right">
            <h1 className="ms:text-base ms:font-bold ms:text-gray-900">{title}</h1>
            <p className="ms:text-xl ms:font-bold ms:text-gray-900">{sampleFolio(id)}</p>
          </div>
        </header>
        <div className="ms:flex ms:items-start ms:gap-4">
          <dl className="ms:grid ms:flex-1 ms:grid-cols-2 ms:gap-3 ms:sm:grid-cols-3 ms:print:grid-cols-3">
            {fields.map(([label, value]) => (
              <div key={label}>
                <dt className="ms:text-xs ms:uppercase ms:text-gray-500">{label}</dt>
                <dd className="ms:font-semibold ms:text-gray-900">{value || L.none}</dd>
              </div>
            ))}
          </dl>
          {kind === 'worksheet' && <SampleQr url={`${window.location.origin}${paths.sample(id)}`} />}
        </div>

        {views.length === 0 && <p className="ms:text-gray-600">{L.noDecorations}</p>}
        {views.map((view) => (
          <section key={view.position.id} aria-label={`${L.decorations} ${view.position.title}`} className="ms:break-inside-avoid ms:space-y-3">
            <h2 className="ms:border-b ms:border-gray-200 ms:pb-1 ms:font-bold ms:text-gray-900">
              {L.decorations} {view.position.title}
            </h2>
            <div className="ms:grid ms:gap-4 ms:sm:grid-cols-[16rem_minmax(0,1fr)] ms:print:grid-cols-[14rem_minmax(0,1fr)]">
              <PlacementPreview
                position={view.position}
                logos={logos.filter((l) => l.viewId === view.position.id)}
                texts={texts.filter((t) => t.viewId === view.position.id)}
                garmentColor={sample.clothingColor}
              />
              <ol className="ms:space-y-3">
                {view.decorations.map((d, i) => (
                  <li key={d.key} className="ms:break-inside-avoid ms:rounded-md ms:border ms:border-gray-200 ms:p-3">
                    <p className="ms:font-semibold ms:text-gray-900">
                      {i + 1}. {d.name} · {d.technique}
                    </p>
                    <p className="ms:text-sm ms:text-gray-700">
                      {L.size}: {formatCm(d.widthCm)} × {formatCm(d.heightCm)} · {L.rotation}: {Math.round(d.rotateDegrees * 10) / 10}°
                    </p>
                    {kind === 'worksheet' && (
                      <p className="ms:text-sm ms:text-gray-700">
                        {L.placement}: {placementFromReference(d, view.position.areas, view.position.title, view.position.width)}
                      </p>
                    )}
                    {d.threads.length > 0 && (
                      <ol aria-label={L.threads} className="ms:mt-1 ms:flex ms:flex-wrap ms:gap-x-4 ms:gap-y-1 ms:text-sm">
                        {d.threads.map((t) => (
                          <li key={t.id} className="ms:flex ms:items-center ms:gap-1">
                            <span aria-hidden="true" className="ms:inline-block ms:size-3 ms:rounded-sm ms:border ms:border-gray-400" style={{ background: t.hex }} />
                            {t.id} · {t.name}
                          </li>
                        ))}
                      </ol>
                    )}
                    {d.notes.map((note) => (
                      <p key={note} className="ms:text-sm ms:text-gray-600">
                        {note}
                      </p>
                    ))}
                    {kind === 'worksheet' && (
                      <>
                        <p className="ms:text-sm ms:text-gray-700">
                          {L.files}: {L.render} {render?.originalFilename ?? 'pendiente'}
                          {d.file ? ` · ${L.production} ${d.file.originalName}` : ''}
                        </p>
                        <PrintedInsightsBlock insights={d.insights} />
                        <ul aria-label={L.checks} className="ms:mt-2 ms:flex ms:flex-wrap ms:gap-4 ms:text-sm">
                          {WORKSHEET_CHECKS.map((check) => (
                            <li key={check} className="ms:flex ms:items-center ms:gap-1">
                              <span aria-hidden="true" className="ms:inline-block ms:size-3.5 ms:border ms:border-gray-800" />
                              {check}
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          </section>
        ))}

        {kind === 'proof' && (
          <>
            <section aria-label={L.terms} className="ms:break-inside-avoid">
              <h2 className="ms:border-b ms:border-gray-200 ms:pb-1 ms:font-bold ms:text-gray-900">{L.terms}</h2>
              <ul className="ms:mt-2 ms:list-disc ms:space-y-1 ms:pl-5 ms:text-sm ms:text-gray-800">
                {PROOF_TERMS.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
            </section>
            <section aria-label={L.signature} className="ms:break-inside-avoid">
              <h2 className="ms:border-b ms:border-gray-200 ms:pb-1 ms:font-bold ms:text-gray-900">{L.signature}</h2>
              <div className="ms:mt-12 ms:grid ms:grid-cols-3 ms:gap-6 ms:text-xs ms:text-gray-600">
                {[L.name, 'Firma', L.date].map((label) => (
                  <p key={label} className="ms:border-t ms:border-gray-800 ms:pt-1">
                    {label}
                  </p>
                ))}
              </div>
            </section>
          </>
        )}
      </article>
    </div>
  );
}

/** A decoration's Bordado estimate lines and amber warnings as `documentViews` gives them (the review's insights). */
function PrintedInsightsBlock({ insights }: { insights: DocumentDecoration['insights'] }) {
  return (
    <>
      {insights.estimate.length > 0 && (
        <div className="ms:text-sm ms:text-gray-700">
          <p className="ms:font-medium ms:text-gray-900">{L.embroidery}</p>
          <ul aria-label={L.embroidery} className="ms:list-none">
            {insights.estimate.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {insights.warnings.length > 0 && (
        <div className="ms:mt-1 ms:rounded-md ms:border ms:border-amber-200 ms:bg-amber-50 ms:p-2 ms:text-sm ms:text-amber-900">
          <p className="ms:font-semibold">{L.warnings}</p>
          <ul aria-label={L.warnings} className="ms:list-disc ms:pl-5">
            {insights.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
