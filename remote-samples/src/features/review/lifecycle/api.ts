import { useSWRConfig } from 'swr';
import { staleAfterSampleSignal } from '@muestrario/shared/api';

export {
  eventsKey,
  getSampleRounds,
  uploadAnswerEvidence,
  lifecycleKey,
  postComment,
  transitionSample as transition,
  uploadSamplePhoto as uploadPhoto,
  useSampleEvents,
  useSampleLifecycle,
  useStaff,
} from '@muestrario/shared/api';

/** After a write on the sample: everything the screen reads about it (the live stream does the same for others). */
export function useRefreshSample(id: number) {
  const { mutate } = useSWRConfig();
  return () => mutate(staleAfterSampleSignal(id));
}
