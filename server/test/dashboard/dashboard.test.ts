import { Value } from '@sinclair/typebox/value';
import { SampleList } from '@muestrario/shared/contract';
import { testDatabases } from '../helpers/databases';
import { createSeededApp, type SeededApp } from '../helpers/seeded-app';

describe.each(testDatabases)('dashboard API (%s)', (kind) => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  it('GET /api/dashboard/samples lists every sample, newest first, in the contract shape', async () => {
    const res = await s.get('/api/dashboard/samples');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Value.Check(SampleList, list)).toBe(true);
    expect(list.map((x: { sampleName: string }) => x.sampleName)).toEqual(['Gorras evento', 'Uniformes planta norte', 'Muestra antigua']);
    expect(list[0]).toEqual({
      sampleId: await s.idOf('Gorras evento'),
      sampleName: 'Gorras evento',
      cardName: 'Logística Álamo',
      title: null,
      department: null,
      sampleOn: 'Lienzo',
      sampleStage: 1,
      dueDate: '2025-03-13',
      ownerId: (await s.t.app.users.findByUsername('demo'))!.id,
    });
    expect(list[1]).toMatchObject({ title: 'Playera cuello redondo', department: 'Mantenimiento', sampleStage: 3 });
  });
});
