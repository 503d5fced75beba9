import fs from 'node:fs';
import path from 'node:path';
import { stageWritesIn } from './stage-writes';

/*
 * Issue 29 item 2: a sample's stage changes only through the lifecycle service, which asks the stage
 * machine first. The stage column is written by one file, lifecycle/stage-rows.ts, and that file is
 * imported by the lifecycle service alone. This test scans every source file of server/src.
 */
const SRC = path.resolve(__dirname, '../../src');

/** The files allowed to write the stage column, each with why. */
const ALLOWED: Record<string, string> = {
  'modules/lifecycle/stage-rows.ts': "the lifecycle service's stage rows: the one writer of a live sample's stage",
  'db/seed/index.ts': 'demo data: samples written at the stage their made-up history reached',
  'db/seed/bulk.ts': 'bulk demo data (seed:bulk): the same, for thousands of samples',
};
const STAGE_ROWS = 'modules/lifecycle/stage-rows.ts';
const STAGE_ROWS_USER = 'modules/lifecycle/service.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(SRC).map((full) => ({ rel: path.relative(SRC, full).split(path.sep).join('/'), code: fs.readFileSync(full, 'utf8') }));

describe('stage writes (server/src)', () => {
  it('writes the stage column only in the allowed files', () => {
    const outside = files.filter((f) => !(f.rel in ALLOWED)).flatMap((f) => stageWritesIn(f.rel, f.code));
    expect(outside).toEqual([]);
  });

  it('finds a stage write in each allowed file (the list is not stale)', () => {
    for (const rel of Object.keys(ALLOWED)) {
      const file = files.find((f) => f.rel === rel);
      expect({ rel, writes: file ? stageWritesIn(rel, file.code).length > 0 : 'missing' }).toEqual({ rel, writes: true });
    }
  });

  it('lets only the lifecycle service import the stage rows', () => {
    const importers = files.filter((f) => f.rel !== STAGE_ROWS && /from '[./]*(?:lifecycle\/)?stage-rows'/.test(f.code)).map((f) => f.rel);
    expect(importers).toEqual([STAGE_ROWS_USER]);
  });
});

describe('stageWritesIn (the detector itself)', () => {
  const writes = (code: string) => stageWritesIn('x.ts', code);

  it.each([
    ["db.updateTable('samples').set({ stage: 3, updated_at: at })"],
    ["db.updateTable('samples').set({ updated_at: at, stage })"],
    ["db.updateTable('samples').set((eb) => ({ stage: eb.ref('round') }))"],
    ["db.updateTable('samples').set('stage', 3)"],
    ["db.insertInto('samples').values({ sample_name: n, stage: 1 })"],
    ["db.insertInto('samples').values(rows.map((r) => ({ ...r, stage: 1 })))"],
    ["const row = { sample_name: n, stage: 1 }; db.insertInto('samples').values(row)"],
    ["db.insertInto('samples').columns(['id', 'stage']).expression(q)"],
    ['sql`update samples set stage = ${to} where id = ${id}`'],
    ["sql`UPDATE samples SET updated_at = ${at}, stage = ${to}`"],
    ["db.executeQuery(sql.raw('insert into samples (id, stage) values (1, 2)'))"],
  ])('finds %s', (code) => {
    expect(writes(code)).toHaveLength(1);
  });

  it.each([
    ["db.selectFrom('samples').select('stage').where('stage', '=', 3)"],
    ["db.insertInto('events').values({ kind: 'created', payload: JSON.stringify({ stage: 1 }) })"],
    ['sql`select * from samples s where s.stage = ${stage}`'],
    ['const item = { stage: r.stage, name: r.name };'],
    ["db.updateTable('samples').set({ notes }); return row && { stage: row.stage };"],
    ["db.schema.createIndex('samples_list_stage_idx').on('samples').columns(['stage', 'create_date'])"],
  ])('ignores %s', (code) => {
    expect(writes(code)).toEqual([]);
  });
});
