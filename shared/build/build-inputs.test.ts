import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * "A second `npm start` rebuilds nothing if the code did not change" rests on scripts/lib/workspace.mjs
 * hashing everything a build reads. Environment variables are inputs too: a build made with another
 * `HOST_PUBLIC_PATH` must not be taken for the current one.
 */
const root = path.resolve(__dirname, '../..');
const workspace = path.join(root, 'scripts/lib/workspace.mjs');

/** Runs workspace.mjs in its own Node process (it is plain ESM) and returns what `expression` gives. */
function evaluate<T>(expression: string): T {
  const script = `import * as w from ${JSON.stringify(workspace)}; process.stdout.write(JSON.stringify(${expression}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as T;
}

describe('the build inputs hash', () => {
  it('changes with HOST_PUBLIC_PATH and stays the same for the same value', () => {
    const [unset, root1, root2, other, empty] = evaluate<string[]>(
      `[w.appInputsHash('host', {}), w.appInputsHash('host', { HOST_PUBLIC_PATH: '/' }),
        w.appInputsHash('host', { HOST_PUBLIC_PATH: '/' }), w.appInputsHash('host', { HOST_PUBLIC_PATH: '/muestrario/' }),
        w.appInputsHash('host', { HOST_PUBLIC_PATH: '' })]`,
    );
    expect(root1).toBe(root2);
    expect(new Set([unset, root1, other, empty]).size).toBe(4);
  });

  it('covers every environment variable the build configuration reads', () => {
    const buildEnv = evaluate<string[]>('w.BUILD_ENV');
    // cli.ts reads API_TARGET for the dev server only (`pnpm dev`), which builds nothing to disk.
    const sources = fs
      .readdirSync(__dirname)
      .filter((file) => /\.(ts|mjs)$/.test(file) && !file.endsWith('.test.ts') && file !== 'cli.ts')
      .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'));
    const read = new Set(sources.flatMap((source) => [...source.matchAll(/process\.env\.([A-Z0-9_]+)/g)].map((m) => m[1])));
    expect(read.size).toBeGreaterThan(0);
    for (const name of read) expect(buildEnv).toContain(name);
  });
});
