import type { ChunksManifest } from '../../shared/build/chunks-manifest';
import { budgetFile, compare, filesOf, importedModule, labelOf, measure, type RoutePlan } from './route-bytes';

const group = (files: string[], shares: Record<string, string[]> = {}) => ({ files, shares });
const manifests: Record<string, ChunksManifest> = {
  host: {
    entry: group(['main.js', 'main.aaaaaaaa.css']),
    named: { app: group(['app.bbbbbbbb.js'], { swr: ['400.cccccccc.js'] }) },
    imports: {},
    provides: { swr: ['400.cccccccc.js'] },
  },
  'remote-x': {
    entry: group(['remoteEntry.js']),
    named: { __federation_expose_routes: group(['__federation_expose_routes.dddddddd.js'], { swr: ['401.eeeeeeee.js'], dialog: ['128.ffffffff.js'] }) },
    imports: { 'src/routes.tsx|./features/list/List': group(['838.12345678.js', '838.12345678.css']) },
    provides: {},
  },
};
const plan: RoutePlan = {
  route: '/x',
  needs: [
    { app: 'host', entry: true, named: ['app'] },
    { app: 'remote-x', entry: true, named: ['__federation_expose_routes'], imports: ['src/routes.tsx|./features/list/List'] },
  ],
};
const sizes: Record<string, number> = { 'host/main.js': 50_000, 'remote-x/838.12345678.js': 10_000, 'remote-x/838.12345678.css': 700 };
const sizeOf = (file: string) => sizes[file] ?? 1_000;

describe('filesOf', () => {
  it('takes a shared library from the host when it provides it, else the remote’s own copy, each file once', () => {
    expect(filesOf(plan, manifests, 'host').sort()).toEqual(
      [
        'host/main.js',
        'host/main.aaaaaaaa.css',
        'host/app.bbbbbbbb.js',
        'host/400.cccccccc.js',
        'remote-x/remoteEntry.js',
        'remote-x/__federation_expose_routes.dddddddd.js',
        'remote-x/128.ffffffff.js',
        'remote-x/838.12345678.js',
        'remote-x/838.12345678.css',
      ].sort(),
    );
  });

  it('names what is missing from the build', () => {
    expect(() => filesOf({ route: '/y', needs: [{ app: 'remote-x', imports: ['src/routes.tsx|./nope'] }] }, manifests, 'host')).toThrow("/y: remote-x's build has no import 'src/routes.tsx|./nope'");
    expect(() => filesOf({ route: '/y', needs: [{ app: 'remote-z', entry: true }] }, manifests, 'host')).toThrow('no build manifest for remote-z');
  });
});

describe('budgets', () => {
  const measured = measure('/x', filesOf(plan, manifests, 'host'), sizeOf);

  it('sums JS and CSS apart', () => {
    expect(measured.js).toBe(50_000 + 10_000 + 5 * 1_000);
    expect(measured.css).toBe(700 + 1_000);
  });

  it('writes budgets with the headroom, rounded up to 100 bytes, and file labels without hashes', () => {
    const file = budgetFile([measured], 0.02);
    expect(file.routes['/x']).toMatchObject({ js: 66_300, css: 1_800 });
    expect(file.routes['/x']!.files['remote-x/838.js']).toBe(10_000);
    expect(labelOf('remote-x/__federation_expose_routes.dddddddd.js')).toBe('remote-x/__federation_expose_routes.js');
  });

  it('passes within the budget and fails over it, naming the files that grew and the new ones', () => {
    const file = budgetFile([measured], 0.02);
    expect(compare([measured], file)).toEqual([]);
    const heavier = measure('/x', [...filesOf(plan, manifests, 'host'), 'remote-x/999.abcdef12.js'], (f) => (f === 'remote-x/999.abcdef12.js' ? 30_000 : f === 'remote-x/838.12345678.js' ? 12_000 : sizeOf(f)));
    const [problem, ...rest] = compare([heavier], file);
    expect(rest).toEqual([]);
    expect(problem).toContain('/x: JS 97.0 kB is over its budget of 66.3 kB (+30.7 kB)');
    expect(problem).toContain('new   remote-x/999.js 30.0 kB');
    expect(problem).toContain('grew  remote-x/838.js 10.0 kB → 12.0 kB (+2.0 kB)');
    expect(problem).not.toContain('host/main.js');
  });

  it('fails for a route without a budget and for a budget without a route', () => {
    const problems = compare([{ ...measured, route: '/nuevo' }], budgetFile([measured], 0.02));
    expect(problems[0]).toContain('/nuevo: no budget in budgets.json');
    expect(problems[0]).toContain('node scripts/test.mjs budgets --update');
    expect(problems[1]).toContain('/x: budgets.json has a budget for a route the route tables no longer have');
  });
});

describe('importedModule', () => {
  it('reads the specifier of an import, as written or compiled to require', () => {
    expect(importedModule(() => import('./route-bytes'))).toBe('./route-bytes');
    expect(importedModule(new Function('return Promise.resolve().then(() => _interop(require("./features/a/B")))') as () => unknown)).toBe('./features/a/B');
    expect(importedModule(() => Promise.resolve())).toBeNull();
  });

  it('reads past webpack magic comments before the specifier', () => {
    expect(importedModule(new Function('return import(/* webpackChunkName: "editor-screen" */ "./features/editor/Editor")') as () => unknown)).toBe('./features/editor/Editor');
    expect(importedModule(new Function('return require(/* a */ /* b */ \'./x\')') as () => unknown)).toBe('./x');
  });
});
