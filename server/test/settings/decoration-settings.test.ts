import { Value } from '@sinclair/typebox/value';
import { DecorationSettingsView, type DecorationSettingsBody } from '@muestrario/shared/contract';
import { DEFAULT_DECORATION_SETTINGS, SETTINGS_MESSAGES, decorationSettingsBodyOf, decorationSettingsViewOf } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { backofficeFixture } from '../helpers/backoffice';
import { buildSample, buildUser, garments, postLogo } from '../helpers/builders';
import { injectAs, type Requester } from '../helpers/request';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(60_000);

const URL = '/api/business/settings/decoration';

const DEFAULTS = decorationSettingsBodyOf(DEFAULT_DECORATION_SETTINGS);
/** As everyone reads them while no embroidery machine exists: the factory needles and speed (issue 30). */
const DEFAULT_VIEW = decorationSettingsViewOf(DEFAULTS, undefined);

const CUSTOM: DecorationSettingsBody = {
  overheadPercent: 25,
  priceTiers: [
    { upToStitches: 6_000, price: 40 },
    { upToStitches: null, price: 150.5 },
  ],
};

const tier = (upToStitches: unknown, price: unknown = 10) => ({ upToStitches, price });
const withTiers = (...priceTiers: unknown[]) => ({ ...CUSTOM, priceTiers });

/** Bodies the schema refuses: each must be a 400 with a Spanish message, never a 500. */
const HOSTILE: [string, unknown][] = [
  ['no body fields', {}],
  ['an array', [CUSTOM]],
  ['null', null],
  // Needles and speed are the machines' now (issue 30): the settings refuse them, valid or not.
  ['the old body with needles and speed', { ...CUSTOM, needles: 9, stitchesPerMinute: 1200 }],
  ['needles as text', { ...CUSTOM, needles: '9' }],
  ['31 needles', { ...CUSTOM, needles: 31 }],
  ['a machine too fast', { ...CUSTOM, stitchesPerMinute: 3001 }],
  ['no extra time', { priceTiers: CUSTOM.priceTiers }],
  ['negative extra time', { ...CUSTOM, overheadPercent: -1 }],
  ['extra time over 300 %', { ...CUSTOM, overheadPercent: 301 }],
  ['extra time as a fraction', { ...CUSTOM, overheadPercent: 0.4 }],
  ['tiers as an object', { ...CUSTOM, priceTiers: { 0: tier(null) } }],
  ['no tiers', withTiers()],
  ['9 tiers', withTiers(...Array.from({ length: 8 }, (_, i) => tier((i + 1) * 1000)), tier(null))],
  ['a negative price', withTiers(tier(null, -1))],
  ['a price over 100,000', withTiers(tier(null, 100_001))],
  ['a price as text', withTiers(tier(null, '35'))],
  ['a tier of 0 stitches', withTiers(tier(0), tier(null))],
  ['a tier over 10 million stitches', withTiers(tier(10_000_001), tier(null))],
  ['a tier limit as text', withTiers(tier('5000'), tier(null))],
  ['a tier limit with decimals', withTiers(tier(5000.5), tier(null))],
  ['a tier without a price', withTiers({ upToStitches: null })],
  ['an extra property', { ...CUSTOM, currency: 'MXN' }],
  ['an extra tier property', withTiers({ ...tier(null), label: 'Gratis' })],
  ['a tier label with NUL', withTiers({ ...tier(null), label: 'a\u0000b' })],
];

