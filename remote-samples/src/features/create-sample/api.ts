import { createSample, dashboardSamplesKey, useMutation } from '@muestrario/shared/api';

/** POST /business/samples; the samples list is re-read afterwards. */
export function useCreateSample(onError: (error: unknown) => void) {
  return useMutation(createSample, { invalidate: [dashboardSamplesKey], onError });
}
