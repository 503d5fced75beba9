import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/builders';
import type { Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

describe.each(testDatabases)('errors are Spanish JSON (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let seller: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie, as: seller } = await buildUser(t.app));
  });
  afterAll(() => t.close());

  it('answers 404 JSON for an unknown /api route (signed in or not) and for an unknown page', async () => {
    for (const headers of [{ cookie }, {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/no-existe', headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'La ruta solicitada no existe.' });
    }
    const page = await t.app.inject({ method: 'GET', url: '/samples/3' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: 'La ruta solicitada no existe.' });
  });

  it('answers 400 for malformed JSON, an empty JSON body and a non-object body', async () => {
    const headers = { 'content-type': 'application/json' };
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El cuerpo de la solicitud no es un JSON válido.');
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El cuerpo de la solicitud está vacío.');
    const array = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: '[1,2]' });
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('El cuerpo de la solicitud debe ser un objeto JSON.');
  });

  it('answers 400 for bad path and query parameters', async () => {
    const notNumber = await seller.get('/api/business/samples/abc');
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json()).toEqual({ message: 'El segmento de la ruta «id» debe ser un número entero.' });
    const zero = await seller.get('/api/business/samples/0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('El segmento de la ruta «id» debe ser mayor o igual a 1.');
    const noSearch = await seller.get('/api/business-partner/clients-search');
    expect(noSearch.statusCode).toBe(400);
    expect(noSearch.json().message).toBe('El parámetro «search» es obligatorio.');
    const badColor = await seller.get('/api/assets/playera.svg?color=red');
    expect(badColor.statusCode).toBe(400);
    expect(badColor.json().message).toBe('El parámetro «color» tiene un formato no válido.');
  });

  it('rejects unknown body fields instead of ignoring them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'vendedora', password: 'secreto-123', admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El campo «admin» no está permitido.');
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x'.repeat(1_100_000), password: 'x' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('El archivo o los datos enviados son demasiado grandes.');
  });
});
