import { useSyncExternalStore } from 'react';
import type { LiveBox } from './DecorationItem';

/**
 * Where the dragged decoration is right now. Kept outside React state so a drag re-renders only
 * what shows it (the zones and their caption), once per animation frame, never the whole canvas.
 */
export class LiveDrag {
  private box: LiveBox | null = null;
  private pending: LiveBox | null = null;
  private frame: number | null = null;
  private listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = () => this.box;

  /** Pointer moves come faster than frames: keep the latest, publish it on the next frame. */
  readonly set = (box: LiveBox | null) => {
    this.pending = box;
    if (box === null) {
      if (this.frame !== null) cancelAnimationFrame(this.frame);
      this.frame = null;
      this.publish(null);
      return;
    }
    this.frame ??= requestAnimationFrame(() => {
      this.frame = null;
      this.publish(this.pending);
    });
  };

  private publish(box: LiveBox | null) {
    this.box = box;
    for (const listener of this.listeners) listener();
  }
}

export function useLiveDrag(store: LiveDrag): LiveBox | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
