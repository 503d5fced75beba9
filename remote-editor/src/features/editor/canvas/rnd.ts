import { useSyncExternalStore } from 'react';
import type { Rnd as RndComponent } from 'react-rnd';

/*
 * react-rnd (10.9 kB compressed, with react-draggable and re-resizable) is not part of the editor's first
 * paint (issue 34): the canvas draws its decorations as plain positioned boxes, which a pointer can
 * already drag (DecorationItem's fallback), and the library arrives when the browser is idle after the
 * canvas has painted, or at once when a pointer comes over the canvas. Once here, every box becomes a
 * react-rnd box (drag, and resize handles on the selected one) as soon as it is not being dragged.
 */

export type Rnd = typeof RndComponent;

let loaded: Rnd | null = null;
let pending: Promise<Rnd> | null = null;
const listeners = new Set<() => void>();

/** Starts the download (once; a failed one may be asked for again). */
export function loadRnd(): Promise<Rnd> {
  pending ??= import(/* webpackChunkName: "rnd" */ 'react-rnd').then(
    (module) => {
      loaded = module.Rnd;
      listeners.forEach((listener) => listener());
      return module.Rnd;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** `loadRnd()`, failures left to the next call (the plain boxes keep working meanwhile). */
export const startRnd = (): void => void loadRnd().catch(() => undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** react-rnd's component once it has arrived, else null. */
export const useRnd = (): Rnd | null => useSyncExternalStore(subscribe, () => loaded, () => loaded);

/** Loads react-rnd when the browser is next idle (at the latest after `timeout` ms). */
export function loadRndWhenIdle(timeout = 1500): () => void {
  if (loaded) return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(startRnd, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(startRnd, 200);
  return () => window.clearTimeout(id);
}
