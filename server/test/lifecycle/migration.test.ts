import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { connectDatabase } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrations';
import * as m0001 from '../../src/db/migrations/0001_initial';
import * as m0003 from '../../src/db/migrations/0003_editor';
import * as m0004 from '../../src/db/migrations/0004_hardening';
import * as m0007 from '../../src/db/migrations/0007_backoffice';
import type { Database } from '../../src/db/types';
import { provisionDatabase, testDatabases } from '../helpers/databases';

// Before 0006: the old schema, and the schema of a server that already ran the back-office's 0007 (the
// branches landed in that order, so a database of today's main meets 0006 after 0007).
const BEFORE = {
  'without 0007': { '0001_initial': m0001, '0003_editor': m0003, '0004_hardening': m0004 },
  'after 0007': { '0001_initial': m0001, '0003_editor': m0003, '0004_hardening': m0004, '0007_backoffice': m0007 },
};
const cases = testDatabases.flatMap((kind) => Object.keys(BEFORE).map((before) => [kind, before] as const));

describe.each(cases)('migration 0006 on a database from before it (%s, %s)', (kind, label) => {
  it('turns reviewers into designers, keeps every reference to users, and rewrites old event kinds', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-0006-'));
    const provisioned = await provisionDatabase(kind);
    const db: Kysely<Database> = connectDatabase({ databaseUrl: provisioned.databaseUrl, sqliteFile: path.join(dir, 'm.db') });
    try {
      const before = new Migrator({
        db,
        provider: { getMigrations: async () => BEFORE[label as keyof typeof BEFORE] },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      // The old CHECK knew 'reviewer' (the current domain list no longer does): write the rows as an old server would.
      if (kind === 'postgres') {
        await sql`alter table users drop constraint users_role_check`.execute(db);
        await sql`alter table users add constraint users_role_check check (role in ('admin', 'seller', 'reviewer'))`.execute(db);
      } else {
        await sql`pragma ignore_check_constraints = on`.execute(db);
      }
      await sql`insert into users (username, password_hash, first_name, last_name, role, created_at) values ('rev', 'h', 'R', 'V', 'reviewer', ''), ('ven', 'h', 'V', 'E', 'seller', '')`.execute(db);
      await sql`insert into clients (card_code, card_name, created_at) values ('K1', 'k', '')`.execute(db);
      await sql`insert into samples (sample_name, client_id, stage, created_by, create_date, due_date, updated_at) values ('s', 1, 7, 2, '', '', '')`.execute(db);
      await sql`insert into sessions (id, user_id, created_at, last_seen_at) values ('x', 1, '', '')`.execute(db);
      await sql`insert into events (sample_id, user_id, kind, created_at, payload) values
        (1, 2, 'created', '1', '{}'), (1, 2, 'edited', '2', '{"stage":2}'), (1, 1, 'edited', '3', '{}'), (1, 1, 'stage_changed', '4', '{"stage":4}'), (1, 2, 'authorized', '5', '{"stage":7}')`.execute(db);

      if (kind === 'sqlite') await sql`pragma ignore_check_constraints = off`.execute(db);
      await migrateToLatest(db);

      expect(await db.selectFrom('users').select(['username', 'role']).orderBy('id').execute()).toEqual([
        { username: 'rev', role: 'designer' },
        { username: 'ven', role: 'seller' },
      ]);
      expect(await db.selectFrom('sessions').select('user_id').execute()).toEqual([{ user_id: 1 }]);
      expect(await db.selectFrom('samples').select(['created_by', 'round']).execute()).toEqual([{ created_by: 2, round: 1 }]);
      const events = await db.selectFrom('events').select(['kind', 'payload']).orderBy('id').execute();
      expect(events.map((e) => [e.kind, JSON.parse(e.payload)])).toEqual([
        ['created', {}],
        ['stage_changed', { from: 1, to: 2 }],
        ['design_edited', {}],
        ['stage_changed', { to: 4 }],
        ['stage_changed', { to: 7 }],
      ]);
      await expect(sql`insert into users (username, password_hash, first_name, last_name, role, created_at) values ('z', 'h', 'f', 'l', 'reviewer', '')`.execute(db)).rejects.toHaveProperty(
        'message',
        expect.stringMatching(/check constraint/i),
      );
      await expect(sql`delete from users where id = 2`.execute(db)).rejects.toHaveProperty('message', expect.stringMatching(/foreign key/i));
    } finally {
      await db.destroy();
      await provisioned.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
