import { lazy, Suspense } from 'react';
import type { RenderFile } from '@muestrario/shared/contract';
import { acceptOf, isRenderPending, STAGE } from '@muestrario/shared/domain';
import { formatDateTime, formatDecimal, formatKb } from '@muestrario/shared/rules';
import { Badge, Card } from '@muestrario/shared/ui';
import { downloadUrl } from './api';
import { CardTitle, Item } from './SampleDetails';

/** What the file picker offers (the server still checks every file by its bytes). */
export const RENDER_ACCEPT = acceptOf('render');

// The DST's estimate is colour science's (./view-insights): it comes after the page's first paint (issue 34).
const DstEstimate = lazy(() => import('./view-insights').then((m) => ({ default: m.DstEstimate })));
// The drop zone (react-dropzone) only for who may upload, when shown (issue 34).
const RenderUploadZone = lazy(() => import('./RenderUpload').then((m) => ({ default: m.RenderUpload })));
function RenderUpload(props: { sampleId: number; replace?: boolean }) {
  return (
    <Suspense fallback={null}>
      <RenderUploadZone {...props} />
    </Suspense>
  );
}

/** The RENDER card: 'Pendiente' with a drop zone at stage ≤ 2, 'Cargado' with who, when and the file above ('Reemplazar render' at stage 3 for who may). */
export function RenderCard({
  sampleId,
  stage,
  render,
  canUpload,
}: {
  sampleId: number;
  stage: number;
  render: RenderFile | null | undefined;
  /** The signed-in user may upload it now (designer or admin, stage 2, or replace it at 3): otherwise no drop zone. */
  canUpload: boolean;
}) {
  const pending = isRenderPending(stage);
  return (
    <Card role="region" aria-labelledby="review-render" className="ms:break-inside-avoid">
      <CardTitle id="review-render" aside={pending ? <Badge tone="red">Pendiente</Badge> : <Badge tone="green">Cargado</Badge>}>
        RENDER
      </CardTitle>
      {pending ? (
        canUpload ? (
          <RenderUpload sampleId={sampleId} />
        ) : (
          <p className="ms:text-sm ms:text-gray-500">
            {stage < STAGE.render ? 'El equipo de diseño subirá el render cuando el diseño se envíe.' : 'El equipo de diseño está preparando el render.'}
          </p>
        )
      ) : (
        <>
          <LoadedRender render={render} />
          {/* Stage 3: the designer may replace it; the earlier version stays listed under 'Rondas'. */}
          {canUpload && render && (
            <div className="ms:mt-6 ms:border-t ms:border-gray-100 ms:pt-4">
              <RenderUpload sampleId={sampleId} replace />
            </div>
          )}
        </>
      )}
    </Card>
  );
}

function LoadedRender({ render }: { render: RenderFile | null | undefined }) {
  if (!render) return <p className="ms:text-sm ms:text-gray-500">El archivo de render no está disponible.</p>;
  return (
    <>
      <dl className="ms:space-y-4">
        <Item term="Subido por">
          {render.createFirstName} {render.createFirstLastName}
        </Item>
        <Item term="Fecha de captura">{formatDateTime(render.createDate)}</Item>
        <Item term="Archivo">
          <a href={downloadUrl(render)} download={render.originalFilename} className="ms:break-all ms:text-primary-700 ms:hover:underline">
            {render.originalFilename} <span className="ms:whitespace-nowrap ms:text-gray-500">({formatKb(render.filesize)})</span>
          </a>
        </Item>
      </dl>
      {render.dst && (
        <div className="ms:mt-4">
          {/* A DST's header: its real count replaces the Bordado estimate (issue 18). */}
          <Suspense fallback={null}>
            <DstEstimate dst={render.dst} />
          </Suspense>
          <p className="ms:mt-2 ms:text-sm ms:text-gray-600">
            {formatDecimal(render.dst.widthMm)} × {formatDecimal(render.dst.heightMm)} mm · {render.dst.colourChanges === 1 ? '1 cambio de color' : `${render.dst.colourChanges} cambios de color`}
          </p>
        </div>
      )}
    </>
  );
}
