import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints';

/*
 * A real (small) production build: an entry that imports one chunk named 'startup' and one named
 * 'later', with source maps, as the apps are built.
 */
let dir: string;
let out: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  out = path.join(dir, 'dist');
  fs.writeFileSync(path.join(dir, 'entry.js'), "import(/* webpackChunkName: 'startup' */ './startup.js'); export const later = () => import(/* webpackChunkName: 'later' */ './later.js');\n");
  fs.writeFileSync(path.join(dir, 'startup.js'), "export function start() { return 'arranque'; }\nstart();\n");
  fs.writeFileSync(path.join(dir, 'later.js'), "export function show() { return 'después'; }\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    devtool: 'source-map',
    output: { path: out, filename: '[name].js', chunkFilename: '[name].chunk.js' },
    plugins: [new CompileHintsPlugin({ groups: [/^start/] })],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      compiler.close(() => resolve());
    }),
  );
}, 60000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

describe('CompileHintsPlugin', () => {
  it('puts the hint on the first line of the entry and of the chosen chunk groups', () => {
    expect(read('main.js').split('\n')[0]).toBe(COMPILE_HINT);
    expect(read('startup.chunk.js').split('\n')[0]).toBe(COMPILE_HINT);
  });

  it('leaves the other chunks to lazy compilation', () => {
    expect(read('later.chunk.js')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('keeps the minified code and its source map in step (the hint line maps to nothing)', () => {
    const code = read('startup.chunk.js');
    expect(code).toContain('arranque');
    const map = JSON.parse(read('startup.chunk.js.map')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.mappings.split(';')[1]).not.toBe('');
  });
});
