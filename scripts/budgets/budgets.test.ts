/*
 * The byte budgets (issue 34): for every route of the route tables, the compressed JS and CSS its first
 * paint downloads (host entry, router application, layout, the remote's entry and exposed module, the
 * screen's chunk, with the shared libraries each consumes), compared with budgets.json. Run by
 * `node scripts/test.mjs budgets` after building; `node scripts/test.mjs budgets --update` rewrites the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChunksManifest } from '../../shared/build/chunks-manifest';
import { APP_DIRS, HOST_APP, HOST_START_CHUNKS, REMOTES, type RemoteDefinition } from '../../shared/src/domain/apps';
import { routes as appRoutes } from '../../shared/src/routes/paths';
import { budgetFile, compare, filesOf, importedModule, measure, UPDATE_COMMAND, type BudgetFile, type RoutePlan, type RouteBytes } from './route-bytes';

const root = path.resolve(__dirname, '../..');
const BUDGETS = path.join(root, 'budgets.json');
const HEADROOM = 0.02;
const ROUTES_MODULE = 'src/routes.tsx';
const EXPOSED = '__federation_expose_routes';

/**
 * The host's own routes and the chunks their first paint loads besides the entry: the sign-in entry is
 * in the entry itself (host/src/bootstrap.tsx), the approval page is its own chunk. A new host route
 * must be added here (the test says so).
 */
const HOST_PAGES: Record<string, string[]> = {
  login: [HOST_START_CHUNKS.signIn],
  networkError: [HOST_START_CHUNKS.signIn],
  approval: [HOST_START_CHUNKS.approval],
  programPortal: [HOST_START_CHUNKS.programPortal],
  forgotPassword: [HOST_START_CHUNKS.passwordReset],
  resetPassword: [HOST_START_CHUNKS.passwordReset],
};

/** What the check reads of a route object (react-router's RouteObject) and of a React element. */
interface RouteLike {
  path?: string;
  index?: boolean;
  children?: RouteLike[];
  handle?: unknown;
  element?: unknown;
}
type ElementLike = { type?: unknown; props?: { children?: unknown } };
type Screen = { load: () => Promise<unknown> };
const isScreen = (value: unknown): value is Screen => typeof (value as Partial<Screen> | null)?.load === 'function';

/** The lazy screen a route shows: its handle's (preloadScreen), else one found in its element. */
function screenOf(route: RouteLike): Screen | null {
  const fromHandle = (route.handle as { screen?: unknown } | undefined)?.screen;
  if (isScreen(fromHandle)) return fromHandle;
  const search = (node: unknown): Screen | null => {
    if (!node || typeof node !== 'object') return null;
    if (Array.isArray(node)) return node.map(search).find(Boolean) ?? null;
    const element = node as ElementLike;
    if (isScreen(element.type)) return element.type;
    return search(element.props?.children);
  };
  return search(route.element);
}

const join = (base: string, child: string) => (child.startsWith('/') ? child : `${base.replace(/\/$/, '')}/${child}`);

/** Every route of a remote's table (children included; the catch-all '*' left out), with its screen. */
function remoteRoutes(remote: RemoteDefinition, list: RouteLike[], base = remote.mountPath): { route: string; screen: Screen | null }[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.index || !route.path ? base : join(base, route.path);
    const self = route.index || route.path ? [{ route: here, screen: screenOf(route) }] : [];
    return [...self, ...remoteRoutes(remote, route.children ?? [], here)];
  });
}

