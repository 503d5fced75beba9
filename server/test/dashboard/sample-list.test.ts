import { Value } from '@sinclair/typebox/value';
import { SampleListPage } from '@muestrario/shared/contract';
import { SAMPLE_LIST_MESSAGES, type UserRole } from '@muestrario/shared/domain';
import { sampleSearchFold } from '@muestrario/shared/rules';
import { testDatabases } from '../helpers/databases';
import { createSeededApp, type SeededApp } from '../helpers/seeded-app';
import { buildUser, NEW_SAMPLE_BODY } from '../helpers/builders';

/**
 * GET /api/dashboard/samples with query parameters (issue 20): one page `{ items, total, nextCursor }`,
 * searched, filtered and ordered on the server, the same on SQLite and PostgreSQL.
 * Fixture: 'Gorras evento' (stage 1, Logística Álamo, created 1 day ago, due in 3), 'Uniformes planta
 * norte' (stage 3, Construcciones Peñasco, 5 days ago, due in 10), 'Muestra antigua' (stage 8, Logística
 * Álamo, 30 days ago, due 2 days ago); this file adds more.
 */
describe.each(testDatabases)('paged samples list (%s)', (kind) => {
  let s: SeededApp;
  const page = async (query: string) => {
    const res = await s.get(`/api/dashboard/samples?${query}`);
    expect({ query, status: res.statusCode, body: res.statusCode === 200 ? 'page' : res.body }).toEqual({ query, status: 200, body: 'page' });
    const body = res.json() as SampleListPage;
    expect(Value.Check(SampleListPage, body)).toBe(true);
    return body;
  };
  const names = async (query: string) => (await page(query)).items.map((x) => x.sampleName);

  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  it('answers one page with the total and walks the whole list by cursor, newest first, without overlap', async () => {
    const first = await page('limit=2');
    expect(first.items.map((x) => x.sampleName)).toEqual(['Gorras evento', 'Uniformes planta norte']);
    expect(first.total).toBe(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.items[0]).toEqual({
      sampleId: await s.idOf('Gorras evento'),
      sampleName: 'Gorras evento',
      cardName: 'Logística Álamo',
      title: null,
      department: null,
      sampleOn: 'Lienzo',
      sampleStage: 1,
      dueDate: '2025-03-13',
      ownerId: (await s.t.app.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id,
    });
    const second = await page(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((x) => x.sampleName)).toEqual(['Muestra antigua']);
    expect(second).toMatchObject({ total: 3, nextCursor: null });
  });

  it('without a limit answers up to 50 rows; the same list as the unpaged answer', async () => {
    const legacy = (await s.get('/api/dashboard/samples')).json();
    const paged = await page('sort=newest');
    expect(paged.items).toEqual(legacy);
    expect(paged.nextCursor).toBeNull();
  });

  it('orders oldest first and by due date, each walkable by cursor', async () => {
    expect(await names('sort=oldest')).toEqual(['Muestra antigua', 'Uniformes planta norte', 'Gorras evento']);
    expect(await names('sort=due')).toEqual(['Muestra antigua', 'Gorras evento', 'Uniformes planta norte']);
    const first = await page('sort=due&limit=1');
    const second = await page(`sort=due&limit=1&cursor=${first.nextCursor}`);
    const third = await page(`sort=due&limit=1&cursor=${second.nextCursor}`);
    expect([...first.items, ...second.items, ...third.items].map((x) => x.sampleName)).toEqual(['Muestra antigua', 'Gorras evento', 'Uniformes planta norte']);
    expect(third.nextCursor).toBeNull();
  });

  it('searches project and client names ignoring case, accents and surrounding spaces', async () => {
    expect(await names('q=ALAMO')).toEqual(['Gorras evento', 'Muestra antigua']);
    expect(await names('q=pe%C3%91asco')).toEqual(['Uniformes planta norte']);
    expect(await names('q=%20%20planta%20')).toEqual(['Uniformes planta norte']);
    expect(await names('q=gorras')).toEqual(['Gorras evento']);
    expect((await page('q=zzz')).total).toBe(0);
    expect((await page('q=')).total).toBe(3);
    // LIKE wildcards are plain characters.
    expect((await page('q=%25')).total).toBe(0);
    expect((await page('q=_')).total).toBe(0);
    // A term spanning the project and the client names matches neither.
    expect((await page('q=evento%20log')).total).toBe(0);
  });

  it('filters by one stage or several, combined with the search and counted in total', async () => {
    expect(await names('stage=3')).toEqual(['Uniformes planta norte']);
    expect(await names('stage=1,8')).toEqual(['Gorras evento', 'Muestra antigua']);
    expect(await names('stage=8,1')).toEqual(['Gorras evento', 'Muestra antigua']);
    const both = await page('stage=1,8&q=antigua');
    expect(both.items.map((x) => x.sampleName)).toEqual(['Muestra antigua']);
    expect(both.total).toBe(1);
  });

  it("pending=true is the signed-in user's open work, chosen by role: a seller's own, a designer's stage 2, an admin's all", async () => {
    // The fixture's samples were created by the demo seller: 'Gorras evento' (1), 'Uniformes planta norte' (3), 'Muestra antigua' (8).
    const open = ['Gorras evento', 'Uniformes planta norte', 'Muestra antigua'];
    expect(await names('pending=true')).toEqual(open);
    const as = async (role: UserRole) => {
      const res = await (await buildUser(s.t.app, { username: `${role}2`, role })).as.get('/api/dashboard/samples?pending=true');
      expect(res.statusCode).toBe(200);
      return (res.json() as SampleListPage).items.map((x) => x.sampleName);
    };
    expect(await as('seller')).toEqual([]);
    expect(await as('production')).toEqual(['Uniformes planta norte']);
    expect(await as('admin')).toEqual(open);
  });

  it('mine=true lists the samples the signed-in user created; new and renamed samples are found by their new names', async () => {
    const other = (await buildUser(s.t.app)).as;
    const created = await other('POST', '/api/business/samples', { ...NEW_SAMPLE_BODY, sampleName: 'Chamarras Ñuble', cardName: 'Óptica Güero' });
    expect(created.statusCode).toBe(200);
    const id = created.json().sampleId as number;

    expect((await page('mine=true')).items.map((x) => x.sampleName)).not.toContain('Chamarras Ñuble');
    expect((await page('mine=false')).total).toBe(4);
    const theirs = await other.get('/api/dashboard/samples?mine=true');
    expect(theirs.json()).toMatchObject({ total: 1, items: [{ sampleName: 'Chamarras Ñuble' }] });

    expect(await names('q=nuble')).toEqual(['Chamarras Ñuble']);
    expect(await names('q=optica%20guero')).toEqual(['Chamarras Ñuble']);

    const renamed = await other('PATCH', `/api/business/samples/${id}/project`, { sampleName: 'Camisolas Mérida' });
    expect(renamed.statusCode).toBe(200);
    expect(await names('q=merida')).toEqual(['Camisolas Mérida']);
    expect((await page('q=nuble')).total).toBe(0);
  });

  it('finds the samples of a client renamed in the back-office by the new name', async () => {
    const client = await s.t.app.db.selectFrom('clients').select('id').where('card_name', '=', 'Construcciones Peñasco S.A. de C.V.').executeTakeFirstOrThrow();
    const current = (await s.get(`/api/business-partners/${client.id}`)).json();
    const { id: _id, warnings: _warnings, photoUrl: _photoUrl, ...input } = current as Record<string, unknown>;
    const renamed = await s.demo('PUT', `/api/business-partners/${client.id}`, { ...input, cardName: 'Constructora Ñandú Querétaro' });
    expect({ status: renamed.statusCode, body: renamed.statusCode === 200 ? '' : renamed.body }).toEqual({ status: 200, body: '' });
    expect(await names('q=nandu%20queretaro')).toEqual(['Uniformes planta norte']);
    expect((await page('q=penasco')).total).toBe(0);
  });

  it('keeps every stored search column equal to the shared fold of its name (no write path forgets it)', async () => {
    const samples = await s.t.app.db.selectFrom('samples').select(['sample_name', 'search_name']).execute();
    for (const r of samples) expect(r.search_name).toBe(sampleSearchFold(r.sample_name));
    const clients = await s.t.app.db.selectFrom('clients').select(['card_name', 'search_name']).execute();
    for (const r of clients) expect(r.search_name).toBe(sampleSearchFold(r.card_name));
  });

  it('a cursor stays valid while samples are added: the next page neither repeats nor skips', async () => {
    const first = await page('limit=2');
    await s.demo('POST', '/api/business/samples', { ...NEW_SAMPLE_BODY, sampleName: 'Recién creada' });
    const rest = await page(`limit=50&cursor=${first.nextCursor}`);
    const seen = [...first.items, ...rest.items].map((x) => x.sampleId);
    expect(new Set(seen).size).toBe(seen.length);
    expect(rest.total).toBe(first.total + 1);
  });

  // The route's table of hostile inputs: each a 400 with this exact Spanish message, on both databases.
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const hostile: [string, string, string][] = [
    ['limit 0', 'limit=0', 'El parámetro «limit» debe ser mayor o igual a 1.'],
    ['a huge limit', 'limit=100000', 'El parámetro «limit» debe ser menor o igual a 200.'],
    ['limit 201', 'limit=201', 'El parámetro «limit» debe ser menor o igual a 200.'],
    ['a negative limit', 'limit=-1', 'El parámetro «limit» debe ser mayor o igual a 1.'],
    ['a fractional limit', 'limit=1.5', 'El parámetro «limit» debe ser un número entero.'],
    ['an exponent limit', 'limit=1e3', 'El parámetro «limit» debe ser un número entero.'],
    ['a text limit', 'limit=todos', 'El parámetro «limit» debe ser un número entero.'],
    ['a repeated limit', 'limit=1&limit=2', 'El parámetro «limit» debe ser un número entero.'],
    ['an unknown sort', 'sort=name', 'El parámetro «sort» tiene un valor no permitido.'],
    ['an empty sort', 'sort=', 'El parámetro «sort» tiene un valor no permitido.'],
    ['stage 9', 'stage=9', SAMPLE_LIST_MESSAGES.badStage],
    ['stage 0', 'stage=0', SAMPLE_LIST_MESSAGES.badStage],
    ['a negative stage', 'stage=-1', SAMPLE_LIST_MESSAGES.badStage],
    ['a repeated stage', 'stage=1,1', SAMPLE_LIST_MESSAGES.badStage],
    ['an empty stage in the list', 'stage=1,,2', SAMPLE_LIST_MESSAGES.badStage],
    ['an empty stage', 'stage=', SAMPLE_LIST_MESSAGES.badStage],
    ['a stage with spaces', 'stage=%201', SAMPLE_LIST_MESSAGES.badStage],
    ['a stage as text', 'stage=Dise%C3%B1o', SAMPLE_LIST_MESSAGES.badStage],
    ['a stage 01', 'stage=01', SAMPLE_LIST_MESSAGES.badStage],
    ['a very long stage', `stage=${'1,'.repeat(40)}1`, 'El parámetro «stage» no puede tener más de 32 caracteres.'],
    ['mine as yes', 'mine=si', 'El parámetro «mine» debe ser verdadero o falso.'],
    ['mine as 1', 'mine=1', 'El parámetro «mine» debe ser verdadero o falso.'],
    ['pending as yes', 'pending=si', 'El parámetro «pending» debe ser verdadero o falso.'],
    ['pending with a stage', 'pending=true&stage=2', SAMPLE_LIST_MESSAGES.pendingAlone],
    ['pending with mine', 'pending=true&mine=false', SAMPLE_LIST_MESSAGES.pendingAlone],
    ['a NUL in the search', 'q=a%00b', 'El parámetro «q» tiene un formato no válido.'],
    ['a NUL in the cursor', 'cursor=a%00b', 'El parámetro «cursor» tiene un formato no válido.'],
    ['a 101-character search', `q=${'x'.repeat(101)}`, 'El parámetro «q» no puede tener más de 100 caracteres.'],
    ['a cursor of garbage', 'cursor=abc', SAMPLE_LIST_MESSAGES.badCursor],
    ['a cursor with other characters', 'cursor=a.b', 'El parámetro «cursor» tiene un formato no válido.'],
    ['an empty cursor', 'cursor=', 'El parámetro «cursor» no puede estar vacío.'],
    ['a too long cursor', `cursor=${'a'.repeat(201)}`, 'El parámetro «cursor» no puede tener más de 200 caracteres.'],
    ['a cursor of another order', `sort=due&cursor=${cursorOf(['newest', '2025-03-09T15:00:00.000Z', 2])}`, SAMPLE_LIST_MESSAGES.badCursor],
    ['a cursor with SQL in its key', `cursor=${cursorOf(['newest', "x' or 1=1 --", 2])}`, SAMPLE_LIST_MESSAGES.badCursor],
    ['a cursor with an id past INTEGER', `cursor=${cursorOf(['newest', '2025-03-09T15:00:00.000Z', 2147483648])}`, SAMPLE_LIST_MESSAGES.badCursor],
    ['a cursor with a fractional id', `cursor=${cursorOf(['newest', '2025-03-09T15:00:00.000Z', 1.5])}`, SAMPLE_LIST_MESSAGES.badCursor],
    ['a cursor holding an object', `cursor=${cursorOf({ sort: 'newest' })}`, SAMPLE_LIST_MESSAGES.badCursor],
    ['an unknown parameter', 'pagina=2', 'El parámetro «pagina» no está permitido.'],
  ];
  it.each(hostile)('%s answers a precise 400', async (_what, query, message) => {
    const res = await s.get(`/api/dashboard/samples?${query}`);
    expect({ query, status: res.statusCode, body: res.json() }).toEqual({ query, status: 400, body: { message } });
  });

  it('a valid cursor of this order still works after the hostile ones', async () => {
    const ok = await page(`cursor=${cursorOf(['newest', '2099-01-01T00:00:00.000Z', 1])}`);
    expect(ok.total).toBeGreaterThan(0);
  });
});
