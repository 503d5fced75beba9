import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseFiscalConfig, type FiscalConfig } from './config';
import { createPacClient } from './pac/factory';
import { resolveSecretKey } from './secret-key';
import { FiscalService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The company's fiscal data, its CSD and the PAC (issue 32 items 2 and 4). */
    fiscal: FiscalService;
  }
}

export interface FiscalPluginOptions {
  /** From loadConfig; without it (an app built by hand), the environment's, with DATA_DIR = the SQLite file's folder. */
  fiscal: FiscalConfig | undefined;
  sqliteFile: string;
}

/** `app.fiscal`: the service with the secret key resolved (made once when there is none) and the configured PAC. */
export default fp<FiscalPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const config = opts.fiscal ?? parseFiscalConfig(process.env, path.dirname(opts.sqliteFile));
    app.decorate('fiscal', new FiscalService(app.db, resolveSecretKey(config), createPacClient(config, { db: app.db, now: () => app.now() })));
  },
  { name: 'fiscal' },
);
