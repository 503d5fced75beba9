import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, uploadRender } from '@muestrario/shared/api';
import type { RenderFile } from '@muestrario/shared/contract';
import { acceptOf, FILE_MESSAGES, isRenderPending, RENDER_MAX_BYTES, STAGE } from '@muestrario/shared/domain';
import { estimateFromDst, formatDateTime, formatDecimal, formatKb } from '@muestrario/shared/rules';
import { Badge, Card, EmbroideryEstimateCard, FileDrop } from '@muestrario/shared/ui';
import { afterRenderKeys, downloadUrl } from './api';
import { CardTitle, Item } from './SampleDetails';

/** What the file picker offers (the server still checks every file by its bytes). */
export const RENDER_ACCEPT = acceptOf('render');

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

function RenderUpload({ sampleId, replace = false }: { sampleId: number; /** A render is already loaded: this upload replaces it. */ replace?: boolean }) {
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Spec: only the first dropped file is uploaded.
  const onFiles = async ([file]: File[]) => {
    if (!file || progress !== null) return;
    setError(null);
    setProgress(0);
    try {
      await uploadRender(sampleId, file, (fraction) => setProgress(fraction * 100));
      await Promise.all(afterRenderKeys(sampleId).map((key) => mutate(key)));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : FILE_MESSAGES.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="ms:print:hidden">
      {replace ? (
        <>
          <h3 className="ms:text-sm ms:font-semibold ms:text-gray-900">Reemplazar render</h3>
          <p className="ms:mt-1 ms:mb-3 ms:text-sm ms:text-gray-600">La versión actual queda en el historial de la ronda.</p>
        </>
      ) : (
        <p className="ms:mb-3 ms:text-sm ms:text-gray-600">Sube el archivo de vectorización de imágen.</p>
      )}
      <FileDrop
        label={replace ? 'Nuevo archivo de render' : 'Archivo de render'}
        instructions="Arrastra & Suelta o Busca en tu equipo"
        accept={RENDER_ACCEPT}
        maxSize={RENDER_MAX_BYTES}
        multiple
        onFiles={(files) => void onFiles(files)}
        progress={progress}
        error={error}
        disabled={progress !== null}
      />
    </div>
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
          <EmbroideryEstimateCard title="Bordado según el archivo DST" estimate={estimateFromDst({ label: '', ...render.dst })} />
          <p className="ms:mt-2 ms:text-sm ms:text-gray-600">
            {formatDecimal(render.dst.widthMm)} × {formatDecimal(render.dst.heightMm)} mm · {render.dst.colourChanges === 1 ? '1 cambio de color' : `${render.dst.colourChanges} cambios de color`}
          </p>
        </div>
      )}
    </>
  );
}
