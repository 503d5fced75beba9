import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AreaDefinition } from './area';

/** The file that makes a folder of modules/ an area. */
const AREA_FILES = ['area.ts', 'area.js'];

/** The folders of `modulesDir`, sorted by name. */
function folders(modulesDir: string): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every area of the server: each folder of modules/ must hold an `area.ts` (a folder without one is
 * refused by name, so a forgotten area fails at start-up and in server/test/areas). Loaded with
 * `require`, not a bundler-visible import: the server runs from its sources (tsx, Jest), never bundled.
 * Ordered by name, each after the areas its `after` lists.
 */
export function discoverAreas(modulesDir: string = __dirname): AreaDefinition[] {
  const areas: AreaDefinition[] = [];
  for (const folder of folders(modulesDir)) {
    const file = AREA_FILES.map((name) => path.join(modulesDir, folder, name)).find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`modules/${folder} has no area.ts: add one (export default defineArea({ name: '${folder}', … })); README, "A back-office list and form on a new table".`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- discovered at run time by design (see above)
    const loaded = require(file) as { default?: AreaDefinition };
    const area = loaded.default;
    if (!area || area.name !== folder) {
      throw new Error(`modules/${folder}/area.ts must default-export defineArea({ name: '${folder}', … }).`);
    }
    areas.push(area);
  }
  return orderAreas(areas);
}

/** The areas in name order, each moved after the areas it names in `after`; unknown names and cycles throw. */
export function orderAreas(areas: readonly AreaDefinition[]): AreaDefinition[] {
  const byName = new Map(areas.map((area) => [area.name, area]));
  const ordered: AreaDefinition[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (area: AreaDefinition, path: readonly string[]) => {
    const seen = state.get(area.name);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new Error(`Areas depend on each other in a circle: ${[...path, area.name].join(' → ')}.`);
    state.set(area.name, 'visiting');
    for (const name of area.after ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`Area ${area.name} comes after '${name}', which does not exist.`);
      visit(before, [...path, area.name]);
    }
    state.set(area.name, 'done');
    ordered.push(area);
  };
  for (const area of [...areas].sort((a, b) => a.name.localeCompare(b.name))) visit(area, []);
  return ordered;
}
