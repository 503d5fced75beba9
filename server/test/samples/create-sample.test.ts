import { sql } from 'kysely';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { NEW_SAMPLE_BODY, signInDemo } from '../helpers/builders';
import { anonymous, type Requester } from '../helpers/request';

const NEW_CLIENT = NEW_SAMPLE_BODY;

describe.each(testDatabases)('POST /api/business/samples (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  const create = (payload: unknown, as = demo) => as('POST', '/api/business/samples', payload);
  const clientCount = async () => Number((await t.app.db.selectFrom('clients').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const sampleCount = async () => Number((await t.app.db.selectFrom('samples').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    demo = (await signInDemo(t.app)).as;
  });
  afterAll(() => t.close());

  it('creates the client (generated card code) and the sample in stage 1, and the client can then be searched', async () => {
    const clients = await clientCount();
    const res = await create(NEW_CLIENT);
    expect(res.statusCode).toBe(200);
    const { sampleId } = res.json();
    expect(res.json()).toEqual({ sampleId: expect.any(Number) });
    expect(await clientCount()).toBe(clients + 1);

    const detail = (await demo.get(`/api/business/samples/${sampleId}`)).json();
    expect(detail).toMatchObject({
      sampleName: 'Uniformes de invierno',
      cardName: 'TEXTILES DE MÉXICO',
      dueDate: '2025-03-20',
      createDate: t.clock.now().toISOString(),
      sampleStage: 1,
      sampleOn: 'Prenda',
      email: 'compras@textiles.mx',
      phone1: '5598765432',
      address: 'Av. Juárez 45',
      county: 'Cuauhtémoc',
      state: 'Ciudad de México',
      zipCode: '06050',
    });
    expect(detail.cardCode).toMatch(/^C\d{5}$/);
    const client = await t.app.db.selectFrom('clients').selectAll().where('card_code', '=', detail.cardCode).executeTakeFirstOrThrow();
    expect(client.country).toBe('MEX');
    const sample = await t.app.db.selectFrom('samples').selectAll().where('id', '=', sampleId).executeTakeFirstOrThrow();
    expect(sample.created_by).toBe((await t.app.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id);
    const events = await t.app.db.selectFrom('events').select('kind').where('sample_id', '=', sampleId).execute();
    expect(events).toEqual([{ kind: 'created' }]);

    const search = await demo.inject({ method: 'GET', url: '/api/business-partner/clients-search', query: { search: 'méx' } });
    expect(search.json().map((c: { cardName: string }) => c.cardName)).toContain('TEXTILES DE MÉXICO');
    const upper = await demo.inject({ method: 'GET', url: '/api/business-partner/clients-search', query: { search: 'TEXTILES DE MEX' } });
    expect(upper.json().map((c: { cardCode: string }) => c.cardCode)).toEqual([detail.cardCode]);
  });

  it('gives every new client its own card code', async () => {
    const a = (await create({ ...NEW_CLIENT, cardName: 'Cliente A' })).json().sampleId;
    const b = (await create({ ...NEW_CLIENT, cardName: 'Cliente B' })).json().sampleId;
    const codeOf = async (id: number) =>
      (await demo.get(`/api/business/samples/${id}`)).json().cardCode;
    expect(await codeOf(a)).not.toBe(await codeOf(b));
  });

  it('uses an existing client by card code without creating or changing one', async () => {
    const clients = await clientCount();
    const res = await create({ ...NEW_CLIENT, cardCode: 'C0002', cardName: 'Otro nombre', email: '', phone1: '', zipCode: '' });
    expect(res.statusCode).toBe(200);
    expect(await clientCount()).toBe(clients);
    const detail = (await demo.get(`/api/business/samples/${res.json().sampleId}`)).json();
    expect(detail).toMatchObject({ cardCode: 'C0002', cardName: 'Logística Álamo', email: 'rh@alamo.example.mx' });
  });

  it('answers 400 naming the client when the card code is unknown', async () => {
    const samples = await sampleCount();
    const res = await create({ ...NEW_CLIENT, cardCode: 'NOPE' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'El cliente elegido no existe. Búscalo de nuevo o define un cliente nuevo.', fields: ['cardCode'] },
    ]);
    expect(await sampleCount()).toBe(samples);
  });

  it.each<[string, Partial<typeof NEW_CLIENT>, string, string]>([
    ['a blank project name', { sampleName: '   ' }, 'sampleName', 'Nombre del proyecto'],
    ['a due date of today', { dueDate: '2025-03-10' }, 'dueDate', 'Fecha de entrega'],
    ['a due date in the past', { dueDate: '2024-12-31' }, 'dueDate', 'Fecha de entrega'],
    ['an impossible date', { dueDate: '2025-02-30' }, 'dueDate', 'Fecha de entrega'],
    ['a date in another format', { dueDate: '20/03/2025' }, 'dueDate', 'Fecha de entrega'],
    ['a blank client name', { cardName: '' }, 'cardName', 'Nombre del cliente'],
    ['an email without a domain ending', { email: 'compras@textiles' }, 'email', 'Correo electrónico del cliente'],
    ['an email ending in four letters', { email: 'a@b.mexi' }, 'email', 'Correo electrónico del cliente'],
    ['a 9-digit phone', { phone1: '559876543' }, 'phone1', 'Teléfono del cliente (10 dígitos)'],
    ['an 11-digit phone', { phone1: '55987654321' }, 'phone1', 'Teléfono del cliente (10 dígitos)'],
    ['a phone with letters', { phone1: '55-9876-54' }, 'phone1', 'Teléfono del cliente (10 dígitos)'],
    ['a blank street', { address: ' ' }, 'address', 'Calle y número'],
    ['a blank Alcaldía/Municipio', { county: '' }, 'county', 'Alcaldía/Municipio'],
    ['a blank Estado', { state: '' }, 'state', 'Estado'],
    ['a 4-digit postal code', { zipCode: '0605' }, 'zipCode', 'Código postal'],
    ['a postal code with letters', { zipCode: '06A50' }, 'zipCode', 'Código postal'],
  ])('refuses %s with 400 naming only that field, writing nothing', async (_what, change, field, label) => {
    const [clients, samples] = [await clientCount(), await sampleCount()];
    const res = await create({ ...NEW_CLIENT, ...change });
    expect([res.statusCode, res.json()]).toEqual([400, { message: `Revisa el campo: ${label}.`, fields: [field] }]);
    expect([await clientCount(), await sampleCount()]).toEqual([clients, samples]);
  });

  it('names every failing field at once', async () => {
    const res = await create({ ...NEW_CLIENT, state: '', zipCode: '1' });
    expect(res.json()).toEqual({ message: 'Revisa estos campos: Estado, Código postal.', fields: ['state', 'zipCode'] });
  });

  it('rolls the new client back when the sample cannot be written', async () => {
    const pg = kind === 'postgres';
    if (pg) {
      await sql`create function refuse_sample() returns trigger as $$ begin raise exception 'sample refused'; end $$ language plpgsql`.execute(t.app.db);
      await sql`create trigger refuse_sample before insert on samples for each row execute function refuse_sample()`.execute(t.app.db);
    } else {
      await sql`create trigger refuse_sample before insert on samples begin select raise(abort, 'sample refused'); end`.execute(t.app.db);
    }
    try {
      const [clients, samples] = [await clientCount(), await sampleCount()];
      const res = await create({ ...NEW_CLIENT, cardName: 'Cliente que no debe quedar' });
      expect(res.statusCode).toBe(500);
      expect([await clientCount(), await sampleCount()]).toEqual([clients, samples]);
      expect(await t.app.db.selectFrom('clients').select('id').where('card_name', '=', 'Cliente que no debe quedar').execute()).toEqual([]);
    } finally {
      await sql`drop trigger refuse_sample${sql.raw(pg ? ' on samples' : '')}`.execute(t.app.db);
      if (pg) await sql`drop function refuse_sample`.execute(t.app.db);
    }
  });

  it.each<[string, unknown, string]>([
    ['an extra field', { ...NEW_CLIENT, admin: true }, 'El campo «admin» no está permitido.'],
    ['a missing field', { ...NEW_CLIENT, email: undefined }, 'El campo «email» es obligatorio.'],
    ['an object as the name', { ...NEW_CLIENT, sampleName: { es: 'x' } }, 'El campo «sampleName» debe ser texto.'],
    ['a list as the phone', { ...NEW_CLIENT, phone1: ['5598765432', '5511111111'] }, 'El campo «phone1» debe ser texto.'],
    ['another country', { ...NEW_CLIENT, country: 'USA' }, 'El campo «country» tiene un valor no permitido.'],
    ['a NUL byte in the name', { ...NEW_CLIENT, sampleName: 'Uni\0formes' }, 'El campo «sampleName» tiene un formato no válido.'],
    ['a NUL byte in the card code', { ...NEW_CLIENT, cardCode: 'C\0' }, 'El campo «cardCode» tiene un formato no válido.'],
    ['a huge name', { ...NEW_CLIENT, sampleName: 'x'.repeat(5000) }, 'El campo «sampleName» no puede tener más de 120 caracteres.'],
    ['a list as body', [NEW_CLIENT], 'El cuerpo de la solicitud debe ser un objeto JSON.'],
    ['a card code too long', { ...NEW_CLIENT, cardCode: 'C'.repeat(21) }, 'El campo «cardCode» no puede tener más de 20 caracteres.'],
  ])('answers %s with a 400 JSON message', async (_what, payload, message) => {
    const res = await create(payload);
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  });

  it('refuses a body that is not JSON and requests without a session', async () => {
    const text = await demo('POST', '/api/business/samples', '{"sampleName":', { 'content-type': 'application/json' });
    expect([text.statusCode, text.json().message]).toEqual([400, 'El cuerpo de la solicitud no es un JSON válido.']);
    const signedOut = await create(NEW_CLIENT, anonymous(t.app));
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { message: 'Inicia sesión para continuar.' }]);
  });
});
