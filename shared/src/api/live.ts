import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { apiBase } from './config';
import { eventStreamPath, notificationsKey } from './lifecycle';
import { dashboardSamplesKey, sampleKey } from './samples';

/** Keys a 'sample changed' signal makes stale: everything under the sample's path, and the lists. */
export function staleAfterSampleSignal(sampleId: number): (key: unknown) => boolean {
  const prefix = sampleKey(sampleId);
  return (key) => typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`) || key === dashboardSamplesKey);
}

type Listener = (event: { type: 'sample'; sampleId: number } | { type: 'notification' }) => void;
const listeners = new Set<Listener>();
let source: EventSource | undefined;

function connect(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(`${apiBase()}${eventStreamPath}`, { withCredentials: true });
  source.addEventListener('sample', (message) => {
    try {
      const { sampleId } = JSON.parse((message as MessageEvent<string>).data) as { sampleId: number };
      for (const l of listeners) l({ type: 'sample', sampleId });
    } catch {
      // Not a signal of ours.
    }
  });
  source.addEventListener('notification', () => {
    for (const l of listeners) l({ type: 'notification' });
  });
}

/**
 * Keeps what the page shows fresh (issue 15): one server-sent event stream per page; a 'sample' signal
 * revalidates that sample's SWR entries and the lists, a 'notification' signal the bell. The browser
 * reconnects by itself (the server asks for 1 s).
 */
export function useLiveRefresh(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const listener: Listener = (event) => {
      if (event.type === 'sample') void mutate(staleAfterSampleSignal(event.sampleId));
      else void mutate(notificationsKey);
    };
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
      if (!listeners.size) {
        source?.close();
        source = undefined;
      }
    };
  }, [mutate]);
}
