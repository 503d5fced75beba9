import { useState } from 'react';
import { useParams } from 'react-router';
import { useSample } from '@muestrario/shared/api';
import { SampleUnavailable, sampleNotFound, Spinner, ToastProvider } from '@muestrario/shared/ui';
import { DesignEditor } from './DesignEditor';
import { startEarlyRead } from './api/design-prefetch';

/** '/samples/:id/design': loads the sample, then the design editor. */
export default function Editor() {
  const { id } = useParams();
  const validId = id && /^\d+$/.test(id) && Number(id) <= 2147483647 ? id : undefined;
  const { data: sample, error, mutate } = useSample(validId);
  // While the sample loads, the design's read starts too (once, on the first render): the garment's picture
  // no longer waits for both in turn. A sample already in the cache opens the editor at once, which reads.
  const [earlyRead] = useState(() => (validId && sample === undefined ? { id: validId, read: startEarlyRead(Number(validId)) } : undefined));

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
