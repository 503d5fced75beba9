import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { presenceRoutes as routes } from '../contract/endpoints/presence';
import { callEndpoint, endpointKey } from './call';

/** How often an open editor says it is still open (the server forgets it after 45 s of silence). */
export const VIEWER_HEARTBEAT_MS = 15_000;

export const viewersKey = (id: number) => endpointKey(routes.listSampleViewers, { id });
export const getSampleViewers = (id: number) => callEndpoint(routes.listSampleViewers, { params: { id } });
export const announceViewer = (id: number, key: string) => callEndpoint(routes.announceSampleViewer, { params: { id, key } });
export const leaveViewer = (id: number, key: string) => callEndpoint(routes.leaveSampleViewer, { params: { id, key }, keepalive: true });

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Announces this page as having sample `id` open (every VIEWER_HEARTBEAT_MS, and leaves on unmount)
 * and reads who has it open, refreshed by the live signal 'viewers' and at every heartbeat.
 */
export function useSampleViewers(id: number, enabled = true) {
  const [key] = useState(randomKey);
  const list = useSWR(enabled ? viewersKey(id) : null, () => getSampleViewers(id), { refreshInterval: VIEWER_HEARTBEAT_MS });
  useEffect(() => {
    if (!enabled) return;
    const say = () => void announceViewer(id, key).catch(() => undefined);
    const leave = () => void leaveViewer(id, key).catch(() => undefined);
    // A page closed or navigated away unmounts nothing: say goodbye on `pagehide`, hello again if it comes back.
    const onShow = (event: PageTransitionEvent) => event.persisted && say();
    say();
    const timer = setInterval(say, VIEWER_HEARTBEAT_MS);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', onShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', onShow);
      leave();
    };
  }, [enabled, id, key]);
  return list;
}
