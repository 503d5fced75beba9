import type { RuntimeConfig } from '@muestrario/shared/contract';
import { REMOTE_NAMES } from '@muestrario/shared/domain';

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** GET /config.json (served beside the host): API base, assets base and each remote's manifest URL. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
  const data = (await res.json()) as Partial<RuntimeConfig> | null;
  const remotes = data?.remotes as Record<string, unknown> | undefined;
  if (!data || !isString(data.apiBase) || !isString(data.assetsBase) || !remotes || !REMOTE_NAMES.every((n) => isString(remotes[n]))) {
    throw new Error(`${url} no tiene la forma esperada`);
  }
  return data as RuntimeConfig;
}
