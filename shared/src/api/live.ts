import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { apiBase } from './config';
import { eventStreamPath, notificationsKey } from './lifecycle';
import { dashboardSamplesKey, sampleKey } from './samples';
import { viewersKey } from './presence';

/** Keys a 'sample changed' signal makes stale: everything under the sample's path, and the lists. */
export function staleAfterSampleSignal(sampleId: number): (key: unknown) => boolean {
  const prefix = sampleKey(sampleId);
  return (key) => typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`) || key === dashboardSamplesKey);
}

export type LiveEvent =
  | { type: 'sample'; sampleId: number }
  | { type: 'viewers'; sampleId: number }
  | { type: 'notification' }
  /** A production order or an operation changed (issue 30): boards, queues and order pages refetch. */
  | { type: 'production'; orderId: number };
type Listener = (event: LiveEvent) => void;

/**
 * The one stream of a page. The host and each remote bundle their own copy of this module, so the
 * stream and its listeners live on the window under a registered symbol: every copy shares them.
 */
interface Hub {
  source: EventSource | undefined;
  listeners: Set<Listener>;
}
const HUB = Symbol.for('muestrario.live');
function hub(): Hub {
  const holder = globalThis as unknown as Record<symbol, Hub | undefined>;
  return (holder[HUB] ??= { source: undefined, listeners: new Set() });
}

function connect(): void {
  const h = hub();
  if (h.source || typeof EventSource === 'undefined') return;
  const source = new EventSource(`${apiBase()}${eventStreamPath}`, { withCredentials: true });
  h.source = source;
  const emit = (event: LiveEvent) => {
    for (const l of [...h.listeners]) l(event);
  };
  for (const type of ['sample', 'viewers'] as const) {
    source.addEventListener(type, (message) => {
      try {
        const { sampleId } = JSON.parse((message as MessageEvent<string>).data) as { sampleId: number };
        emit({ type, sampleId });
      } catch {
        // Not a signal of ours.
      }
    });
  }
  source.addEventListener('notification', () => emit({ type: 'notification' }));
  source.addEventListener('production', (message) => {
    try {
      const { orderId } = JSON.parse((message as MessageEvent<string>).data) as { orderId: number };
      emit({ type: 'production', orderId });
    } catch {
      // Not a signal of ours.
    }
  });
}

/** Listens to the page's live stream (opened on the first listener, closed after the last). */
function listen(listener: Listener): () => void {
  const h = hub();
  h.listeners.add(listener);
  connect();
  return () => {
    h.listeners.delete(listener);
    if (!h.listeners.size) {
      h.source?.close();
      h.source = undefined;
    }
  };
}

/**
 * Keeps what the page shows fresh (issue 15): one server-sent event stream per page; a 'sample' signal
 * revalidates that sample's SWR entries and the lists, 'viewers' the sample's presence list, a
 * 'notification' signal the bell. The browser reconnects by itself (the server asks for 1 s).
 */
export function useLiveRefresh(): void {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      listen((event) => {
        if (event.type === 'sample') void mutate(staleAfterSampleSignal(event.sampleId));
        else if (event.type === 'viewers') void mutate(viewersKey(event.sampleId));
        else if (event.type === 'notification') void mutate(notificationsKey);
      }),
    [mutate],
  );
}

/** Calls `onChange` whenever the live stream says sample `sampleId` changed (the editor re-reads its design). */
export function useSampleSignal(sampleId: number, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(
    () =>
      listen((event) => {
        if (event.type === 'sample' && event.sampleId === sampleId) latest.current();
      }),
    [sampleId],
  );
}

/** Keys a 'production' signal makes stale: every production read (orders, board, queues, operations, report). */
export const staleAfterProductionSignal = (key: unknown): boolean => typeof key === 'string' && key.startsWith('/production/');

/**
 * Keeps production screens live (issue 30 item 6): any 'production' signal revalidates every SWR entry under
 * /production/ (the board, a machine's queue, an order, an operation's phone page), without a reload.
 */
export function useLiveProduction(): void {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      listen((event) => {
        if (event.type === 'production') void mutate(staleAfterProductionSignal);
      }),
    [mutate],
  );
}

/**
 * Calls `onSignal` whenever the live stream says the signed-in user got a notification (issue 35: a program's
 * 'Portal de RH' tab re-reads its reorder requests when one arrives, as the bell does).
 */
export function useNotificationSignal(onSignal: () => void): void {
  const latest = useRef(onSignal);
  latest.current = onSignal;
  useEffect(
    () =>
      listen((event) => {
        if (event.type === 'notification') latest.current();
      }),
    [],
  );
}
