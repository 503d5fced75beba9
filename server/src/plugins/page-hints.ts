import fs from 'node:fs';
import type { RuntimeConfig } from '@muestrario/shared/contract';
import { REMOTES, remoteForPath } from '@muestrario/shared/domain';
import { isSignInPath } from '@muestrario/shared/routes';

/*
 * Preload hints for a page (a `Link` header on index.html): what the host will ask for as soon as its
 * entry script has run, so the browser fetches it meanwhile. Always the entry and /config.json; with a
 * session cookie, also the router application, the manifest of the remote the path shows, and its layout
 * and mount. Hints only: a wrong one costs bytes, never correctness (the host asks for everything anyway).
 */

/**
 * The host's files: its entry files, as index.html names them (`<script src>`, `<link rel=stylesheet
 * href>`), and the files of its named chunks (the build's preload.json): 'app' (the router application),
 * 'remote-mount', and 'layout-main' / 'layout-backoffice'.
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
 * The `Link` header values for a page. The host's entry comes first: over HTTP/1.1 the browser opens six
 * connections to the server, and the entry script must not wait behind the rest.
 *
 * A remote's scripts and stylesheets are deliberately not hinted, only its manifest: when a remote is down,
 * Chromium keeps a failed script preload that nothing has used yet and hands that same failure to the
 * 'Reintentar' that follows, even once the remote is back. A failed `fetch` preload is asked again.
 */
export function pageLinks(pathname: string, signedIn: boolean, config: RuntimeConfig, host: HostFiles): string[] {
  const links = [
    ...host.scripts.map((url) => `<${url}>; rel=preload; as=script`),
    ...host.styles.map((url) => `<${url}>; rel=preload; as=style`),
    '</config.json>; rel=preload; as=fetch; crossorigin=anonymous',
  ];
  const remote = signedIn && !isSignInPath(pathname) ? REMOTES.find((r) => r.name === remoteForPath(pathname)) : undefined;
  if (!remote) return links;
  const file = (url: string) => links.push(/\.css$/.test(url) ? `<${url}>; rel=preload; as=style` : `<${url}>; rel=preload; as=script`);
  // In the order the page asks for them: the router application, the remote's manifest, its layout and mount.
  (host.chunks.app ?? []).forEach(file);
  links.push(`<${config.remotes[remote.name]}>; rel=preload; as=fetch; crossorigin=anonymous`);
  [...(host.chunks[`layout-${remote.layout}`] ?? []), ...(host.chunks['remote-mount'] ?? [])].forEach(file);
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
