import { RFC_MESSAGES } from '@muestrario/shared/rules';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { backofficeFixture } from '../helpers/backoffice';
import { buildUser, partnerInput, signInDemo } from '../helpers/builders';
import type { Requester } from '../helpers/request';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(60_000);

describe.each(testDatabases)('business partners (%s)', (kind) => {
  let t: TestApp;
  let as: Requester;
  let reviewer: Requester;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    as = (await signInDemo(t.app)).as;
    reviewer = (await buildUser(t.app, { username: 'revisora', role: 'designer' })).as;
  });
  afterAll(() => t.close());

  it('lists the clients table as partners, paged, with the true total', async () => {
    const res = await as('GET', '/api/business-partners?pageSize=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 2,
      page: 1,
      pageSize: 1,
      rows: [{ id: expect.any(Number), cardCode: 'C0001', cardName: 'Construcciones Peñasco S.A. de C.V.', rfc: 'CPE010203AB1', email: 'compras@penasco.example.mx', partnerType: 'Cliente', active: true }],
    });
    expect((await as('GET', '/api/business-partners?page=2&pageSize=1')).json().rows[0].cardCode).toBe('C0002');
  });

  it('searches by name, RFC, e-mail and code without case or accents', async () => {
    const names = async (search: string) =>
      (await as('GET', `/api/business-partners?search=${encodeURIComponent(search)}`)).json().rows.map((r: { cardCode: string }) => r.cardCode);
    expect(await names('PENASCO')).toEqual(['C0001']);
    expect(await names('lal990101')).toEqual(['C0002']);
    expect(await names('rh@alamo')).toEqual(['C0002']);
    expect(await names('c0002')).toEqual(['C0002']);
    expect(await names('logistica alamo')).toEqual(['C0002']);
    expect(await names('%')).toEqual([]);
  });

  it('searches only what the role may see: without partner.seePrivateData, not the RFC nor the e-mail', async () => {
    const found = async (who: typeof as, search: string) => {
      const page = (await who('GET', `/api/business-partners?search=${encodeURIComponent(search)}`)).json();
      return { total: page.total, codes: page.rows.map((r: { cardCode: string }) => r.cardCode) };
    };
    // The seller finds a partner by its RFC or e-mail; the designer, whose rows come without them, does not.
    expect(await found(as, 'lal990101')).toEqual({ total: 1, codes: ['C0002'] });
    expect(await found(reviewer, 'lal990101')).toEqual({ total: 0, codes: [] });
    expect(await found(as, 'rh@alamo')).toEqual({ total: 1, codes: ['C0002'] });
    expect(await found(reviewer, 'rh@alamo')).toEqual({ total: 0, codes: [] });
    expect(await found(reviewer, 'penasco.example')).toEqual({ total: 0, codes: [] });
    // Name (without case or accents) and code still match for every role.
    expect(await found(reviewer, 'logistica alamo')).toEqual({ total: 1, codes: ['C0002'] });
    expect(await found(reviewer, 'PEÑASCO')).toEqual({ total: 1, codes: ['C0001'] });
    expect(await found(reviewer, 'c0002')).toEqual({ total: 1, codes: ['C0002'] });
    expect(await found(reviewer, '%')).toEqual({ total: 0, codes: [] });
  });

  it('creates a client with contacts and addresses; it appears in the sample flow’s client search', async () => {
    const res = await as(
      'POST',
      '/api/business-partners',
      partnerInput({
        rfc: ' eku-9003173c9 ',
        email: 'compras@golfo.example.mx',
        zipCode: '91700',
        regimenFiscal: '601',
        usoCfdi: 'G01',
        fiscalZipCode: '91700',
        contacts: [{ name: 'Rosa Díaz', position: 'Compras', phone: '2291234567', email: 'rosa@golfo.example.mx' }],
        addresses: [{ kind: 'Envío', street: 'Av. Díaz Mirón 100', city: 'Veracruz', county: 'Veracruz', state: 'Veracruz', zipCode: '91700' }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ cardCode: expect.stringMatching(/^C\d{5}$/), rfc: 'EKU9003173C9', warnings: [], contacts: [{ name: 'Rosa Díaz' }], addresses: [{ kind: 'Envío', zipCode: '91700' }] });
    const search = await as('GET', '/api/business-partner/clients-search?search=golfo');
    expect(search.json().map((c: { cardCode: string }) => c.cardCode)).toEqual([created.cardCode]);
    expect((await as('GET', `/api/business-partners/${created.id}`)).json()).toEqual(created);
  });

  it('numbers suppliers with P and keeps them out of the sample flow’s client search', async () => {
    const res = await as('POST', '/api/business-partners', partnerInput({ cardName: 'Hilos Proveedora Norte', partnerType: 'Proveedor' }));
    expect(res.json().cardCode).toMatch(/^P\d{5}$/);
    expect((await as('GET', '/api/business-partner/clients-search?search=proveedora')).json()).toEqual([]);
    expect((await as('GET', '/api/business-partners?type=Proveedor')).json().rows.map((r: { cardName: string }) => r.cardName)).toEqual(['Hilos Proveedora Norte']);
  });

  it('edits every field, keeps contact ids, removes the ones left out, and an inactive client leaves the sample search', async () => {
    const created = (
      await as('POST', '/api/business-partners', partnerInput({ cardName: 'Textil Sur', contacts: [{ name: 'Uno', position: '', phone: '', email: '' }, { name: 'Dos', position: '', phone: '', email: '' }] }))
    ).json();
    const [first] = created.contacts;
    const updated = await as('PUT', `/api/business-partners/${created.id}`, {
      ...partnerInput({ cardName: 'Textil Sur Renombrada', active: false, borderRegion: true, currency: 'USD', website: 'https://sur.example.mx', shippingMethod: 'Flete propio', partnerGroup: 'Clientes Menoristas' }),
      cardCode: created.cardCode,
      contacts: [{ id: first.id, name: 'Uno bis', position: 'Jefe', phone: '', email: '' }, { name: 'Tres', position: '', phone: '', email: '' }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      cardName: 'Textil Sur Renombrada',
      active: false,
      borderRegion: true,
      currency: 'USD',
      partnerGroup: 'Clientes Menoristas',
      contacts: [{ id: first.id, name: 'Uno bis', position: 'Jefe' }, { name: 'Tres' }],
    });
    expect(updated.json().contacts).toHaveLength(2);
    expect((await as('GET', '/api/business-partner/clients-search?search=textil sur')).json()).toEqual([]);
  });

  it('answers the RFC table: valid moral and física, bad date, check digit as a warning, generic', async () => {
    const rfc = async (value: string) => as('POST', '/api/business-partners', partnerInput({ cardName: `RFC ${value}`, rfc: value }));
    expect((await rfc('EKU9003173C9')).json()).toMatchObject({ rfc: 'EKU9003173C9', warnings: [] });
    expect((await rfc('XIQB891116QE4')).json()).toMatchObject({ rfc: 'XIQB891116QE4', warnings: [] });
    const badDate = await rfc('EKU9013173C9');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toEqual({ message: RFC_MESSAGES.date, fields: ['rfc'] });
    const badDigit = await rfc('EKU9003173C8');
    expect(badDigit.statusCode).toBe(201);
    expect(badDigit.json().warnings).toEqual([RFC_MESSAGES.checkDigit]);
    expect((await rfc('XAXX010101000')).json()).toMatchObject({ rfc: 'XAXX010101000', warnings: [] });
    expect((await rfc('EKU900317')).json()).toEqual({ message: RFC_MESSAGES.length, fields: ['rfc'] });
  });

  it('refuses a régimen or uso CFDI that does not fit the person type, and a bad fiscal postal code', async () => {
    const res = await as('POST', '/api/business-partners', partnerInput({ rfc: 'EKU9003173C9', regimenFiscal: '612', usoCfdi: 'D01', fiscalZipCode: '123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sort()).toEqual(['fiscalZipCode', 'regimenFiscal', 'usoCfdi']);
    const unknown = await as('POST', '/api/business-partners', { ...partnerInput(), regimenFiscal: '999' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a taken code with 409 and a contact of another partner with 400', async () => {
    expect((await as('POST', '/api/business-partners', partnerInput({ cardCode: 'C0001' }))).statusCode).toBe(409);
    const a = (await as('POST', '/api/business-partners', partnerInput({ cardName: 'A', contacts: [{ name: 'De A', position: '', phone: '', email: '' }] }))).json();
    const b = (await as('POST', '/api/business-partners', partnerInput({ cardName: 'B' }))).json();
    const res = await as('PUT', `/api/business-partners/${b.id}`, { ...partnerInput({ cardName: 'B' }), contacts: [{ id: a.contacts[0].id, name: 'Robado', position: '', phone: '', email: '' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SALES_MESSAGES.unknownContact);
    expect((await as('GET', `/api/business-partners/${a.id}`)).json().contacts[0].name).toBe('De A');
  });

  it('lets a reviewer read but not write partners; 404 for a partner that does not exist', async () => {
    expect((await reviewer('GET', '/api/business-partners')).statusCode).toBe(200);
    expect((await reviewer('POST', '/api/business-partners', partnerInput())).statusCode).toBe(403);
    expect((await as('GET', '/api/business-partners/999999')).statusCode).toBe(404);
    expect((await as('PUT', '/api/business-partners/999999', partnerInput())).statusCode).toBe(404);
  });

  it('refuses hostile bodies and queries with clear 400s', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/api/business-partners', { ...partnerInput(), cardName: 'a\u0000b' }],
      ['POST', '/api/business-partners', { ...partnerInput(), active: 'true' }],
      ['POST', '/api/business-partners', { ...partnerInput(), extra: 1 }],
      ['POST', '/api/business-partners', { ...partnerInput(), contacts: Array.from({ length: 51 }, () => ({ name: 'x', position: '', phone: '', email: '' })) }],
      ['POST', '/api/business-partners', { ...partnerInput(), cardName: 'x'.repeat(5000) }],
      ['POST', '/api/business-partners', { ...partnerInput(), partnerType: 'Empleado' }],
      ['POST', '/api/business-partners', []],
      ['GET', '/api/business-partners?page=0', undefined],
      ['GET', '/api/business-partners?pageSize=1000', undefined],
      ['GET', '/api/business-partners?type=Otro', undefined],
    ];
    for (const [method, url, body] of cases) {
      const res = await as(method as 'GET', url, body);
      expect({ url, body: JSON.stringify(body)?.slice(0, 60), status: res.statusCode }).toEqual({ url, body: JSON.stringify(body)?.slice(0, 60), status: 400 });
      expect(typeof res.json().message).toBe('string');
    }
  });
});
