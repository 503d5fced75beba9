import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, uploadRender } from '@muestrario/shared/api';
import { FILE_MESSAGES, RENDER_MAX_BYTES } from '@muestrario/shared/domain';
import { FileDrop } from '@muestrario/shared/ui';
import { afterRenderKeys } from './api';
import { RENDER_ACCEPT } from './RenderCard';

/** The render's drop zone (its own chunk: react-dropzone comes only for who may upload, issue 34). */
export function RenderUpload({ sampleId, replace = false }: { sampleId: number; /** A render is already loaded: this upload replaces it. */ replace?: boolean }) {
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
