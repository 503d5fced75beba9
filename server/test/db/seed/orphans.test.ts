import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { seedIfEmpty } from '../../../src/db/seed';
import type { FileStorage } from '../../../src/storage/file-storage';
import { referencedKeys } from '../../../src/storage/sweep';
import { createTestApp, type TestApp } from '../../helpers/app';
import { testDatabases } from '../../helpers/databases';
import { fixtureData } from '../../helpers/fixture-data';

describe.each(testDatabases)('seeding after a crash leaves no orphan file (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const filesOnDisk = () => fs.readdirSync(path.join(t.dataDir, 'files'));

  it('sweeps the files of a first start that died mid-seed, then seeds with every file referenced', async () => {
    // The "crash": the transaction fails and the clean-up never runs (as after kill -9).
    let cleanupStarted = () => {};
    const started = new Promise<void>((resolve) => (cleanupStarted = resolve));
    // The real storage (whatever methods it grows), except that delete never finishes.
    const dying: FileStorage = Object.assign(Object.create(t.app.storage) as FileStorage, {
      delete: () => {
        cleanupStarted();
        return new Promise<void>(() => {});
      },
    });
    const broken = { ...fixtureData, samples: fixtureData.samples.map((s, i) => (i === 2 ? { ...s, clientIndex: 99 } : s)) };
    void seedIfEmpty(t.app.db, dying, broken, t.clock.now()).catch(() => undefined);
    // The transaction has rolled back once the clean-up starts; the clean-up then never finishes.
    await started;
    const orphans = filesOnDisk();
    expect(orphans.length).toBeGreaterThan(0);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(0);

    // Next start: seeding sweeps them first.
    expect(await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now())).toBe(true);
    const referenced = await referencedKeys(t.app.db);
    const onDisk = filesOnDisk();
    for (const orphan of orphans) expect(onDisk).not.toContain(orphan);
    expect(onDisk.sort()).toEqual([...referenced].sort());
  });

  it('never sweeps files once the database has a user (uploads are live data)', async () => {
    expect(await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now())).toBe(true);
    const { key: stray } = await t.app.storage.put(Readable.from([Buffer.from('<svg/>')]), 'svg');
    expect(await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now())).toBe(false);
    expect(filesOnDisk()).toContain(stray);
  });
});
