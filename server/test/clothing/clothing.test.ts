import { Value } from '@sinclair/typebox/value';
import { CurrentClothing } from '@muestrario/shared/contract';
import { testDatabases } from '../helpers/databases';
import { createSeededApp, type SeededApp } from '../helpers/seeded-app';

describe.each(testDatabases)('clothing API (%s)', (kind) => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  it('GET current-clothing returns the garment with its views and areas, or null when none is chosen yet', async () => {
    const res = await s.get(`/api/business/samples/${await s.idOf('Uniformes planta norte')}/current-clothing`);
    expect(res.statusCode).toBe(200);
    const garment = res.json();
    expect(Value.Check(CurrentClothing, garment)).toBe(true);
    expect(garment.title).toBe('Playera cuello redondo');
    expect(garment.positions.map((p: { title: string }) => p.title)).toEqual(['Frente', 'Espalda']);
    expect(garment.positions[0]).toMatchObject({ image: 'playera-frente.svg', width: 50 });
    expect(garment.positions[0].areas[0]).toMatchObject({ title: 'Pecho izquierdo', areaLeft: 55, areaTop: 25, width: 15, height: 12 });

    const none = await s.get(`/api/business/samples/${await s.idOf('Gorras evento')}/current-clothing`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('GET /api/business/sample-clothing lists the catalogue', async () => {
    const res = await s.get('/api/business/sample-clothing');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { title: string; image: string }) => [g.title, g.image])).toEqual([
      ['Playera cuello redondo', 'playera.svg'],
      ['Gorra', 'gorra.svg'],
    ]);
  });
});
