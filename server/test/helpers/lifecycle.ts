import type { LightMyRequestResponse } from 'fastify';
import type { SampleStage, UserRole } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from './app';
import type { DatabaseKind } from './databases';
import { fixtureData } from './fixture-data';
import { multipart, PNG_2x1 } from './multipart';
import { buildLogo, buildSample, buildText, buildUser, garments, signIn } from './builders';
import { expectOk, injectAs, type Method, type Requester } from './request';

/** The people of the lifecycle tests: the fixture's demo seller owns the samples; one user per other role. */
export const PEOPLE = {
  owner: { username: 'demo', password: 'demo1234', role: 'seller' },
  otherSeller: { username: 'otra', password: 'otra12345', role: 'seller' },
  designer: { username: 'diseno', password: 'diseno1234', role: 'designer' },
  production: { username: 'produccion', password: 'produccion1234', role: 'production' },
  quality: { username: 'calidad', password: 'calidad1234', role: 'quality' },
  admin: { username: 'admin', password: 'admin1234', role: 'admin' },
} as const satisfies Record<string, { username: string; password: string; role: UserRole }>;
export type Person = keyof typeof PEOPLE;

export interface LifecycleApp {
  t: TestApp;
  ids: Record<Person, number>;
  cookies: Record<Person, string>;
  /** A request as `who` to `/api${url}` (through `injectAs`, with the person's current cookie). */
  call(who: Person, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** `who`'s requester (full URLs), with the person's current cookie. */
  as(who: Person): Requester;
  /** A photo (PNG) upload to a sample, optionally for a view. */
  photo(who: Person, sampleId: number, viewId?: number | string): Promise<LightMyRequestResponse>;
  /** A fresh sample of the owner on the fixture shirt with a logo on the front and a text on the back, at stage 1. */
  newSample(): Promise<{ id: number; views: number[]; logoId: number; textId: number }>;
  /** Walks a fresh sample through the regular steps (with their evidence) up to `stage` (1–7). */
  sampleAt(stage: SampleStage): Promise<{ id: number; views: number[]; logoId: number; textId: number }>;
  checklist(sampleId: number, passed: boolean): Promise<object>;
  close(): Promise<void>;
}

export async function createLifecycleApp(kind: DatabaseKind, options: Parameters<typeof createTestApp>[1] = {}): Promise<LifecycleApp> {
  const t = await createTestApp(kind, options);
  await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
  const ids = {} as Record<Person, number>;
  const cookies = {} as Record<Person, string>;
  for (const [person, p] of Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][]) {
    if (person === 'owner') {
      ids[person] = (await t.app.users.findByUsername(p.username))!.id;
      cookies[person] = (await signIn(t.app, p.username, p.password)).cookie;
    } else {
      ({ id: ids[person], cookie: cookies[person] } = await buildUser(t.app, p));
    }
  }
  const [shirt] = await garments(t.app);
  const as: LifecycleApp['as'] = (who) => injectAs(t.app, cookies[who]);
  const call: LifecycleApp['call'] = (who, method, url, payload) => as(who)(method, `/api${url}`, payload);
  const photo: LifecycleApp['photo'] = (who, sampleId, viewId) =>
    as(who).upload(`/api/business/samples/${sampleId}/photos`, multipart(viewId === undefined ? {} : { viewId }, { filename: 'foto.png', contentType: 'image/png', data: PNG_2x1 }));

  const newSample: LifecycleApp['newSample'] = async () => {
    const views = shirt!.views.map((v) => v.id);
    const id = await buildSample(t.app, { clothingId: shirt!.id });
    const logoId = await buildLogo(as('owner'), id, views[0]!, { fields: { heightCm: 5 } });
    const textId = await buildText(as('owner'), id, views[1]!);
    return { id, views: views.slice(0, 2), logoId, textId };
  };

  const checklist: LifecycleApp['checklist'] = async (sampleId, passed) => {
    const sample = (await call('quality', 'GET', `/business/samples/${sampleId}/lifecycle`)).json() as { decorations: { kind: 'logo' | 'text'; id: number }[] };
    return {
      items: sample.decorations.map((d) => ({
        kind: d.kind,
        id: d.id,
        results: { placement: true, size: true, threads: true, technique: true, ...(d.kind === 'text' ? { spelling: passed } : {}) },
      })),
      ...(passed ? {} : { failure: { reason: 'spelling', text: 'Dice «SUPERVISR».' } }),
    };
  };

  const sampleAt: LifecycleApp['sampleAt'] = async (stage) => {
    const s = await newSample();
    const url = `/business/samples/${s.id}`;
    const steps: (() => Promise<unknown>)[] = [
      async () => expectOk(await call('owner', 'POST', `${url}/transitions`, { to: 2 }), '1→2'),
      async () => expectOk(await as('designer').upload(`/api${url}/render-file`, multipart({}, { filename: 'render.png', contentType: 'image/png', data: PNG_2x1 })), '2→3'),
      async () => expectOk(await call('production', 'POST', `${url}/transitions`, { to: 4, note: 'Bordado listo' }), '3→4'),
      async () => {
        expectOk(await photo('quality', s.id), 'quality photo');
        expectOk(await call('quality', 'POST', `${url}/transitions`, { to: 5, checklist: await checklist(s.id, true) }), '4→5');
      },
      async () => {
        for (const view of s.views) expectOk(await photo('quality', s.id, view), 'photo');
        expectOk(await call('quality', 'POST', `${url}/transitions`, { to: 6 }), '5→6');
      },
      async () => expectOk(await call('owner', 'POST', `${url}/transitions`, { to: 7, answer: { decision: 'approved', channel: 'whatsapp', answeredBy: 'Laura Méndez', text: '' } }), '6→7'),
    ];
    for (const step of steps.slice(0, stage - 1)) {
      t.clock.advance(1000);
      await step();
    }
    return s;
  };

  return { t, ids, cookies, as, call, photo, newSample, sampleAt, checklist, close: () => t.close() };
}
