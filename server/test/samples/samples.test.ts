import { Value } from '@sinclair/typebox/value';
import { SampleDetail } from '@muestrario/shared/contract';
import { testDatabases } from '../helpers/databases';
import { createSeededApp, type SeededApp } from '../helpers/seeded-app';

describe.each(testDatabases)('samples API (%s)', (kind) => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  it('GET /api/business/samples/:id returns the detail with client contact data', async () => {
    const id = await s.idOf('Uniformes planta norte');
    const res = await s.get(`/api/business/samples/${id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(Value.Check(SampleDetail, detail)).toBe(true);
    expect(detail).toEqual({
      sampleId: id,
      sampleName: 'Uniformes planta norte',
      cardCode: 'C0001',
      cardName: 'Construcciones Peñasco S.A. de C.V.',
      sampleNotes: 'Bordar con hilo brillante.',
      clothingColor: '#1E3A8A',
      sampleOn: 'Prenda',
      sampleCanvas: '',
      canvasColor: '#FFFFFF',
      createDate: '2025-03-05T15:00:00.000Z',
      dueDate: '2025-03-20',
      phone1: '5512345678',
      email: 'compras@penasco.example.mx',
      address: 'Av. Reforma 100',
      state: 'CDMX',
      county: 'Cuauhtémoc',
      zipCode: '06600',
      sampleStage: 3,
      department: 'Mantenimiento',
      // The seller who created it (the list rows carry the same owner).
      ownerId: (await s.t.app.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id,
    });
  });

  it('answers 404 with a Spanish message for a missing sample on every sample route', async () => {
    for (const suffix of ['', '/current-clothing', '/logos', '/render-file']) {
      const res = await s.get(`/api/business/samples/99999${suffix}`);
      expect([suffix, res.statusCode, res.json()]).toEqual([suffix, 404, { message: 'La muestra no existe.' }]);
    }
  });
});
