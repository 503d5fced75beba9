import type { LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, type LifecycleApp, type Person } from '../helpers/lifecycle';
import { multipart, PNG_2x1 } from '../helpers/multipart';
import { garments } from '../helpers/builders';

const NOT_OWNER = { message: 'Solo el vendedor dueño de la muestra o un administrador pueden hacer cambios en ella.' };

describe.each(testDatabases)('who may write what (%s)', (kind) => {
  let l: LifecycleApp;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
  });
  afterAll(() => l.close());

  /** Every write route on a sample, as `who`. */
  async function everyWrite(who: Person, s: { id: number; views: number[]; logoId: number; textId: number }) {
    const [, cap] = await garments(l.t.app);
    const url = `/business/samples/${s.id}`;
    const upload = (path: string, fields: Record<string, string | number> = {}) => {
      return l.as(who).upload(`/api${path}`, multipart(fields, { filename: 'x.png', contentType: 'image/png', data: PNG_2x1 }));
    };
    const writes: [string, () => Promise<LightMyRequestResponse>][] = [
      ['PATCH sample', () => l.call(who, 'PATCH', url, { sampleNotes: 'x' })],
      ['PATCH project', () => l.call(who, 'PATCH', `${url}/project`, { sampleName: 'Renombrada' })],
      ['select clothing', () => l.call(who, 'POST', `${url}/select-clothing/${cap!.id}`)],
      ['new logo', () => upload(`${url}/current-clothing-position/${s.views[0]}/logos`)],
      ['PATCH logo', () => l.call(who, 'PATCH', `${url}/logos/${s.logoId}`, { heightCm: 4 })],
      ['DELETE logo', () => l.call(who, 'DELETE', `${url}/logos/${s.logoId}`)],
      ['restore logo', () => l.call(who, 'POST', `${url}/logos/${s.logoId}/restore`)],
      ['new text', () => l.call(who, 'POST', `${url}/current-clothing-position/${s.views[0]}/texts`, { text: 'X', widthCm: 2 })],
      ['PATCH text', () => l.call(who, 'PATCH', `${url}/texts/${s.textId}`, { text: 'Y' })],
      ['DELETE text', () => l.call(who, 'DELETE', `${url}/texts/${s.textId}`)],
      ['restore text', () => l.call(who, 'POST', `${url}/texts/${s.textId}/restore`)],
      ['end-design', () => l.call(who, 'POST', `${url}/end-design`)],
      ['render', () => upload(`${url}/render-file`)],
      ['photo', () => upload(`${url}/photos`)],
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((to): [string, () => Promise<LightMyRequestResponse>] => [
        `transition to ${to}`,
        () => l.call(who, 'POST', `${url}/transitions`, { to, reason: 'Prueba' }),
      ]),
    ];
    const out: [string, number][] = [];
    for (const [name, write] of writes) out.push([name, (await write()).statusCode]);
    return out;
  }

  it.each([1, 2, 3, 4, 6, 7])("a seller on another seller's sample at stage %s: 403 for every write, nothing changed", async (stage) => {
    const s = await l.sampleAt(stage as 1);
    const before = await l.call('owner', 'GET', `/business/samples/${s.id}`);
    const results = await everyWrite('otherSeller', s);
    expect(results.filter(([, status]) => status !== 403)).toEqual([]);
    expect((await l.call('otherSeller', 'PATCH', `/business/samples/${s.id}/project`, { sampleName: 'x' })).json()).toEqual(NOT_OWNER);
    expect((await l.call('owner', 'GET', `/business/samples/${s.id}`)).json()).toEqual(before.json());
  });

  it('roles that do not design may not touch the design; the owner may', async () => {
    const s = await l.newSample();
    for (const who of ['designer', 'production', 'quality'] as const) {
      const res = await l.call(who, 'PATCH', `/business/samples/${s.id}`, { sampleNotes: 'x' });
      expect([who, res.statusCode]).toEqual([who, 403]);
    }
    expect((await l.call('designer', 'PATCH', `/business/samples/${s.id}`, { sampleNotes: 'x' })).json()).toEqual({
      message: 'Tu rol (Diseñador) no permite editar el diseño.',
    });
    expect((await l.call('owner', 'PATCH', `/business/samples/${s.id}`, { sampleNotes: 'x' })).statusCode).toBe(200);
    expect((await l.call('admin', 'PATCH', `/business/samples/${s.id}`, { sampleNotes: 'y' })).statusCode).toBe(200);
  });

  it('only sellers and admins create samples', async () => {
    const body = { sampleName: 'Nueva', dueDate: '2025-03-20', cardCode: 'C0001', cardName: '', address: '', zipCode: '', phone1: '', county: '', state: '', country: 'MEX', email: '' };
    expect((await l.call('designer', 'POST', '/business/samples', body)).statusCode).toBe(403);
    expect((await l.call('otherSeller', 'POST', '/business/samples', body)).statusCode).toBe(200);
  });

  it('each step only by its role: a seller cannot upload the render, production cannot record quality', async () => {
    const s2 = await l.sampleAt(2);
    const render = await l.as('owner').upload(`/api/business/samples/${s2.id}/render-file`, multipart({}, { filename: 'r.png', contentType: 'image/png', data: PNG_2x1 }));
    expect(render.statusCode).toBe(403);
    const s4 = await l.sampleAt(4);
    const res = await l.call('production', 'POST', `/business/samples/${s4.id}/transitions`, { to: 5, checklist: await l.checklist(s4.id, true) });
    expect([res.statusCode, res.json()]).toEqual([403, { message: 'Tu rol (Producción) no permite registrar la revisión de calidad.' }]);
  });
});
