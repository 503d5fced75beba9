import type { ReactNode } from 'react';
import { proofDownloadUrl, storedFileUrl, useApprovalLink, useSampleRounds } from '@muestrario/shared/api';
import type { ApprovalAnswer, Round, SampleLifecycle } from '@muestrario/shared/contract';
import { ANSWER_CHANNEL_LABELS, ANSWER_DECISION_LABELS } from '@muestrario/shared/domain';
import { formatDateTime, formatKb, formatStamp } from '@muestrario/shared/rules';
import { Badge, Card, Tabs, TabsContent, TabsList, TabsTrigger } from '@muestrario/shared/ui';
import { CardTitle } from '../SampleDetails';
import { checklistVerdict, failedChecks, linkAnswersOf, photoCaption, renderVersions, roundIsEmpty, roundLabel } from './rounds-model';

/**
 * 'Rondas': what each round of the sample kept (issue 15), readable after a new round opened — the
 * closed round's design, every render version, the quality reviews, the photos (a gallery) and the
 * customer's answers (recorded by the seller or given through an approval link, with the proof stored at
 * that moment). One tab per round once there is more than one.
 */
export function RoundsCard({ lifecycle }: { lifecycle: SampleLifecycle }) {
  const { data: rounds } = useSampleRounds(lifecycle.sampleId);
  // The same request as the 'Aprobación del cliente' card (one fetch).
  const { data: link } = useApprovalLink(lifecycle.sampleId);
  const linkAnswers = (round: number) => linkAnswersOf(round, link?.answers);
  if (!rounds?.length || (rounds.length === 1 && roundIsEmpty(rounds[0]!, linkAnswers(rounds[0]!.round)))) return null;
  const viewTitles = new Map(lifecycle.views.map((v) => [v.id, v.title]));
  const current = rounds.find((r) => r.current) ?? rounds.at(-1)!;
  return (
    <Card role="region" aria-labelledby="review-rounds" className="ms:break-inside-avoid ms:print:hidden">
      <CardTitle id="review-rounds">{rounds.length > 1 ? 'Rondas' : 'Evidencias de la muestra'}</CardTitle>
      {rounds.length === 1 ? (
        <RoundPanel round={current} linkAnswers={linkAnswers(current.round)} viewTitles={viewTitles} />
      ) : (
        <Tabs defaultValue={String(current.round)}>
          <TabsList aria-label="Rondas de la muestra" className="ms:overflow-x-auto">
            {rounds.map((r) => (
              <TabsTrigger key={r.round} value={String(r.round)}>
                {roundLabel(r)}
              </TabsTrigger>
            ))}
          </TabsList>
          {rounds.map((r) => (
            <TabsContent key={r.round} value={String(r.round)}>
              <RoundPanel round={r} linkAnswers={linkAnswers(r.round)} viewTitles={viewTitles} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </Card>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ms:space-y-2">
      <h3 className="ms:text-sm ms:font-semibold ms:text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

interface RoundPanelProps {
  round: Round;
  linkAnswers: ApprovalAnswer[];
  viewTitles: ReadonlyMap<number, string>;
}

function RoundPanel({ round, linkAnswers, viewTitles }: RoundPanelProps) {
  if (roundIsEmpty(round, linkAnswers)) return <p className="ms:text-sm ms:text-gray-500">Todavía no hay nada registrado en esta ronda.</p>;
  const viewOf = (id: number) => viewTitles.get(id) ?? 'Vista';
  return (
    <div className="ms:space-y-6">
      <p className="ms:text-sm ms:text-gray-500">
        Abierta el {formatDateTime(round.openedAt)}
        {round.closedAt && `; cerrada el ${formatDateTime(round.closedAt)}`}.
      </p>
      {round.design && (
        <Part title="Diseño de la ronda">
          <p className="ms:text-sm ms:text-gray-700">
            {round.design.clothingTitle ?? 'Sin prenda'} · {round.design.sampleOn}
          </p>
          <ul className="ms:space-y-1 ms:text-sm ms:text-gray-700">
            {round.design.logos.map((l) => (
              <li key={`logo-${l.id}`}>
                <span className="ms:font-medium ms:text-gray-900">{l.name}</span> · {viewOf(l.viewId)} · {l.technique} · {l.widthCm} × {l.heightCm} cm
              </li>
            ))}
            {round.design.texts.map((t) => (
              <li key={`text-${t.id}`}>
                <span className="ms:font-medium ms:text-gray-900">«{t.text}»</span> · {viewOf(t.viewId)} · {t.technique} · {t.font}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {round.renders.length > 0 && (
        <Part title="Renders">
          <ul className="ms:divide-y ms:divide-gray-100 ms:text-sm">
            {renderVersions(round).map((r) => (
              <li key={r.filename} className="ms:flex ms:flex-wrap ms:items-center ms:justify-between ms:gap-2 ms:py-2">
                <a href={storedFileUrl(r.filename, true)} download={r.originalFilename} className="ms:break-all ms:text-primary-700 ms:hover:underline">
                  {r.originalFilename} <span className="ms:whitespace-nowrap ms:text-gray-500">({formatKb(r.filesize)})</span>
                </a>
                <span className="ms:flex ms:items-center ms:gap-2 ms:text-gray-500">
                  {formatDateTime(r.createdAt)}
                  {r.inUse ? <Badge tone="green">Vigente</Badge> : <Badge tone="gray">Anterior</Badge>}
                </span>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {round.checklists.length > 0 && (
        <Part title="Revisiones de calidad">
          <ul className="ms:space-y-2 ms:text-sm">
            {round.checklists.map((c) => (
              <li key={c.id}>
                <p className={c.passed ? 'ms:text-green-700' : 'ms:text-red-700'}>{checklistVerdict(c)}</p>
                {failedChecks(c).map((line) => (
                  <p key={line} className="ms:text-gray-600">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {round.photos.length > 0 && (
        <Part title="Fotos">
          <ul className="ms:grid ms:grid-cols-2 ms:gap-3 ms:sm:grid-cols-3">
            {round.photos.map((p) => {
              const caption = photoCaption(p, viewTitles);
              return (
                <li key={p.id}>
                  <figure>
                    <a href={storedFileUrl(p.filename)} target="_blank" rel="noreferrer" className="ms:block">
                      <img
                        src={storedFileUrl(p.filename)}
                        alt={caption}
                        loading="lazy"
                        className="ms:aspect-[4/3] ms:w-full ms:rounded-md ms:bg-gray-100 ms:object-cover ms:ring-1 ms:ring-gray-200"
                      />
                    </a>
                    <figcaption className="ms:mt-1 ms:text-xs ms:text-gray-600">
                      {caption} · {p.author.firstName} {p.author.lastName}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </Part>
      )}
      {(round.answers.length > 0 || linkAnswers.length > 0) && (
        <Part title="Respuestas del cliente">
          <ul className="ms:space-y-1 ms:text-sm ms:text-gray-700">
            {round.answers.map((a) => (
              <li key={a.id}>
                <span className="ms:font-medium ms:text-gray-900">{ANSWER_DECISION_LABELS[a.decision]}</span> · por {ANSWER_CHANNEL_LABELS[a.channel]}
                {a.text && `: ${a.text}`}
                {a.evidence && (
                  <a href={storedFileUrl(a.evidence.fileKey, true)} download={a.evidence.filename} className="ms:block ms:break-all ms:text-primary-700 ms:hover:underline">
                    Evidencia: {a.evidence.filename}
                  </a>
                )}
              </li>
            ))}
            {linkAnswers.map((a) => (
              <li key={`link-${a.linkId}`}>
                <span className="ms:font-medium ms:text-gray-900">{ANSWER_DECISION_LABELS[a.decision]}</span> · por enlace de aprobación: {a.customerName}, {formatStamp(a.answeredAt)}
                {a.comment && <span className="ms:block ms:whitespace-pre-wrap">«{a.comment}»</span>}
                {a.proof && (
                  <a href={proofDownloadUrl(a.proof.fileKey)} download={a.proof.filename} className="ms:block ms:break-all ms:text-primary-700 ms:hover:underline">
                    Prueba de ese momento: {a.proof.filename}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Part>
      )}
    </div>
  );
}
