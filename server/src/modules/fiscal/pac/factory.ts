import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { FiscalConfig } from '../config';
import { SandboxPac } from './sandbox';
import { SwSapienPac } from './sw-sapien';
import type { PacClient } from './types';

export interface PacDependencies {
  db: Kysely<Database>;
  now?: () => Date;
  /** The HTTP client of a real PAC (tests: a fake's). */
  fetch?: typeof fetch;
}

/** The PAC of the configuration (PAC_PROVIDER: sandbox, the default, or sw). */
export function createPacClient(config: Pick<FiscalConfig, 'pac' | 'sandboxDir'>, deps: PacDependencies): PacClient {
  if (config.pac.provider === 'sw') return new SwSapienPac(config.pac, deps.fetch ?? fetch, deps.now);
  return new SandboxPac(deps.db, config.sandboxDir, deps.now);
}
