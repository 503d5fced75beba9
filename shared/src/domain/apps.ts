/**
 * The registry of the product's front-end apps: the one place that lists the remotes.
 * Read by the host, the server, the standalone shells, the webpack builder and the root scripts
 * (through tsx). No TypeBox here: the host's first bundle imports this.
 */
export interface RemoteDefinition {
  /** Module Federation name; its one exposed module is `<name>/routes`. */
  readonly name: string;
  /** Workspace folder (its build goes to `<dir>/dist`). */
  readonly dir: string;
  /** Where the server publishes the build: `<urlPrefix>mf-manifest.json`. */
  readonly urlPrefix: string;
  /** Port of its live-reload dev server. */
  readonly devPort: number;
  /** Server environment variable that overrides the manifest URL in /config.json. */
  readonly manifestEnv: string;
  /** Absolute path where the host mounts the remote's routes ('/' mounts at the root). */
  readonly mountPath: string;
  /** Which host layout wraps it. */
  readonly layout: 'main' | 'backoffice';
  /**
   * The `webpackChunkName` of the screen the mount's own page shows, for a remote whose mount is one page
   * (the editor): the server hints that chunk's files with the page (server/src/plugins/page-hints.ts), so
   * it downloads while the host starts. Left out where the remote's route table decides which lazy screen
   * a path renders (only the remote knows it). The byte budgets' test checks the name against the build.
   */
  readonly screenChunk?: string;
}

export const HOST_APP = { name: 'host', dir: 'host', devPort: 3000 } as const;

/**
 * The host's chunks a page loads as it starts, by their `webpackChunkName` (spelled as literals in
 * host/src/bootstrap.tsx and host/src/app/routes.tsx, where webpack reads them): the server hints their
 * files (preload.json) and the build gives them V8's compile hint.
 */
export const HOST_START_CHUNKS = {
  app: 'app',
  /** The customer's approval page (issue 17), loaded alone by bootstrap on '/aprobar/:token'. */
  approval: 'approval',
  /** A uniform program's HR portal (issue 35 item 4), loaded alone by bootstrap on '/programa/:token'. */
  programPortal: 'program-portal',
  /** 'Olvidé mi contraseña' and the reset link (issue 33), loaded alone by bootstrap on '/recuperar-contrasena[/:token]'. */
  passwordReset: 'password-reset',
  /** The light sign-in entry, loaded alone by bootstrap on a first load of '/login' or '/network-error' (issue 34). */
  signIn: 'sign-in',
  layout: (layout: RemoteDefinition['layout']) => `layout-${layout}`,
} as const;

export const REMOTES = [
  {
    name: 'remote_samples',
    dir: 'remote-samples',
    urlPrefix: '/remotes/samples/',
    devPort: 3001,
    manifestEnv: 'REMOTE_SAMPLES_URL',
    mountPath: '/',
    layout: 'main',
  },
  {
    name: 'remote_editor',
    dir: 'remote-editor',
    urlPrefix: '/remotes/editor/',
    devPort: 3002,
    manifestEnv: 'REMOTE_EDITOR_URL',
    mountPath: '/samples/:id/design',
    layout: 'main',
    screenChunk: 'editor-screen',
  },
  {
    name: 'remote_backoffice',
    dir: 'remote-backoffice',
    urlPrefix: '/remotes/backoffice/',
    devPort: 3003,
    manifestEnv: 'REMOTE_BACKOFFICE_URL',
    mountPath: '/admin',
    layout: 'backoffice',
  },
] as const satisfies readonly RemoteDefinition[];

export type RemoteName = (typeof REMOTES)[number]['name'];
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((r) => r.name);

/** Every app folder, remotes first (the host's build comes last). */
export const APP_DIRS: readonly string[] = [...REMOTES.map((r) => r.dir), HOST_APP.dir];

export function remoteByName(name: RemoteName): RemoteDefinition {
  const found = REMOTES.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown remote ${name}`);
  return found;
}

/** The manifest URL of a remote served by our own server (the default of its env variable). */
export const defaultManifestUrl = (remote: RemoteDefinition): string => `${remote.urlPrefix}mf-manifest.json`;

/** The router pattern the host (and a standalone shell) mounts a remote at: its mount path plus a splat. */
export const mountPattern = (remote: RemoteDefinition): string => (remote.mountPath === '/' ? '/*' : `${remote.mountPath}/*`);
