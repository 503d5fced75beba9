import { Value } from '@sinclair/typebox/value';
import { EventPage, RoundList, SampleDetail, SampleLifecycle } from '@muestrario/shared/contract';
import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, type LifecycleApp } from '../helpers/lifecycle';
import { multipart, PNG_2x1 } from '../helpers/multipart';

describe.each(testDatabases)('the sample lifecycle through the API (%s)', (kind) => {
  let l: LifecycleApp;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
  });
  afterAll(() => l.close());

  const renderUpload = (sampleId: number, who: 'designer' | 'owner' = 'designer') => {
    return l.as(who).upload(`/api/business/samples/${sampleId}/render-file`, multipart({}, { filename: 'render.png', contentType: 'image/png', data: PNG_2x1 }));
  };

  it('walks 1 → 7 with each step done by its role, and the timeline and stepper tell exactly that', async () => {
    const s = await l.sampleAt(7);
    const detail = await l.call('owner', 'GET', `/business/samples/${s.id}`);
    expect(detail.json().sampleStage).toBe(7);

    const lifecycle = (await l.call('production', 'GET', `/business/samples/${s.id}/lifecycle`)).json();
    expect(Value.Check(SampleLifecycle, lifecycle)).toBe(true);
    expect(lifecycle).toMatchObject({ stage: 7, round: 1, owner: { id: l.ids.owner }, qualityPhotos: 1 });
    expect(lifecycle.stageDates.map((d: { reachedAt: string | null }) => d.reachedAt !== null)).toEqual([true, true, true, true, true, true, true, false]);
    expect(lifecycle.views.every((v: { photographed: boolean }) => v.photographed)).toBe(true);

    const page = (await l.call('quality', 'GET', `/business/samples/${s.id}/events`)).json();
    expect(Value.Check(EventPage, page)).toBe(true);
    const summary = page.items
      .filter((e: { kind: string }) => e.kind !== 'photo_added')
      .map((e: { kind: string; actor: { id: number } | null; to?: number }) => [e.kind, e.actor?.id ?? null, e.to ?? null]);
    expect(summary).toEqual([
      ['design_edited', l.ids.owner, null],
      ['stage_changed', l.ids.owner, 2],
      ['render_uploaded', l.ids.designer, null],
      ['stage_changed', l.ids.designer, 3],
      ['stage_changed', l.ids.production, 4],
      ['stage_changed', l.ids.quality, 5],
      ['stage_changed', l.ids.quality, 6],
      ['stage_changed', l.ids.owner, 7],
    ]);
    expect(page.items.find((e: { to?: number }) => e.to === 4)).toMatchObject({ note: 'Bordado listo', action: 'markMade' });
    expect(page.items.find((e: { to?: number }) => e.to === 5).checklist).toMatchObject({ passed: true, failure: null });
    expect(page.items.find((e: { to?: number }) => e.to === 7).answer).toMatchObject({ decision: 'approved', channel: 'whatsapp' });

    // Authorised: locked for everyone but an admin with a reason.
    expect((await l.call('owner', 'POST', `/business/samples/${s.id}/transitions`, { to: 1 })).statusCode).toBe(409);
    expect((await renderUpload(s.id)).statusCode).toBe(409);
    expect((await l.call('admin', 'POST', `/business/samples/${s.id}/transitions`, { to: 6 })).json()).toEqual({ message: 'Escribe el motivo del cambio de etapa.' });
    const reopened = await l.call('admin', 'POST', `/business/samples/${s.id}/transitions`, { to: 6, reason: 'El cliente cambió de opinión' });
    expect(reopened.statusCode).toBe(200);
    expect(Value.Check(SampleDetail, reopened.json())).toBe(true);
    expect(reopened.json().sampleStage).toBe(6);
  });

  it('pages the timeline with `after`', async () => {
    const s = await l.sampleAt(4);
    const first = (await l.call('owner', 'GET', `/business/samples/${s.id}/events?limit=2`)).json();
    expect(first.items).toHaveLength(2);
    expect(first.next).toBe(first.items[1].id);
    const rest = (await l.call('owner', 'GET', `/business/samples/${s.id}/events?after=${first.next}`)).json();
    expect(rest.items.length).toBeGreaterThan(0);
    expect(rest.items[0].id).toBeGreaterThan(first.next);
    expect(rest.next).toBeNull();
  });

  it('a render at stage 1 answers 409 and changes nothing', async () => {
    const s = await l.newSample();
    const res = await renderUpload(s.id);
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'No se puede subir el render en la etapa «Diseño».' }]);
    expect((await l.call('owner', 'GET', `/business/samples/${s.id}`)).json().sampleStage).toBe(1);
    expect(await l.t.app.db.selectFrom('render_files').select('id').where('sample_id', '=', s.id).execute()).toEqual([]);
  });

  it('sending needs a decoration; a quality failure goes to Error, a new round keeps round 1 readable', async () => {
    const empty = await l.newSample();
    await l.call('owner', 'DELETE', `/business/samples/${empty.id}/logos/${empty.logoId}`);
    await l.call('owner', 'DELETE', `/business/samples/${empty.id}/texts/${empty.textId}`);
    const refused = await l.call('owner', 'POST', `/business/samples/${empty.id}/end-design`);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: 'Agrega al menos un logo o texto antes de enviar el diseño.' }]);

    const s = await l.sampleAt(4);
    const url = `/business/samples/${s.id}`;
    const noPhoto = await l.call('quality', 'POST', `${url}/transitions`, { to: 8, checklist: await l.checklist(s.id, false) });
    expect([noPhoto.statusCode, noPhoto.json()]).toEqual([409, { message: 'Sube al menos una foto de la revisión de calidad.' }]);
    expect((await l.photo('quality', s.id)).statusCode).toBe(201);
    const wrong = await l.call('quality', 'POST', `${url}/transitions`, { to: 5, checklist: await l.checklist(s.id, false) });
    expect(wrong.statusCode).toBe(400);
    const failed = await l.call('quality', 'POST', `${url}/transitions`, { to: 8, checklist: await l.checklist(s.id, false) });
    expect([failed.statusCode, failed.json().sampleStage]).toEqual([200, 8]);

    expect((await l.call('quality', 'POST', `${url}/transitions`, { to: 1 })).statusCode).toBe(403);
    const reopened = await l.call('owner', 'POST', `${url}/transitions`, { to: 1 });
    expect(reopened.json().sampleStage).toBe(1);
    // Round 2 starts as a copy: the editor works on it, round 1 stays as it was.
    const patched = await l.call('owner', 'PATCH', `${url}/texts/${s.textId}`, { text: 'SUPERVISOR QA' });
    expect(patched.statusCode).toBe(200);

    const rounds = (await l.call('designer', 'GET', `${url}/rounds`)).json();
    expect(Value.Check(RoundList, rounds)).toBe(true);
    expect(rounds.map((r: { round: number; current: boolean }) => [r.round, r.current])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(rounds[0].design.texts.map((t: { text: string }) => t.text)).toEqual(['SUPERVISOR']);
    expect(rounds[0].design.logos).toHaveLength(1);
    expect(rounds[0].renders).toHaveLength(1);
    expect(rounds[0].checklists).toEqual([expect.objectContaining({ passed: false, failure: { reason: 'spelling', text: 'Dice «SUPERVISR».' } })]);
    expect(rounds[0].photos).toHaveLength(1);
    expect(rounds[1]).toMatchObject({ design: null, renders: [], checklists: [], photos: [] });
    // The logo file of round 1 is downloadable and kept by the orphan sweep even if round 2 deletes the logo.
    const lifecycle = (await l.call('owner', 'GET', `${url}/lifecycle`)).json();
    expect(lifecycle).toMatchObject({ stage: 1, round: 2 });
    expect(lifecycle.stageDates.filter((d: { reachedAt: string | null }) => d.reachedAt !== null).map((d: { stage: number }) => d.stage)).toEqual([1]);

    // A render of round 2 is needed again for 2 → 3.
    expect((await l.call('owner', 'POST', `${url}/transitions`, { to: 2 })).statusCode).toBe(200);
    expect((await l.call('designer', 'POST', `${url}/transitions`, { to: 3 })).json()).toEqual({ message: 'Sube el render para pasar a «Realización de muestra».' });
    expect((await renderUpload(s.id)).statusCode).toBe(200);
    expect((await l.call('owner', 'GET', url)).json().sampleStage).toBe(3);
  });

  it('photos: only at stages 3–5, by the role acting there; photography needs a view of the garment', async () => {
    const s = await l.sampleAt(3);
    expect((await l.photo('quality', s.id)).statusCode).toBe(403);
    const making = await l.photo('production', s.id);
    expect([making.statusCode, making.json().purpose]).toEqual([201, 'making']);
    const s5 = await l.sampleAt(5);
    expect((await l.photo('quality', s5.id)).json()).toEqual({ message: 'Indica la vista que muestra la foto.' });
    expect((await l.photo('quality', s5.id, 999999)).statusCode).toBe(404);
    expect((await l.call('quality', 'POST', `/business/samples/${s5.id}/transitions`, { to: 6 })).json()).toEqual({
      message: 'Faltan las fotos de 2 vistas decoradas.',
    });
    const s1 = await l.newSample();
    expect((await l.photo('admin', s1.id)).json()).toEqual({ message: 'En la etapa «Diseño» no se suben fotos.' });
    const photos = (await l.call('owner', 'GET', `/business/samples/${s.id}/photos`)).json();
    expect(photos).toEqual([expect.objectContaining({ purpose: 'making', viewId: null, round: 1, author: expect.objectContaining({ id: l.ids.production }) })]);
    const download = await l.call('owner', 'GET', `/files/${photos[0].filename}`);
    expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'image/png']);
  });
});
