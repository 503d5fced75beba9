/*
 * Byte budgets per route (issue 34), pure part: what a route's first paint downloads, from the route
 * tables and each app's build manifests (dist/chunks.json, written by shared/build/chunks-manifest.ts),
 * and how it compares with the budget file (budgets.json at the repository's root).
 */
import type { ChunksManifest, GroupFiles } from '../../shared/build/chunks-manifest';

/** A route of the route tables and what its first paint needs from each app's build. */
export interface RoutePlan {
  /** Absolute pattern: '/samples/:id'. */
  route: string;
  /** Per app folder ('host', 'remote-samples'): entry files, named chunk groups and import keys. */
  needs: { app: string; entry?: boolean; named?: string[]; imports?: string[] }[];
}

/** One file a route downloads: `app/file` and its compressed size. */
export interface RouteFile {
  file: string;
  bytes: number;
}

export interface RouteBytes {
  route: string;
  js: number;
  css: number;
  files: RouteFile[];
}

export interface Budget {
  js: number;
  css: number;
  /** The files measured when the budget was written (labels without content hashes), to say what grew. */
  files: Record<string, number>;
}

export interface BudgetFile {
  about: string;
  /** How much above the measured bytes `--update` sets a budget (0.02 = 2 %). */
  headroom: number;
  routes: Record<string, Budget>;
}

/**
 * The files of a plan, resolved in the manifests; throws with a clear message when one is missing. A
 * shared library (React, the router, SWR, Radix) comes from `provider`'s build when that app provides it
 * (the host registers its copies first; a remote takes them), else from the app's own copy.
 */
export function filesOf(plan: RoutePlan, manifests: Record<string, ChunksManifest>, provider: string): string[] {
  const files = new Set<string>();
  const provided = manifests[provider]?.provides ?? {};
  for (const need of plan.needs) {
    const manifest = manifests[need.app];
    if (!manifest) throw new Error(`${plan.route}: no build manifest for ${need.app} (dist/chunks.json): build it first`);
    const add = ({ files: own, shares }: GroupFiles) => {
      own.forEach((f) => files.add(`${need.app}/${f}`));
      for (const [key, copy] of Object.entries(shares)) {
        if (provided[key]) provided[key].forEach((f) => files.add(`${provider}/${f}`));
        else copy.forEach((f) => files.add(`${need.app}/${f}`));
      }
    };
    if (need.entry) add(manifest.entry);
    for (const name of need.named ?? []) {
      const group = manifest.named[name];
      if (!group) throw new Error(`${plan.route}: ${need.app} has no chunk named '${name}'`);
      add(group);
    }
    for (const key of need.imports ?? []) {
      const group = manifest.imports[key];
      if (!group) throw new Error(`${plan.route}: ${need.app}'s build has no import '${key}'`);
      add(group);
    }
  }
  return [...files];
}

/** Bytes of a route: JS and CSS summed from `sizeOf` (compressed sizes), files largest first. */
export function measure(route: string, files: string[], sizeOf: (file: string) => number): RouteBytes {
  const list = files.map((file) => ({ file, bytes: sizeOf(file) })).sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  const sum = (re: RegExp) => list.filter((f) => re.test(f.file)).reduce((n, f) => n + f.bytes, 0);
  return { route, js: sum(/\.js$/), css: sum(/\.css$/), files: list };
}

/** A file's label without its content hash ('remote-samples/838.7ec0d7dd.js' → 'remote-samples/838.js'). */
export const labelOf = (file: string): string => file.replace(/\.[0-9a-f]{8}\.(js|css)$/, '.$1');

const roundUp = (n: number) => Math.ceil(n / 100) * 100;

/** The budget `--update` writes for a measurement: the bytes plus the headroom, rounded up to 100 bytes. */
export function budgetFor(bytes: RouteBytes, headroom: number): Budget {
  return {
    js: roundUp(bytes.js * (1 + headroom)),
    css: roundUp(bytes.css * (1 + headroom)),
    files: Object.fromEntries(bytes.files.map((f) => [labelOf(f.file), f.bytes])),
  };
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const signed = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n) < 1000 ? `${Math.abs(n)} B` : kB(Math.abs(n))}`;

export const UPDATE_COMMAND = 'node scripts/test.mjs budgets --update';

/**
 * Every problem of the measured routes against the budget file: a route over its JS or CSS budget (with
 * the files that grew or are new since the budget was written), a route without a budget, a budget for
 * a route that no longer exists. Empty when all is well.
 */
export function compare(measured: RouteBytes[], budgets: BudgetFile): string[] {
  const problems: string[] = [];
  const known = new Set(measured.map((m) => m.route));
  for (const m of measured) {
    const budget = budgets.routes[m.route];
    if (!budget) {
      problems.push(`${m.route}: no budget in budgets.json (JS ${kB(m.js)}, CSS ${kB(m.css)} now). A new route gets one with \`${UPDATE_COMMAND}\`.`);
      continue;
    }
    const over = (['js', 'css'] as const).filter((kind) => m[kind] > budget[kind]);
    if (!over.length) continue;
    const lines = over.map((kind) => `${kind.toUpperCase()} ${kB(m[kind])} is over its budget of ${kB(budget[kind])} (${signed(m[kind] - budget[kind])})`);
    const grew = m.files
      .map((f) => ({ label: labelOf(f.file), bytes: f.bytes, before: budget.files[labelOf(f.file)] }))
      .filter((f) => f.before === undefined || f.bytes > f.before)
      .map((f) => (f.before === undefined ? `    new   ${f.label} ${kB(f.bytes)}` : `    grew  ${f.label} ${kB(f.before)} → ${kB(f.bytes)} (${signed(f.bytes - f.before)})`));
    problems.push([`${m.route}: ${lines.join('; ')}`, '  files that grew or are new since the budget was written:', ...(grew.length ? grew : ['    (none: files were removed or renamed)'])].join('\n'));
  }
  for (const route of Object.keys(budgets.routes)) {
    if (!known.has(route)) problems.push(`${route}: budgets.json has a budget for a route the route tables no longer have; \`${UPDATE_COMMAND}\` drops it.`);
  }
  return problems;
}

/** The budget file for a measurement (what `--update` writes). */
export function budgetFile(measured: RouteBytes[], headroom: number): BudgetFile {
  return {
    about: `Compressed (brotli) bytes of JavaScript and CSS each route downloads for its first paint, from the build's manifests (scripts/budgets/). Checked by \`node scripts/test.mjs budgets\`; regenerate with \`${UPDATE_COMMAND}\`.`,
    headroom,
    routes: Object.fromEntries([...measured].sort((a, b) => a.route.localeCompare(b.route)).map((m) => [m.route, budgetFor(m, headroom)])),
  };
}

/** The specifier a lazy screen's import names (`import('./x')`, or `require("./x")` once compiled for Jest). */
export function importedModule(load: () => unknown): string | null {
  const match = /\b(?:import|require)\(\s*(?:\/\*[^]*?\*\/\s*)*(['"`])([^'"`]+)\1\s*\)/.exec(String(load));
  return match ? match[2]! : null;
}
