import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@muestrario/shared/contract';
import { defaultManifestUrl, HOST_START_CHUNKS, pathInRemote, remoteByName, REMOTES, type RemoteName } from '@muestrario/shared/domain';
import { approvalTokenOf, isSignInPath, passwordResetTokenOf, portalTokenOf, remoteShowing } from '@muestrario/shared/routes';

/*
 * Preload hints for a page (a `Link` header on index.html): what the host will ask for as soon as its
 * entry script has run, so the browser fetches it meanwhile. Always the entry and /config.json; on a page
 * of a light entry (sign-in, approval, password reset), that entry's chunk; otherwise, with a session cookie, also the router application, the remote the path shows (its manifest, and when this
 * server publishes that remote, its remoteEntry and the `./routes` module's files, read from the
 * manifest on disk), its layout and mount, and on the mount's own page of a remote that names its screen
 * chunk in the apps registry (the editor), that chunk's files (from the remote's chunks.json). Hints only:
 * a wrong one costs bytes, never correctness.
 */

/** The files of a remote's `routes` module that load before it runs (URLs, as the runtime asks for them). */
export interface RemoteFiles {
  scripts: string[];
  styles: string[];
  /** The files of the screen its mount's own page shows (the registry's `screenChunk`), when it names one. */
  screen?: { scripts: string[]; styles: string[] };
}

/** The files of chunk `name` in a build's chunks.json (shared/build/chunks-manifest.ts), as URLs beside the manifest; null when absent. */
export function namedChunkFiles(manifestUrl: string, chunks: { named?: Record<string, { files?: unknown }> }, name: string): { scripts: string[]; styles: string[] } | null {
  const files = fileNames(chunks.named?.[name]?.files);
  if (!files.length) return null;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return { scripts: files.filter((f) => f.endsWith('.js')).map((f) => base + f), styles: files.filter((f) => f.endsWith('.css')).map((f) => base + f) };
}

interface ManifestJson {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const fileNames = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && /^[\w.-]+$/.test(v)) : []);

/** The remoteEntry and the `./routes` expose's sync files of a manifest, as URLs beside the manifest. */
export function remoteFilesOf(manifestUrl: string, manifest: ManifestJson): RemoteFiles {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const entryName = typeof entry?.name === 'string' && /^[\w.-]+$/.test(entry.name) ? entry.name : null;
  const entryDir = typeof entry?.path === 'string' && /^[\w/-]*$/.test(entry.path) ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  return {
    scripts: [...(entryName ? [`${base}${entryDir ? `${entryDir}/` : ''}${entryName}`] : []), ...fileNames(routes?.assets?.js?.sync).map((f) => base + f)],
    styles: fileNames(routes?.assets?.css?.sync).map((f) => base + f),
  };
}

/**
 * The host's files: its entry files, as index.html names them (`<script src>`, `<link rel=stylesheet
 * href>`), and the files of its named chunks (the build's preload.json): 'app' (the router application),
 * and 'layout-main' / 'layout-backoffice'.
 */
export interface HostFiles {
  scripts: string[];
  styles: string[];
  chunks: Record<string, string[]>;
}

/** preload.json, kept to what it should hold: names to lists of site-relative URLs. */
export function hostChunksOf(json: string): Record<string, string[]> {
  const data = JSON.parse(json) as unknown;
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([name, files]) => [name, (Array.isArray(files) ? files : []).filter((f): f is string => isLocal(typeof f === 'string' ? f : null))]),
  );
}

const ATTR = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
const attr = (tag: string, name: string) => {
  const m = ATTR(name).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? null) : null;
};
const isLocal = (url: string | null): url is string => !!url && url.startsWith('/') && !url.startsWith('//');

export function hostEntryOf(indexHtml: string): Omit<HostFiles, 'chunks'> {
  const scripts = [...indexHtml.matchAll(/<script\b[^>]*>/gi)].map((m) => attr(m[0], 'src')).filter(isLocal);
  const styles = [...indexHtml.matchAll(/<link\b[^>]*>/gi)]
    .filter((m) => attr(m[0], 'rel')?.toLowerCase() === 'stylesheet')
    .map((m) => attr(m[0], 'href'))
    .filter(isLocal);
  return { scripts, styles };
}

