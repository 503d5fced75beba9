import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** A migration file: four digits, an underscore, a snake_case name (`0021_business_documents.ts`). */
export const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.(ts|js)$/;

/** Where migrations live: this folder (the ones written before areas had their own) and every `modules/<area>/migrations/`. */
export function migrationFolders(srcDir: string = path.resolve(__dirname, '../..')): string[] {
  const modulesDir = path.join(srcDir, 'modules');
  const areaFolders = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(modulesDir, entry.name, 'migrations'))
    .filter((folder) => {
      try {
        return readdirSync(folder).length > 0;
      } catch {
        return false;
      }
    });
  return [path.join(srcDir, 'db', 'migrations'), ...areaFolders.sort()];
}

/**
 * Every migration file of `folders`, by name (the file name without its extension: databases record
 * that name, so a file is never renamed or moved under another name). Two files with one name throw.
 * (Two numbers alike are legal for Kysely; server/test/db/migration-files.test.ts refuses them.)
 */
export function migrationFiles(folders: readonly string[] = migrationFolders()): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of folders) {
    for (const file of readdirSync(folder).sort()) {
      if (!MIGRATION_FILE.test(file)) continue;
      const name = file.replace(/\.(ts|js)$/, '');
      const full = path.join(folder, file);
      const taken = files.get(name);
      if (taken) throw new Error(`Two migrations are named ${name}: ${taken} and ${full}.`);
      files.set(name, full);
    }
  }
  return files;
}

/**
 * Every migration, found by file name (no list to edit): loaded with `require`, as the server runs from
 * its sources (tsx, Jest) and is never bundled.
 */
const provider: MigrationProvider = {
  getMigrations: async () => {
    const migrations: Record<string, Migration> = {};
    for (const [name, file] of migrationFiles()) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- found at run time by design (see above)
      migrations[name] = require(file) as Migration;
    }
    return migrations;
  },
};

/** Brings the schema to the latest version; safe to call on every start. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  // Migrations from parallel branches may land in any order: apply whichever is missing.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
