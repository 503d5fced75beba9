import { Value } from '@sinclair/typebox/value';
import { Comment, NotificationList } from '@muestrario/shared/contract';
import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, type LifecycleApp, type Person } from '../helpers/lifecycle';

describe.each(testDatabases)('comments and notifications (%s)', (kind) => {
  let l: LifecycleApp;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
  });
  afterAll(() => l.close());

  const notifications = async (who: Person) => (await l.call(who, 'GET', '/notifications')).json();
  const comment = (who: Person, sampleId: number, body: string) => l.call(who, 'POST', `/business/samples/${sampleId}/comments`, { body });

  it('a comment with @calidad (twice) creates exactly one notification for calidad, and one for the owner', async () => {
    const s = await l.newSample();
    const before = (await notifications('quality')).unread;
    const res = await comment('designer', s.id, '@calidad revisa el hilo, @Calidad por favor. @nadie no existe. ana@correo.mx');
    expect(res.statusCode).toBe(201);
    expect(Value.Check(Comment, res.json())).toBe(true);
    expect(res.json()).toMatchObject({ sampleId: s.id, round: 1, author: { id: l.ids.designer }, deleted: false, editedAt: null });

    const list = await notifications('quality');
    expect(Value.Check(NotificationList, list)).toBe(true);
    expect(list.unread).toBe(before + 1);
    const mine = await l.t.app.db.selectFrom('notifications').selectAll().where('sample_id', '=', s.id).execute();
    expect(mine.map((n) => [n.user_id, n.reason]).sort()).toEqual(
      [
        [l.ids.quality, 'mention'],
        [l.ids.owner, 'owner'],
      ].sort(),
    );
    expect(list.items[0]).toMatchObject({ reason: 'mention', read: false, sampleName: 'Muestra de prueba', event: { kind: 'comment_added', comment: { id: res.json().id } } });

    // An edit that mentions calidad again notifies nobody twice; a new mention (produccion) once.
    l.t.clock.advance(60_000);
    const edited = await l.call('designer', 'PATCH', `/business/samples/${s.id}/comments/${res.json().id}`, { body: '@calidad y @produccion' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().editedAt).not.toBeNull();
    const after = await l.t.app.db.selectFrom('notifications').select(['user_id']).where('sample_id', '=', s.id).execute();
    expect(after.map((n) => n.user_id).sort()).toEqual([l.ids.owner, l.ids.quality, l.ids.production].sort());

    // The timeline shows the comment as it is now.
    const events = (await l.call('owner', 'GET', `/business/samples/${s.id}/events`)).json().items;
    expect(events.find((e: { kind: string }) => e.kind === 'comment_added').comment.body).toBe('@calidad y @produccion');
  });

  it('own comments only, and only for 10 minutes; deleted comments read as deleted', async () => {
    const s = await l.newSample();
    const { id } = (await comment('owner', s.id, 'Primera versión')).json();
    const url = `/business/samples/${s.id}/comments/${id}`;
    expect((await l.call('quality', 'PATCH', url, { body: 'ajeno' })).json()).toEqual({ message: 'Solo puedes modificar tus propios comentarios.' });
    expect((await l.call('quality', 'DELETE', url)).statusCode).toBe(403);
    l.t.clock.advance(11 * 60_000);
    expect((await l.call('owner', 'PATCH', url, { body: 'tarde' })).json()).toEqual({ message: 'Los comentarios solo se pueden modificar durante 10 minutos.' });
    const fresh = (await comment('owner', s.id, 'Para borrar')).json();
    const del = await l.call('owner', 'DELETE', `/business/samples/${s.id}/comments/${fresh.id}`);
    expect([del.statusCode, del.body]).toEqual([204, '']);
    expect((await l.call('owner', 'DELETE', `/business/samples/${s.id}/comments/${fresh.id}`)).statusCode).toBe(404);
    const events = (await l.call('owner', 'GET', `/business/samples/${s.id}/events`)).json().items;
    const shown = events.filter((e: { kind: string }) => e.kind === 'comment_added').map((e: { comment: { body: string; deleted: boolean } }) => e.comment);
    expect(shown).toEqual([expect.objectContaining({ body: 'Primera versión', deleted: false }), expect.objectContaining({ body: '', deleted: true })]);
    // A comment of another sample is not reachable through this one.
    const other = await l.newSample();
    expect((await l.call('owner', 'PATCH', `/business/samples/${other.id}/comments/${id}`, { body: 'x' })).statusCode).toBe(404);
  });

  it('stage changes notify the owner and the role whose work arrived; read one or all', async () => {
    const s = await l.sampleAt(2);
    const designer = await notifications('designer');
    expect(designer.items[0]).toMatchObject({ reason: 'stage', event: { kind: 'stage_changed', to: 2, sampleId: s.id } });
    const unread = designer.unread;
    const one = await l.call('designer', 'POST', '/notifications/read', { ids: [designer.items[0].id] });
    expect(one.json()).toEqual({ unread: unread - 1 });
    // Someone else's notification ids are ignored.
    const owner = await notifications('owner');
    await l.call('designer', 'POST', '/notifications/read', { ids: owner.items.map((n: { id: number }) => n.id) });
    expect((await notifications('owner')).unread).toBe(owner.unread);
    expect((await l.call('owner', 'POST', '/notifications/read', { all: true })).json()).toEqual({ unread: 0 });
  });

  it('lists the staff for @ autocomplete', async () => {
    const staff = (await l.call('owner', 'GET', '/staff')).json();
    expect(staff.map((u: { username: string }) => u.username).sort()).toEqual(['admin', 'calidad', 'demo', 'diseno', 'otra', 'produccion']);
  });
});
