import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RuntimeConfig } from '@muestrario/shared/contract';
import { FAVICON_FILE, REMOTES } from '@muestrario/shared/domain';
import type { RuntimeUrls } from '../config';
import { sessionTokenOf } from './sessions';
import { hostChunksOf, hostEntryOf, lightEntryChunk, localRemoteFiles, pageLinks, watchedFile } from './page-hints';
import { pageUser, withPageSession } from './page-session';

export interface WebOptions {
  /** Folder holding host/dist and remote-* /dist. */
  webRoot: string;
  urls: RuntimeUrls;
}

/** Remote builds served under /remotes/<name>/ (public: they are application code). */
export const REMOTE_FOLDERS = REMOTES.map((r) => ({ prefix: r.urlPrefix, dir: `${r.dir}/dist` }));

/** Content-hashed file names (e.g. main.3f9a1c2b.js) never change: cache them for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|jpe?g|svg|webp|gif|ico|map)$/i;
/**
 * The tab icon keeps its name (index.html links it, and browsers remember icons by URL): cached for a day,
 * so a new mark shows within one, without a request on every page.
 */
const FAVICON_CACHE = 'public, max-age=86400';
/** The build writes `<file>.br` and `<file>.gz` beside each text asset (shared/build). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Source maps hold the full source: they stay on disk (for debugging with a local copy) and are never
 * served; a request for one gets the same 404 as any missing file.
 */
const isServable = (pathName: string) => !/\.map$/i.test(pathName);

/**
 * Headers of every static answer. `file` is the path actually sent, which is the `.br`/`.gz` variant
 * when one was chosen: judge the hash on the original name. Every file may be answered in another
 * encoding on the next request, so caches must key on Accept-Encoding.
 */
export function setStaticHeaders(res: { setHeader(name: string, value: string): unknown }, file: string): void {
  const name = path.basename(file).replace(PRECOMPRESSED_SUFFIX, '');
  res.setHeader('cache-control', HASHED.test(name) ? 'public, max-age=31536000, immutable' : name === FAVICON_FILE ? FAVICON_CACHE : 'no-cache');
  res.setHeader('vary', 'Accept-Encoding');
}

/** Options common to every static folder: no source maps, pre-compressed variants, our cache headers. */
const STATIC_OPTIONS = { allowedPath: isServable, cacheControl: false, preCompressed: true, setHeaders: setStaticHeaders } as const;

export function runtimeConfig(urls: RuntimeUrls): RuntimeConfig {
  return {
    apiBase: urls.apiBase,
    assetsBase: urls.assetsBase,
    remotes: { ...urls.remotes },
  };
}

/**
 * The front end on the same origin as the API: `/config.json`, host/dist at `/` with SPA fallback,
 * and each remote's dist under /remotes/<name>/. Folders that do not exist are skipped.
 */
export default fp<WebOptions>(
  async (app: FastifyInstance, opts) => {
    const config = runtimeConfig(opts.urls);
    app.get(
      '/config.json',
      {
        config: { public: true },
        schema: {
          operationId: 'getRuntimeConfig',
          tags: ['system'],
          summary: 'Configuración de ejecución del front end (pública).',
          response: { 200: RuntimeConfig },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return config;
      },
    );

    let decorated = false;
    for (const remote of REMOTE_FOLDERS) {
      const root = path.join(opts.webRoot, remote.dir);
      if (!fs.existsSync(root)) continue;
      await app.register(fastifyStatic, {
        root,
        prefix: remote.prefix,
        decorateReply: !decorated,
        index: false,
        ...STATIC_OPTIONS,
      });
      decorated = true;
    }

    const hostRoot = path.join(opts.webRoot, 'host/dist');
    // Looked up once: a build replaces the folder's files, and `npm start` builds before it serves.
    if (!fs.existsSync(path.join(hostRoot, 'index.html'))) return;
    await app.register(fastifyStatic, {
      root: hostRoot,
      prefix: '/',
      decorateReply: !decorated,
      // '/' is a page like any other: answered below, with its preload hints.
      index: false,
      ...STATIC_OPTIONS,
    });
    const remoteFiles = localRemoteFiles(opts.webRoot, config);
    const hostEntry = watchedFile(path.join(hostRoot, 'index.html'), hostEntryOf);
    const hostChunks = watchedFile(path.join(hostRoot, 'preload.json'), hostChunksOf);
    const indexHtml = watchedFile(path.join(hostRoot, 'index.html'), (text) => text);

    /**
     * A page of the app: index.html, uncached, with the preload hints of its path; on a page of the router
     * application with a valid session, also the signed-in user (./page-session.ts), and then the answer is
     * the user's own: `private`, and varying with the cookie.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const links = pageLinks(pathname, Boolean(sessionTokenOf(request)), config, { scripts: [], styles: [], ...hostEntry(), chunks: hostChunks() ?? {} }, remoteFiles);
      reply.code(200).header('link', links.join(', '));
      const user = lightEntryChunk(pathname) === undefined ? await pageUser(app, request) : null;
      const html = user && indexHtml();
      if (!user || !html) return reply.header('cache-control', 'no-cache').sendFile('index.html', hostRoot);
      return reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').type('text/html; charset=utf-8').send(withPageSession(html, user));
    };
    app.get('/', { config: { public: true }, schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));
    // Browsers ask for /favicon.ico by themselves (a tab showing a file, an old bookmark): send them to the mark.
    app.get('/favicon.ico', { config: { public: true }, schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', FAVICON_CACHE).redirect(`/${FAVICON_FILE}`, 301),
    );

    // SPA fallback: a GET for a page (no file extension, not /api or /remotes) gets index.html.
    app.decorate('spaFallback', (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/remotes/')) return false;
      if (/\.[A-Za-z0-9]{1,8}$/.test(pathname)) return false;
      sendPage(request, reply, pathname).catch((error: unknown) => reply.send(error));
      return true;
    });
  },
  { name: 'web', dependencies: ['errors', 'sessions'] },
);
