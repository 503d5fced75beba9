import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useAllowed, useLiveRefresh, useSample } from '@muestrario/shared/api';
import type { SampleDetail } from '@muestrario/shared/contract';
import { STAGE } from '@muestrario/shared/domain';
import { paths, sampleIdOf } from '@muestrario/shared/routes';
import { Avatar, Button, buttonClassName, SampleUnavailable, sampleNotFound, Spinner, usePageTitle } from '@muestrario/shared/ui';
import { RENDER_STAGES } from '@muestrario/shared/rules';
import { SampleDocumentsCard } from '../documents/SampleDocumentsCard';
import { Activity } from './Activity';
import { ApprovalLinkCard } from './approval/ApprovalLinkCard';
import { useSampleLifecycle } from './lifecycle/api';
import { NextAction } from './lifecycle/NextAction';
import { StageStepper } from './lifecycle/StageStepper';
import { useCurrentClothing, useRenderFile, useSampleLogos, useSampleTexts } from './api';
import { decoratedViews } from './decorated-views';
import { DecoratedViewSection } from './DecoratedViewSection';
import { RenderCard } from './RenderCard';
import { SampleQuotations } from './SampleQuotations';
import { DetailsCard, OrderCard } from './SampleDetails';

// The rounds' history (Radix Tabs) comes after the page's first paint (issue 34).
const RoundsCard = lazy(() => import('./rounds/RoundsCard').then((m) => ({ default: m.RoundsCard })));

/** '/samples/:id' and '/clients/:id' ('Revisar Muestra', docs/requirements.md §2). 'Imprimir' prints order, details and decorated views. */
export default function ReviewSample() {
  const { id } = useParams();
  const sampleId = sampleIdOf(id);
  const { data: sample, error, mutate } = useSample(sampleId);

  const notFound = sampleId === undefined || sampleNotFound(error);
  if (notFound || (error && !sample)) return <SampleUnavailable id={id} notFound={notFound} onRetry={() => void mutate()} />;
  // Not `isLoading`: it reads true on the first render even when the sample is already cached.
  if (!sample) {
    return (
      <div className="ms:flex ms:min-h-64 ms:items-center ms:justify-center ms:text-primary-700">
        <Spinner size="lg" label="Cargando la muestra" />
      </div>
    );
  }
  return <Review sample={sample} />;
}

function Review({ sample }: { sample: SampleDetail }) {
  usePageTitle('Revisar', sample.sampleName);
  const { data: logos } = useSampleLogos(sample.sampleId);
  const { data: texts } = useSampleTexts(sample.sampleId);
  const { data: clothing, isLoading: loadingViews } = useCurrentClothing(sample.sampleId);
  const { data: render } = useRenderFile(sample.sampleId);
  const { data: lifecycle } = useSampleLifecycle(sample.sampleId);
  useLiveRefresh();
  const views = decoratedViews(clothing, logos ?? [], texts ?? []);
  const ownerId = lifecycle?.owner.id;
  const canUploadRender = useAllowed('sample.uploadRender', { ownerId }) && RENDER_STAGES.includes(sample.sampleStage);
  // Stage 1: whoever may edit this sample's design opens the editor; the others see it read-only there.
  const mayEditDesign = useAllowed('sample.editDesign', { ownerId });

  return (
    <div data-print-root className="ms:space-y-6">
      <nav aria-label="Ruta de navegación" className="ms:print:hidden">
        <ol className="ms:flex ms:flex-wrap ms:items-center ms:gap-2 ms:text-sm ms:text-gray-500">
          <li>
            <Link to={paths.home} className="ms:hover:text-gray-700">
              Inicio
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={paths.samples} className="ms:hover:text-gray-700">
              Muestras
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="ms:font-medium ms:text-gray-700">
            Revisar Muestra
          </li>
        </ol>
      </nav>

      <header className="ms:flex ms:flex-col ms:gap-4 ms:sm:flex-row ms:sm:items-center ms:sm:justify-between">
        <div className="ms:flex ms:min-w-0 ms:items-center ms:gap-4">
          <Avatar name={sample.cardName} size="lg" />
          <div className="ms:min-w-0">
            <p className="ms:truncate ms:text-sm ms:font-medium ms:text-gray-600">{sample.cardName}</p>
            <h1 className="ms:text-2xl ms:font-bold ms:tracking-tight ms:break-words ms:text-gray-900 ms:sm:text-3xl">{sample.sampleName}</h1>
          </div>
        </div>
        <div className="ms:print:hidden ms:flex ms:flex-wrap ms:gap-3 ms:self-start ms:sm:self-auto">
          {sample.sampleStage === STAGE.design && (
            // Issue 33: a sample in Diseño (round 2 and later too) is edited in the editor.
            <Link to={paths.sampleDesign(sample.sampleId)} className={buttonClassName({ variant: mayEditDesign ? 'primary' : 'secondary' })}>
              {mayEditDesign ? 'Abrir editor' : 'Ver diseño'}
            </Link>
          )}
          <Button variant="secondary" onClick={() => window.print()}>
            Imprimir
          </Button>
        </div>
      </header>

      {lifecycle && (
        <section aria-label="Etapa y siguiente paso" className="ms:space-y-4">
          <StageStepper lifecycle={lifecycle} />
          <NextAction lifecycle={lifecycle} />
        </section>
      )}

      <div className="ms:grid ms:gap-6 ms:xl:grid-cols-[minmax(0,1fr)_22rem] ms:print:block">
        <div className="ms:min-w-0 ms:space-y-6">
          {lifecycle && <ApprovalLinkCard lifecycle={lifecycle} sampleName={sample.sampleName} />}
          <OrderCard sample={sample} />
          <DetailsCard sample={sample} />
          {views.map((view) => (
            <DecoratedViewSection key={view.position.id} view={view} sample={sample} />
          ))}
          {!loadingViews && views.length === 0 && (
            <p className="ms:rounded-md ms:border ms:border-dashed ms:border-gray-300 ms:px-4 ms:py-6 ms:text-center ms:text-sm ms:text-gray-500">
              Esta muestra todavía no tiene logos ni textos colocados.
            </p>
          )}
          {lifecycle && (
            <Suspense fallback={null}>
              <RoundsCard lifecycle={lifecycle} />
            </Suspense>
          )}
        </div>
        <aside aria-label="Render, documentos y actividad" className="ms:space-y-6 ms:print:mt-6">
          <RenderCard sampleId={sample.sampleId} stage={sample.sampleStage} render={render} canUpload={canUploadRender} />
          <SampleDocumentsCard sampleId={sample.sampleId} />
          <SampleQuotations sampleId={sample.sampleId} stage={sample.sampleStage} ownerId={ownerId} />
          <Activity sampleId={sample.sampleId} />
        </aside>
      </div>
    </div>
  );
}
