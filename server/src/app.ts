import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ErrorBody } from '@muestrario/shared/contract';
import { UPLOAD_MAX_BYTES } from '@muestrario/shared/domain';
import type { AppConfig } from './config';
import { LocalDiskStorage } from './storage/local-disk';
import type { FileStorage } from './storage/file-storage';
import database from './plugins/database';
import docs from './plugins/docs';
import errors from './plugins/errors';
import repositories from './plugins/repositories';
import security from './plugins/security';
import sessions from './plugins/sessions';
import web from './plugins/web';
import assetsRoutes from './modules/assets/routes';
import authRoutes from './modules/auth/routes';
import { DEFAULT_THROTTLE, type ThrottleLimits } from './modules/auth/login-throttle';
import clientsRoutes from './modules/clients/routes';
import clothingRoutes from './modules/clothing/routes';
import dashboardRoutes from './modules/dashboard/routes';
import designRoutes from './modules/design/routes';
import filesRoutes from './modules/files/routes';
import logosRoutes from './modules/logos/routes';
import rendersRoutes from './modules/renders/routes';
import samplesRoutes from './modules/samples/routes';
import systemRoutes from './modules/system/routes';
import threadsRoutes from './modules/threads/routes';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /** Every route as registered (method, url, public flag): used by tests and diagnostics. */
    routeTable: { method: string; url: string; public: boolean }[];
  }
}

export interface BuildAppOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'sqliteFile' | 'filesDir' | 'trustProxy' | 'webRoot' | 'urls'>;
  /** Injectable clock (sessions, throttling); defaults to the real time. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  throttle?: Partial<ThrottleLimits>;
  /** SVG of a garment picture by file name; defaults to the demo seed data. */
  garmentSvg?: (fileName: string) => string | undefined;
  storage?: FileStorage;
  /** One log line per request (main.ts: only with LOG_LEVEL=debug or trace); errors are always logged. */
  logRequests?: boolean;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new LogController({ disableRequestLogging: !opts.logRequests }),
    // Fastify accepts a hop count too; its typings only list boolean | string | string[].
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false } },
  });

  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeTable.push({ method, url: route.url, public: route.config?.public === true });
  });

  app.addSchema(ErrorBody);
  app.decorate('storage', opts.storage ?? new LocalDiskStorage(config.filesDir));

  await app.register(errors);
  await app.register(security, {
    remoteUrls: Object.values(config.urls.remotes),
  });
  await app.register(database, { databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  await app.register(repositories);
  await app.register(sessions, { now: opts.now ?? (() => new Date()) });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 30 } });
  await app.register(docs);

  const garmentSvg = opts.garmentSvg ?? (await import('./db/seed/demo-data')).demoData.garmentSvg;

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, { throttle: { ...DEFAULT_THROTTLE, ...opts.throttle } });
      await api.register(dashboardRoutes);
      await api.register(samplesRoutes);
      await api.register(clientsRoutes);
      await api.register(clothingRoutes);
      await api.register(logosRoutes);
      await api.register(designRoutes);
      await api.register(rendersRoutes);
      await api.register(threadsRoutes);
      await api.register(filesRoutes);
      await api.register(assetsRoutes, { garmentSvg });
    },
    { prefix: '/api' },
  );

  await app.register(web, { webRoot: config.webRoot, urls: config.urls });
  return app;
}
