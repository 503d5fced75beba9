import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { seedIfEmpty } from '../../src/db/seed';
import { referencedKeys, sweepUnreferencedFiles } from '../../src/storage/sweep';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';

describe.each(testDatabases)('sweep of files without a row (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { FILE_SWEEP_GRACE_MS: '60000' } });
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
  });
  afterEach(() => t.close());

  const filesDir = () => path.join(t.dataDir, 'files');
  const stray = async (ageMs: number) => {
    const { key } = await t.app.storage.put(Readable.from([Buffer.from('<svg/>')]), 'svg');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(path.join(filesDir(), key), at, at);
    return key;
  };

  it('removes files no row names once older than the grace period, on a live database too', async () => {
    const old = await stray(120_000);
    const young = await stray(1_000);
    const removed = await sweepUnreferencedFiles(t.app.db, t.app.storage, { olderThan: new Date(Date.now() - 60_000) });
    expect(removed).toBe(1);
    const onDisk = fs.readdirSync(filesDir());
    expect(onDisk).not.toContain(old);
    expect(onDisk).toContain(young);
    // Every file a row names stays.
    for (const key of await referencedKeys(t.app.db)) expect(onDisk).toContain(key);
  });

  it('runs when the app starts (before it accepts requests), with the configured grace', async () => {
    const old = await stray(120_000);
    const young = await stray(1_000);
    await t.rebuild();
    const onDisk = fs.readdirSync(filesDir());
    expect(onDisk).not.toContain(old);
    expect(onDisk).toContain(young);
  });
});
