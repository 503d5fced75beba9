import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATION_FILE, migrationFiles, migrationFolders } from '../../src/db/migrations';

/** Names existing databases have recorded: they must keep loading under exactly these names. */
const RECORDED = [
  '0001_initial',
  '0003_editor',
  '0004_hardening',
  '0006_lifecycle',
  '0007_backoffice',
  '0008_sample_list',
  '0009_partner_photo',
  '0010_approval_links',
  '0011_logo_colours',
  '0012_sample_viewers',
  '0014_data_version',
  '0015_shop_settings',
  '0018_answer_by',
  '0019_text_thread_sample_department',
  '0020_users_admin',
  '0023_answer_evidence',
];

describe('migration files (found by name in db/migrations and modules/<area>/migrations)', () => {
  it('still loads every migration a database may have recorded, under its name', () => {
    const names = [...migrationFiles().keys()];
    expect(RECORDED.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('names every file of a migrations folder so that it is found (a misnamed one would be skipped)', () => {
    const skipped = migrationFolders()
      .flatMap((folder) => readdirSync(folder).map((file) => path.join(folder, file)))
      .filter((file) => path.basename(file) !== 'index.ts' && !MIGRATION_FILE.test(path.basename(file)));
    expect(skipped.map((file) => `${path.relative(path.join(__dirname, '../..'), file)} is not named NNNN_snake_case.ts`)).toEqual([]);
  });

  it('gives each migration its own number (parallel branches must not both take one)', () => {
    const byNumber = new Map<string, string[]>();
    for (const name of migrationFiles().keys()) byNumber.set(name.slice(0, 4), [...(byNumber.get(name.slice(0, 4)) ?? []), name]);
    expect([...byNumber.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  describe('in a source tree with an area of its own', () => {
    let src: string;
    beforeAll(() => {
      src = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
      for (const folder of ['db/migrations', 'modules/billing/migrations', 'modules/notes', 'modules/empty/migrations']) mkdirSync(path.join(src, folder), { recursive: true });
      writeFileSync(path.join(src, 'db/migrations/0001_initial.ts'), '');
      writeFileSync(path.join(src, 'db/migrations/index.ts'), '');
      writeFileSync(path.join(src, 'modules/billing/migrations/0021_invoices.ts'), '');
      writeFileSync(path.join(src, 'modules/billing/migrations/README.md'), '');
    });
    afterAll(() => rmSync(src, { recursive: true, force: true }));

    it("finds the area's migrations beside the older ones, by file name", () => {
      const files = migrationFiles(migrationFolders(src));
      expect([...files.keys()]).toEqual(['0001_initial', '0021_invoices']);
      expect(files.get('0021_invoices')).toBe(path.join(src, 'modules/billing/migrations/0021_invoices.ts'));
    });

    it('refuses two files under one name', () => {
      writeFileSync(path.join(src, 'modules/billing/migrations/0001_initial.ts'), '');
      expect(() => migrationFiles(migrationFolders(src))).toThrow(/Two migrations are named 0001_initial/);
    });
  });
});
