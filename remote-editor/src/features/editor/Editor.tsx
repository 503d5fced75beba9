import { useState } from 'react';
import { useParams } from 'react-router';
import { useSample } from '@muestrario/shared/api';
import { sampleIdOf } from '@muestrario/shared/routes';
import { SampleUnavailable, sampleNotFound, Spinner, ToastProvider } from '@muestrario/shared/ui';
import { DesignEditor } from './DesignEditor';
import { startEarlyRead, takeEarlyRead } from './api/design-prefetch';

/** '/samples/:id/design': loads the sample, then the design editor. */
export default function Editor() {
  const { id } = useParams();
  const validId = sampleIdOf(id);
  const { data: sample, error, mutate } = useSample(validId);
  // The design's read started with the route's preload (routes.tsx), or starts now while the sample loads,
  // so the garment's picture does not wait for both in turn. A sample already in the cache (and no early
  // read) opens the editor at once, which reads for itself.
  const [earlyRead] = useState(() => {
    if (!validId) return undefined;
    const read = takeEarlyRead(validId) ?? (sample === undefined ? startEarlyRead(validId) : undefined);
    if (read) takeEarlyRead(validId);
    return read && { id: validId, read };
  });

  const notFound = !validId || sampleNotFound(error);
  if (notFound || (error && !sample)) return <SampleUnavailable id={id} notFound={notFound} onRetry={() => void mutate()} />;
  // Not `isLoading`: it reads true on the first render even when the sample is already cached.
  if (!sample) {
    return (
      <div className="ed:flex ed:min-h-64 ed:items-center ed:justify-center ed:text-primary-700">
        <Spinner size="lg" label="Cargando la muestra" />
      </div>
    );
  }
  return (
    <ToastProvider>
      <DesignEditor sample={sample} earlyRead={earlyRead?.id === validId ? earlyRead.read : undefined} />
    </ToastProvider>
  );
}
