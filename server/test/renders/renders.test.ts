import { Value } from '@sinclair/typebox/value';
import { RenderFile } from '@muestrario/shared/contract';
import { testDatabases } from '../helpers/databases';
import { createSeededApp, type SeededApp } from '../helpers/seeded-app';

describe.each(testDatabases)('renders API (%s)', (kind) => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  it('GET render-file returns the uploader and file, or null while pending (a normal state, not an error)', async () => {
    const res = await s.get(`/api/business/samples/${await s.idOf('Uniformes planta norte')}/render-file`);
    expect(res.statusCode).toBe(200);
    const render = res.json();
    expect(Value.Check(RenderFile, render)).toBe(true);
    expect(render).toMatchObject({ createFirstName: 'Mariana', createFirstLastName: 'López', originalFilename: 'render-uniformes-planta-norte.svg' });
    const pending = await s.get(`/api/business/samples/${await s.idOf('Gorras evento')}/render-file`);
    expect([pending.statusCode, pending.json()]).toEqual([200, null]);
    const unknown = await s.get('/api/business/samples/999999/render-file');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'La muestra no existe.' }]);
  });
});