/**
 * The `Link` header values for a page. `filesOf` gives the files of a remote this server publishes (null
 * for one served elsewhere: its manifest alone is hinted). The host's entry comes first: over HTTP/1.1 the
 * browser opens six connections to the server, and the entry script must not wait behind the rest.
 *
 * A script preload that failed and that nothing used yet is kept by Chromium and handed, failed, to the
 * next `<script>` for that URL: a 'Reintentar' on the remote of the page's first URL therefore reloads the
 * page (host/src/remotes/remote-store.ts) instead of retrying in place.
 */
/** The host's chunk a light entry loads first (host/src/bootstrap.tsx, same order), or undefined for the router application. */
export function lightEntryChunk(pathname: string): string | undefined {
  if (approvalTokenOf(pathname) !== undefined) return HOST_START_CHUNKS.approval;
  if (portalTokenOf(pathname) !== undefined) return HOST_START_CHUNKS.programPortal;
  if (passwordResetTokenOf(pathname) !== undefined) return HOST_START_CHUNKS.passwordReset;
  if (isSignInPath(pathname)) return HOST_START_CHUNKS.signIn;
  return undefined;
}

export function pageLinks(pathname: string, signedIn: boolean, config: RuntimeConfig, host: HostFiles, filesOf: (name: RemoteName) => RemoteFiles | null): string[] {
  const links: string[] = [];
  const file = (url: string) => links.push(/\.css$/.test(url) ? `<${url}>; rel=preload; as=style` : `<${url}>; rel=preload; as=script`);
  host.scripts.forEach(file);
  host.styles.forEach(file);
  links.push('</config.json>; rel=preload; as=fetch; crossorigin=anonymous');
  const light = lightEntryChunk(pathname);
  if (light) {
    (host.chunks[light] ?? []).forEach(file);
    return [...new Set(links)];
  }
  const remote = signedIn ? remoteShowing(pathname) : undefined;
  if (!remote) return links;
  // In the order the page asks for them: the router application, the remote, its layout.
  (host.chunks[HOST_START_CHUNKS.app] ?? []).forEach(file);
  links.push(`<${config.remotes[remote.name]}>; rel=preload; as=fetch; crossorigin=anonymous`);
  const files = filesOf(remote.name);
  files?.styles.forEach(file);
  files?.scripts.forEach(file);
  (host.chunks[HOST_START_CHUNKS.layout(remote.layout)] ?? []).forEach(file);
  // The mount's own page (the editor at '/samples/:id/design', not a path below it): its screen's chunk.
  if (files?.screen && pathInRemote(remote.name, pathname) === '/') {
    files.screen.styles.forEach(file);
    files.screen.scripts.forEach(file);
  }
  return [...new Set(links)];
}

/** `parse(text)` of a file, read again only when the file changed (a build replaced it); null when unreadable. */
export function watchedFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
      return cached.value;
    } catch {
      return null;
    }
  };
}

/**
 * The files of the remotes this server publishes (a remote whose URL in /config.json is the default one),
 * from their manifests on disk, re-read when a build replaces them.
 */
export function localRemoteFiles(webRoot: string, config: RuntimeConfig): (name: RemoteName) => RemoteFiles | null {
  const readers = new Map(
    REMOTES.filter((remote) => config.remotes[remote.name] === defaultManifestUrl(remote)).map((remote) => {
      const url = config.remotes[remote.name];
      const dist = path.join(webRoot, remote.dir, 'dist');
      const routes = watchedFile(path.join(dist, 'mf-manifest.json'), (text) => remoteFilesOf(url, JSON.parse(text) as ManifestJson));
      const screenChunk = remoteByName(remote.name).screenChunk;
      const screen = screenChunk ? watchedFile(path.join(dist, 'chunks.json'), (text) => namedChunkFiles(url, JSON.parse(text) as never, screenChunk)) : () => null;
      return [
        remote.name as RemoteName,
        (): RemoteFiles | null => {
          const files = routes();
          const screenFiles = screen();
          return files && screenFiles ? { ...files, screen: screenFiles } : files;
        },
      ] as const;
    }),
  );
  return (name) => readers.get(name)?.() ?? null;
}
