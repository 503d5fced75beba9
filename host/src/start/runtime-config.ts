import { setRuntimeConfig } from '@muestrario/shared/api';
import type { RuntimeConfig } from '@muestrario/shared/contract';
import { loadRuntimeConfig } from '../config/load-runtime-config';

let pending: Promise<RuntimeConfig> | null = null;
let ready = false;

/**
 * GET /config.json once for the whole page (the sign-in entry and the application share it) and hand
 * its API base to the shared client. A failure is forgotten, so the next call asks again.
 */
export function runtimeConfig(): Promise<RuntimeConfig> {
  pending ??= loadRuntimeConfig().then(
    (config) => {
      setRuntimeConfig(config);
      ready = true;
      return config;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** True once /config.json has been read and applied. */
export function isRuntimeConfigReady(): boolean {
  return ready;
}

/** Tests only. */
export function resetRuntimeConfigForTests(): void {
  pending = null;
  ready = false;
}
