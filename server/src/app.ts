import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { ErrorBody } from '@muestrario/shared/contract';
import { DEFAULT_FILE_SWEEP, DEFAULT_TIMEOUTS, type AppConfig } from './config';
import { COMPRESSION } from './http/compression';
import { lazyChildLogger } from './http/lazy-child-logger';
import type { FileStorage } from './storage/file-storage';
import { Pictures } from './pictures/pictures';
import { storageFromConfig } from './storage/from-config';
import answerCache from './plugins/answer-cache';
import database from './plugins/database';
import docs from './plugins/docs';
import errors, { clientErrorHandler, frameworkErrorHandler } from './plugins/errors';
import fileSweep from './plugins/file-sweep';
import repositories from './plugins/repositories';
import security, { ownOriginOf, staticSecurityHeaders } from './plugins/security';
import strictInput from './plugins/strict-input';
import sessions from './plugins/sessions';
import web from './plugins/web';
import type { ThrottleLimits } from './modules/auth/login-throttle';
import { discoverAreas } from './modules/registry';
import type { Mailer } from './modules/approvals/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Logo pictures: checked, decoded and prepared for the PDFs in a worker thread (`pictures/`). */
    pictures: Pictures;
    storage: FileStorage;
    /** Every route as registered (method, url, public flag): used by tests and diagnostics. */
    routeTable: { method: string; url: string; public: boolean }[];
    /** Where links written by the server (e-mails, QR codes) point: PUBLIC_URL, else the request's origin. */
    linkOrigin(request: FastifyRequest): string;
  }
}

export interface BuildAppOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'sqliteFile' | 'filesDir' | 'trustProxy' | 'webRoot' | 'urls' | 'renderMaxBytes'> &
    Partial<Pick<AppConfig, 'timeouts' | 'allowedOrigins' | 'fileSweep' | 's3' | 'approvalLinkDays' | 'smtpUrl' | 'smtpFrom' | 'publicOrigin' | 'fiscal'>>;
  /** Sends the approval links' e-mails instead of SMTP_URL's transport (tests). */
  mailer?: Mailer;
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

/**
 * Fastify's own numeric `trustProxy` trusts no hop at all (it cannot check the peer), so a hop count
 * becomes proxy-addr's rule: the nearest `hops` addresses (the socket peer, then X-Forwarded-For from
 * the right) are proxies; the next one is the client. Never the client's own leftmost entry.
 */
function trustProxyOption(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const remoteUrls = Object.values(config.urls.remotes);
  const securityHeaders = staticSecurityHeaders(remoteUrls);
  const timeouts = config.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new LogController({ disableRequestLogging: !opts.logRequests }),
    childLoggerFactory: lazyChildLogger,
    // A hop count or the proxies' addresses: the client IP is the one the trusted chain vouches for.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // No coercion: body strings stay strings, arrays and null are refused. Path and query strings are
    // converted explicitly (plugins/strict-input.ts).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // Slow clients are cut off (README: REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, CONNECTION_TIMEOUT_MS).
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.connectionMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node checks both limits on this interval (default 30 s): keep it a fraction of the headers limit.
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
    },
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  });

  app.decorate('routeTable', []);
  const publicOrigin = config.publicOrigin;
  app.decorate('linkOrigin', (request: FastifyRequest) => publicOrigin ?? ownOriginOf(request) ?? '');
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeTable.push({ method, url: route.url, public: route.config?.public === true });
  });

  app.addSchema(ErrorBody);
  // Logo pictures are decoded and prepared in a worker thread, never on the request thread (issue 28).
  const pictures = new Pictures();
  app.decorate('pictures', pictures);
  app.addHook('onClose', async () => pictures.close());
  if (opts.storage) {
    app.decorate('storage', opts.storage);
  } else {
    const storage = storageFromConfig(config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close?.());
  }

  await app.register(errors);
  await app.register(security, { remoteUrls, allowedOrigins: config.allowedOrigins ?? [] });
  await app.register(strictInput);
  // Dynamic answers (API JSON) over 1 KB, brotli or gzip (http/compression.ts). Static files are
  // pre-compressed at build time and leave with their Content-Encoding already set, so the plugin skips them.
  await app.register(compress, { ...COMPRESSION, encodings: [...COMPRESSION.encodings] });
  await app.register(database, { databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  // Every folder of modules/ is an area that registers itself (modules/area.ts, modules/registry.ts).
  const areas = discoverAreas();
  await app.register(repositories, { areas });
  await app.register(answerCache);
  await app.register(fileSweep, config.fileSweep ?? DEFAULT_FILE_SWEEP);
  await app.register(sessions, { now: opts.now ?? (() => new Date()) });
  for (const area of areas) if (area.plugin) await area.plugin(app, opts);
  // Each upload sets its own limits from its kind of file (modules/files/receive-upload.ts).
  await app.register(multipart, { limits: { fileSize: 1, files: 1, fields: 30 } });
  await app.register(docs);

  const garmentSvg = opts.garmentSvg ?? (await import('./db/seed/demo-data')).demoData.garmentSvg;
  app.decorate('garmentSvg', garmentSvg);

  await app.register(
    async (api) => {
      for (const area of areas) if (area.routes) await area.routes(api, opts);
    },
    { prefix: '/api' },
  );

  await app.register(web, { webRoot: config.webRoot, urls: config.urls });
  return app;
}
