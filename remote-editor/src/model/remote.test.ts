import { loaded, logo, run, text } from './fixtures.test-utils';
import { applyRemoteDelta, deltaOfOperations, parseStoredOperations, pendingEdits, remoteDelta } from './remote';
import type { SyncOperation } from './sync';

const none = pendingEdits([]);

describe('following changes made elsewhere', () => {
  it('takes every field changed elsewhere, adds new decorations and drops deleted ones', () => {
    const local = [logo(1), text(2)];
    const server = [logo(1, { xCm: 30, yCm: 12, rotateDegrees: 15 }), logo(3)];
    const delta = remoteDelta(local, server, none);
    expect(delta.removed.map((d) => d.id)).toEqual(['text-2']);
    expect(delta.added.map((d) => d.id)).toEqual(['logo-3']);
    expect([...delta.changed]).toEqual([['logo-1', { xCm: 30, yCm: 12, rotateDegrees: 15 }]]);
    expect(applyRemoteDelta({ decorations: local }, delta).decorations).toEqual(server);
  });

  it('keeps the fields this page has not saved yet, takes the others (last write wins per field)', () => {
    const ops: SyncOperation[] = [{ op: 'patchLogo', serverId: 1, body: { xpositionCm: 5, ypositionCm: 6, logoNotes: 'mío' } }];
    const local = [logo(1, { xCm: 5, yCm: 6, notes: 'mío' })];
    const server = [logo(1, { xCm: 40, yCm: 40, notes: 'suyo', name: 'Escudo' })];
    const delta = remoteDelta(local, server, pendingEdits(ops));
    expect([...delta.changed]).toEqual([['logo-1', { name: 'Escudo' }]]);
  });

  it('a pending size keeps the whole shape (height, width, ratio) local', () => {
    const pending = pendingEdits([{ op: 'patchText', serverId: 2, body: { widthCm: 9 } }]);
    expect([...pending.fields.get('text-2')!].sort()).toEqual(['font', 'heightCm', 'ratio', 'text', 'widthCm']);
    const delta = remoteDelta([text(2, { widthCm: 9, ratio: 9 })], [text(2, { widthCm: 4, heightCm: 2, color: 'FF0000' })], pending);
    expect([...delta.changed]).toEqual([['text-2', { color: 'FF0000' }]]);
  });

  it('a pending delete is not undone by the server still listing it; a pending restore is not dropped', () => {
    const pending = pendingEdits([
      { op: 'delete', kind: 'logo', serverId: 1 },
      { op: 'restore', kind: 'text', serverId: 2 },
    ]);
    const delta = remoteDelta([text(2)], [logo(1)], pending);
    expect(delta).toEqual({ removed: [], added: [], changed: new Map() });
  });

  it('applies to the undo history as well: an undo never brings back what was deleted elsewhere', () => {
    const moved = run(loaded([logo(1), logo(4)]), { type: 'moved', id: 'logo-4', xCm: 10, yCm: 10 }, { type: 'selected', id: 'logo-4' });
    const delta = remoteDelta(moved.doc.decorations, [logo(1, { xCm: 33 })], none);
    const next = run(moved, { type: 'remoteChanged', delta });
    expect(next.doc.decorations).toEqual([logo(1, { xCm: 33 })]);
    expect(next.selectedId).toBeNull();
    expect(next.past.map((d) => d.decorations)).toEqual([[logo(1, { xCm: 33 })]]);
    // Undo now has nothing of logo 4 to bring back, and keeps the move made elsewhere.
    expect(run(next, { type: 'undo' }).doc.decorations).toEqual([logo(1, { xCm: 33 })]);
  });

  it('nothing changed elsewhere → the same state object (no re-render, no save)', () => {
    const state = loaded();
    expect(run(state, { type: 'remoteChanged', delta: remoteDelta(state.doc.decorations, state.doc.decorations, none) })).toBe(state);
  });
});

describe('edits kept while signing in again', () => {
  const ops: SyncOperation[] = [
    { op: 'patchLogo', serverId: 1, body: { logoNotesOnColor: 'Hilo dorado', xpositionCm: 12 } },
    { op: 'patchLogo', serverId: 1, body: { rotateDegrees: 5 } },
    { op: 'delete', kind: 'text', serverId: 2 },
    { op: 'restore', kind: 'logo', serverId: 7 },
    { op: 'patchText', serverId: 99, body: { text: 'GONE' } },
  ];

  it('apply to the document just read: fields set in model names, deletions removed, unknown ones skipped', () => {
    const delta = deltaOfOperations([logo(1), text(2)], ops);
    expect(delta.removed.map((d) => d.id)).toEqual(['text-2']);
    expect([...delta.changed]).toEqual([['logo-1', { notesOnColor: 'Hilo dorado', xCm: 12, rotateDegrees: 5 }]]);
  });

  it('come back from storage only when well-formed', () => {
    expect(parseStoredOperations(JSON.stringify(ops))).toEqual(ops);
    expect(parseStoredOperations(JSON.stringify([{ op: 'patchLogo', serverId: '1', body: {} }, { op: 'delete', kind: 'sticker', serverId: 1 }, null, { op: 'drop' }]))).toEqual([]);
    expect([parseStoredOperations(null), parseStoredOperations('{'), parseStoredOperations('{"op":"delete"}')]).toEqual([[], [], []]);
  });
});
