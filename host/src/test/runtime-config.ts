import { answer, http, server } from '@muestrario/shared/testing';
import { resetRuntimeConfigForTests } from '../start/runtime-config';

/** The API base the public entries' tests see once /config.json answers (not the default '/api'). */
export const TEST_API = 'https://api.example.com/api';
export const TEST_CONFIG = {
  apiBase: TEST_API,
  assetsBase: '/api/assets',
  remotes: { remote_samples: '/s.json', remote_editor: '/e.json', remote_backoffice: '/b.json' },
};

/** Forgets the loaded configuration, so the entry reads /config.json again; `answering` makes it answer TEST_CONFIG. */
export function freshRuntimeConfig({ answering }: { answering: boolean }): void {
  resetRuntimeConfigForTests();
  delete globalThis.__MUESTRARIO_CONFIG__;
  if (answering) server.use(http.get('/config.json', () => answer(200, TEST_CONFIG)));
}
