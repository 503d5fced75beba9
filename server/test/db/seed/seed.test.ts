import fs from 'node:fs';
import path from 'node:path';
import { seedIfEmpty, svgPixelSize } from '../../../src/db/seed';
import { addUser, createTestApp, login, type TestApp } from '../../helpers/app';
import { testDatabases } from '../../helpers/databases';
import { fixtureData } from '../../helpers/fixture-data';

const count = async (t: TestApp, table: 'users' | 'clients' | 'samples' | 'logos' | 'threads' | 'events' | 'render_files' | 'logo_pantones') =>
  (await t.app.db.selectFrom(table).selectAll().execute()).length;

describe.each(testDatabases)('demo seeding (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it('fills an empty database once: user, clients, garments, threads, samples, logos, renders, events', async () => {
    expect(await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now())).toBe(true);
    expect(await count(t, 'users')).toBe(1);
    expect(await count(t, 'clients')).toBe(2);
    expect(await count(t, 'threads')).toBe(3);
    expect(await count(t, 'samples')).toBe(3);
    expect(await count(t, 'logos')).toBe(2);
    expect(await count(t, 'logo_pantones')).toBe(2);
    expect(await count(t, 'render_files')).toBe(2); // stages 3 and 8
    expect(await count(t, 'events')).toBeGreaterThanOrEqual(3);
    // logo files + render files, and the quality photo of the stage-8 sample (it failed at quality), random names in data/files
    const files = fs.readdirSync(path.join(t.dataDir, 'files'));
    expect(files).toHaveLength(5);
    expect(files.filter((f) => /^[0-9a-f]{32}\.svg$/.test(f))).toHaveLength(4);
    expect(files.filter((f) => /^[0-9a-f]{32}\.png$/.test(f))).toHaveLength(1);
    // the demo user can sign in
    expect((await login(t.app, 'demo', 'demo1234')).res.statusCode).toBe(200);

    expect(await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now())).toBe(false);
    expect(await count(t, 'samples')).toBe(3);
    expect(fs.readdirSync(path.join(t.dataDir, 'files'))).toHaveLength(5);
  });

  it('does nothing when a user already exists', async () => {
    await addUser(t.app);
    expect(await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now())).toBe(false);
    expect(await count(t, 'clients')).toBe(0);
    expect(await count(t, 'samples')).toBe(0);
  });

  it('rolls back everything (and removes stored files) when the data is inconsistent', async () => {
    const broken = { ...fixtureData, samples: [{ ...fixtureData.samples[0]!, clientIndex: 99 }] };
    await expect(seedIfEmpty(t.app.db, t.app.storage, broken, t.clock.now())).rejects.toThrow(/cliente inexistente/);
    expect(await count(t, 'users')).toBe(0);
    expect(await count(t, 'clients')).toBe(0);
    expect(fs.readdirSync(path.join(t.dataDir, 'files'))).toHaveLength(0);
  });
});

describe('svgPixelSize', () => {
  it('reads the viewBox, else width/height', () => {
    expect(svgPixelSize('<svg viewBox="0 0 200 100">')).toEqual({ width: 200, height: 100 });
    expect(svgPixelSize('<svg xmlns="x" width="60" height="40">')).toEqual({ width: 60, height: 40 });
    expect(svgPixelSize('<svg>')).toBeUndefined();
  });
});
