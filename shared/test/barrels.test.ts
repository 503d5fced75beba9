import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '../src/contract/endpoints';

/**
 * The package indexes a new area adds a file beside: `@muestrario/shared/contract` (domain types),
 * its endpoint table and `@muestrario/shared/api`. Each file there must be re-exported by its
 * folder's index.ts, and each endpoint group spread into `endpoints`; these tests name the file forgotten.
 */
const SRC = path.join(__dirname, '..', 'src');
const BARRELS = ['contract', 'contract/endpoints', 'api'] as const;

/** Files an index leaves out on purpose, with the reason. */
const INTERNAL: Record<string, string> = {
  'contract/literal-union.ts': 'a TypeBox helper the contract files import; not part of the contract itself',
};

const sourceFiles = (folder: string) =>
  readdirSync(path.join(SRC, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'index.ts')
    .map((entry) => entry.name);

const subfolders = (folder: string) =>
  readdirSync(path.join(SRC, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The `./name` modules an index re-exports with `export * from` (or names with `export { … } from`). */
const reExported = (folder: string) => {
  const index = readFileSync(path.join(SRC, folder, 'index.ts'), 'utf8');
  return new Set([...index.matchAll(/^export\s+(?:\*|\{[^}]*\}|type\s+\{[^}]*\})\s+from\s+'\.\/([^']+)';/gm)].map((m) => m[1]));
};

describe('the shared indexes', () => {
  it.each(BARRELS)('%s/index.ts re-exports every file and folder beside it', (folder) => {
    const exported = reExported(folder);
    const names = [...sourceFiles(folder), ...subfolders(folder)];
    const forgotten = names.filter((name) => !exported.has(name.replace(/\.tsx?$/, '')) && !INTERNAL[`${folder}/${name}`]);
    expect(forgotten.map((name) => `${folder}/${name} is not exported from ${folder}/index.ts`)).toEqual([]);
  });

  it('lists only files that exist as internal', () => {
    const missing = Object.keys(INTERNAL).filter((file) => !sourceFiles(path.dirname(file)).includes(path.basename(file)));
    expect(missing).toEqual([]);
  });

  it('spreads every endpoint group of contract/endpoints/*.ts into `endpoints`', () => {
    const forgotten: string[] = [];
    for (const file of sourceFiles('contract/endpoints')) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- every file of the folder, whatever its name
      const groups = require(path.join(SRC, 'contract/endpoints', file)) as Record<string, unknown>;
      for (const [name, group] of Object.entries(groups)) {
        if (!name.endsWith('Endpoints') || typeof group !== 'object' || group === null) continue;
        const absent = Object.keys(group).filter((id) => !(id in endpoints));
        if (absent.length) forgotten.push(`contract/endpoints/${file}: ${name} (${absent.join(', ')}) is not spread into \`endpoints\` (contract/endpoints/index.ts)`);
      }
    }
    expect(forgotten).toEqual([]);
  });
});
