import { Value } from '@sinclair/typebox/value';
import { LogoList } from '@muestrario/shared/contract';
import { testDatabases } from '../helpers/databases';
import { createSeededApp, type SeededApp } from '../helpers/seeded-app';

describe.each(testDatabases)('logos API (%s)', (kind) => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  it('GET logos returns logos with view width, pantones and a downloadable file', async () => {
    const res = await s.get(`/api/business/samples/${await s.idOf('Uniformes planta norte')}/logos`);
    expect(res.statusCode).toBe(200);
    const logos = res.json();
    expect(Value.Check(LogoList, logos)).toBe(true);
    expect(logos).toHaveLength(2);
    expect(logos[0]).toMatchObject({
      logoName: 'Logo Peñasco',
      logoTechnique: 'Bordado',
      heightCm: 5,
      widthCm: 10,
      xpositionCm: 30,
      ypositionCm: 12,
      viewWidth: 50,
      resourcePath: '/api/files/',
      originalFilename: 'logo-acme.svg',
    });
    expect(logos[0].pantones.map((p: { id: string }) => p.id)).toEqual(['1002', 'Oro']);
    expect(logos[1]).toMatchObject({ logoTechnique: 'DTF', rotateDegrees: 15, pantones: [] });

    const file = await s.get(`${logos[0].resourcePath}${logos[0].filename}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(Number(file.headers['content-length'])).toBe(logos[0].filesize);
    expect(file.body).toContain('<circle');
  });
});