function readManifest(app: string): ChunksManifest {
  const file = path.join(root, app, 'dist', 'chunks.json');
  if (!fs.existsSync(file)) throw new Error(`${app}/dist/chunks.json is missing: build first (node scripts/test.mjs budgets builds what changed)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ChunksManifest;
}

/** Size on the wire: the pre-compressed .br the server answers, else the file itself. */
function sizeOf(file: string): number {
  const full = path.join(root, file.slice(0, file.indexOf('/')), 'dist', file.slice(file.indexOf('/') + 1));
  return fs.statSync(fs.existsSync(`${full}.br`) ? `${full}.br` : full).size;
}

async function plans(manifests: Record<string, ChunksManifest>): Promise<RoutePlan[]> {
  const out: RoutePlan[] = [];
  for (const [key, entry] of Object.entries(appRoutes)) {
    if (entry.owner !== 'host') continue;
    const named = HOST_PAGES[key];
    if (!named) throw new Error(`The host's route '${key}' (${entry.path}) is not in HOST_PAGES (scripts/budgets/budgets.test.ts): say which of the host's chunks its first paint loads.`);
    out.push({ route: entry.path, needs: [{ app: HOST_APP.dir, entry: true, named }] });
  }
  for (const remote of REMOTES) {
    const module = ((await import(`../../${remote.dir}/${ROUTES_MODULE}`)) as { default: { routes: RouteLike[] } }).default;
    const imports = Object.keys(manifests[remote.dir]!.imports);
    for (const { route, screen } of remoteRoutes(remote, module.routes)) {
      const needs: RoutePlan['needs'] = [
        { app: HOST_APP.dir, entry: true, named: [HOST_START_CHUNKS.app, HOST_START_CHUNKS.layout(remote.layout)] },
        { app: remote.dir, entry: true, named: [EXPOSED] },
      ];
      if (screen) {
        const request = importedModule(screen.load);
        if (!request) throw new Error(`${route}: its lazy screen's import names no module (write it as () => import('./features/…'))`);
        const own = `${ROUTES_MODULE}|${request}`;
        const found = imports.includes(own) ? [own] : imports.filter((k) => k.endsWith(`|${request}`));
        if (found.length !== 1) throw new Error(`${route}: ${found.length ? 'several' : 'no'} import('${request}') in ${remote.dir}'s build (dist/chunks.json)`);
        needs.push({ app: remote.dir, imports: found });
      }
      out.push({ route, needs });
    }
  }
  return out;
}

/**
 * A remote's registered `screenChunk` (the server hints it with the mount's page) must be the chunk of the
 * screen its mount's own route shows: same files in the build as that route's screen import.
 */
test("a remote's registered screen chunk is its mount page's screen", async () => {
  const withScreen = REMOTES.filter((remote): remote is typeof remote & { screenChunk: string } => 'screenChunk' in remote && typeof remote.screenChunk === 'string');
  expect(withScreen.length).toBeGreaterThan(0);
  for (const remote of withScreen) {
    const manifest = readManifest(remote.dir);
    const named = manifest.named[remote.screenChunk];
    if (!named) throw new Error(`${remote.dir}: no chunk named '${remote.screenChunk}' in its build (the webpackChunkName of its screen's import in ${ROUTES_MODULE})`);
    const module = ((await import(`../../${remote.dir}/${ROUTES_MODULE}`)) as { default: { routes: RouteLike[] } }).default;
    const page = remoteRoutes(remote, module.routes).find((r) => r.route === remote.mountPath);
    const request = page?.screen ? importedModule(page.screen.load) : null;
    expect(request).not.toBeNull();
    expect(manifest.imports[`${ROUTES_MODULE}|${request}`]?.files).toEqual(named.files);
  }
});

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

function report(measured: RouteBytes[]): string {
  const floor = Number(process.env.BUDGETS_FLOOR_JS ?? 0);
  const rows = measured.map((m) => `  ${m.route.padEnd(44)} JS ${kB(m.js).padStart(9)}${floor ? ` (${(m.js / floor).toFixed(2)} × floor)` : ''}   CSS ${kB(m.css).padStart(8)}`);
  return [`First-paint bytes per route (brotli${floor ? `; floor page ${kB(floor)} gzip` : ''}):`, ...rows].join('\n');
}

test('every route stays within its byte budget (budgets.json)', async () => {
  const manifests = Object.fromEntries(APP_DIRS.map((app) => [app, readManifest(app)]));
  const measured = (await plans(manifests)).map((plan) => measure(plan.route, filesOf(plan, manifests, HOST_APP.dir), sizeOf));
  console.log(report(measured));
  if (process.env.BUDGETS_UPDATE === '1') {
    fs.writeFileSync(BUDGETS, `${JSON.stringify(budgetFile(measured, HEADROOM), null, 2)}\n`);
    console.log(`budgets.json written for ${measured.length} routes.`);
    return;
  }
  if (!fs.existsSync(BUDGETS)) throw new Error(`budgets.json is missing: \`${UPDATE_COMMAND}\` writes it.`);
  const problems = compare(measured, JSON.parse(fs.readFileSync(BUDGETS, 'utf8')) as BudgetFile);
  if (problems.length) throw new Error(`Byte budgets (budgets.json):\n${problems.join('\n')}\n\nIf the growth is wanted, \`${UPDATE_COMMAND}\` writes the new budgets (commit budgets.json).`);
});