describe.each(testDatabases)('decoration settings (%s)', (kind) => {
  let t: TestApp;
  let admin: Requester;
  let adminCookie: string;
  let seller: Requester;
  const stored = () => t.app.db.selectFrom('shop_settings').selectAll().execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    adminCookie = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).cookie;
    admin = injectAs(t.app, adminCookie);
    seller = (await buildUser(t.app, { username: 'vende', role: 'seller' })).as;
  });
  afterAll(() => t.close());

  it('answers the defaults to any signed-in person while none are saved, and nothing without a session', async () => {
    const res = await seller('GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_VIEW);
    expect(res.json()).toMatchObject({ needles: 15, stitchesPerMinute: 800, machine: null });
    expect(res.json().priceTiers.at(-1)).toEqual({ upToStitches: null, price: 140 });
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('refuses a seller with 403 and a Spanish message, changing nothing', async () => {
    const res = await seller('PUT', URL, CUSTOM);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SETTINGS_MESSAGES.adminOnly });
    expect(await stored()).toEqual([]);
    expect((await seller('GET', URL)).json()).toEqual(DEFAULT_VIEW);
  });

  it.each(HOSTILE)('answers 400 JSON to %s, never a 500, and changes nothing', async (_name, body) => {
    const res = await admin('PUT', URL, body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(typeof res.json().message).toBe('string');
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['tiers that do not go up', withTiers(tier(5000), tier(5000), tier(null)), SETTINGS_MESSAGES.notAscending(2)],
    ['descending tiers', withTiers(tier(9000), tier(4000), tier(null)), SETTINGS_MESSAGES.notAscending(2)],
    ['an open tier before the last', withTiers(tier(null), tier(4000), tier(null)), SETTINGS_MESSAGES.openNotLast(1)],
    ['a last tier with a limit', withTiers(tier(1000), tier(4000)), SETTINGS_MESSAGES.lastNotOpen],
  ])('answers 400 with the rule broken for %s', async (_name, body, message) => {
    const res = await admin('PUT', URL, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await stored()).toEqual([]);
  });

  it('saves an admin’s settings, answers them and reads them back; who and when are recorded', async () => {
    const res = await admin('PUT', URL, CUSTOM);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_VIEW, ...CUSTOM });
    expect(Value.Check(DecorationSettingsView, res.json())).toBe(true);
    expect((await seller('GET', URL)).json()).toEqual({ ...DEFAULT_VIEW, ...CUSTOM });
    const [row] = await stored();
    expect(row).toMatchObject({ key: 'decoration', updated_at: t.clock.now().toISOString() });
    expect(row!.updated_by).toEqual(expect.any(Number));
    // Saved again: one row, the new values.
    expect((await admin('PUT', URL, { ...CUSTOM, overheadPercent: 15 })).json().overheadPercent).toBe(15);
    expect(await stored()).toHaveLength(1);
    expect((await seller('GET', URL)).json()).toEqual({ ...DEFAULT_VIEW, ...CUSTOM, overheadPercent: 15 });
  });

  it('answers the defaults when the stored value is no longer valid', async () => {
    await t.app.db.updateTable('shop_settings').set({ value: '{"needles":"muchas"}' }).execute();
    expect((await seller('GET', URL)).json()).toEqual(DEFAULT_VIEW);
    await t.app.db.updateTable('shop_settings').set({ value: 'not json' }).execute();
    expect((await seller('GET', URL)).json()).toEqual(DEFAULT_VIEW);
  });

  it('prices the logos’ Bordado estimate with the saved tiers', async () => {
    const [shirt] = await garments(t.app);
    const sampleId = await buildSample(t.app, { clothingId: shirt!.id });
    const upload = await postLogo(injectAs(t.app, adminCookie), sampleId, shirt!.views[0]!.id, { fields: { heightCm: 5, originalWidth: 2, originalHeight: 1 } });
    expect(upload.statusCode).toBe(200);
    const listTier = async () => (await seller('GET', `/api/business/samples/${sampleId}/logos`)).json()[0].estimate.tier;

    expect((await admin('PUT', URL, withTiers(tier(null, 77)))).statusCode).toBe(200);
    expect(await listTier()).toEqual({ price: 77, label: 'Cualquier cantidad de puntadas' });
    expect((await admin('PUT', URL, withTiers(tier(null, 88.5)))).statusCode).toBe(200);
    expect(await listTier()).toEqual({ price: 88.5, label: 'Cualquier cantidad de puntadas' });
    expect((await admin('PUT', URL, DEFAULTS)).statusCode).toBe(200);
    expect((await listTier()).label).toMatch(/^(Hasta|Más de) [\d,]+ puntadas$/);
  });
});
