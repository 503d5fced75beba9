import { loaded, logo, run, text } from './fixtures.test-utils';
import { diffDocuments, mergeOperations, operationsFor } from './sync';
import type { EditorAction } from './actions';
import type { EditorState } from './types';

function opsOf(state: EditorState, action: EditorAction) {
  const next = run(state, action);
  return { next, ops: operationsFor(action, state.doc, next.doc) };
}

describe('what is sent to the server', () => {
  it('a move patches only the logo position', () => {
    const { ops } = opsOf(loaded(), { type: 'moved', id: 'logo-1', xCm: 20, yCm: 21 });
    expect(ops).toEqual([{ op: 'patchLogo', serverId: 1, body: { xpositionCm: 20, ypositionCm: 21 } }]);
  });

  it('a height change patches height and width; threads send the whole list', () => {
    expect(opsOf(loaded(), { type: 'heightSet', id: 'logo-1', heightCm: 12 }).ops).toEqual([
      { op: 'patchLogo', serverId: 1, body: { heightCm: 12, widthCm: 24 } },
    ]);
    expect(opsOf(loaded(), { type: 'pantoneAdded', id: 'logo-1', threadId: 'Oro' }).ops).toEqual([
      { op: 'patchLogo', serverId: 1, body: { pantones: ['Oro'] } },
    ]);
  });

  it('a text edit patches the text with its field names', () => {
    expect(opsOf(loaded(), { type: 'textEdited', id: 'text-2', fields: { text: 'ADIÓS', ratio: 5 } }).ops).toEqual([
      { op: 'patchText', serverId: 2, body: { text: 'ADIÓS', widthCm: 5 } },
    ]);
  });

  it('an added decoration is already on the server; nothing is sent, and selection changes send nothing', () => {
    expect(opsOf(loaded(), { type: 'added', decoration: logo(5) }).ops).toEqual([]);
    expect(opsOf(loaded(), { type: 'selected', id: 'logo-1' }).ops).toEqual([]);
    expect(opsOf(loaded(), { type: 'loaded', views: [], decorations: [], hasGarment: false, readOnly: false }).ops).toEqual([]);
  });

  it('delete, then undo (restore) and redo (delete again) are persisted like any edit', () => {
    const removed = opsOf(loaded(), { type: 'removed', id: 'text-2' });
    expect(removed.ops).toEqual([{ op: 'delete', kind: 'text', serverId: 2 }]);
    const undone = opsOf(removed.next, { type: 'undo' });
    expect(undone.ops).toEqual([{ op: 'restore', kind: 'text', serverId: 2 }]);
    expect(opsOf(undone.next, { type: 'redo' }).ops).toEqual([{ op: 'delete', kind: 'text', serverId: 2 }]);
  });

  it('undoing an upload deletes the logo; redoing restores it', () => {
    const added = run(loaded([]), { type: 'added', decoration: logo(8) });
    const undone = opsOf(added, { type: 'undo' });
    expect(undone.ops).toEqual([{ op: 'delete', kind: 'logo', serverId: 8 }]);
    expect(opsOf(undone.next, { type: 'redo' }).ops).toEqual([{ op: 'restore', kind: 'logo', serverId: 8 }]);
  });

  it('undoing a move sends the old position back', () => {
    const moved = run(loaded(), { type: 'moved', id: 'logo-1', xCm: 10, yCm: 12 });
    expect(opsOf(moved, { type: 'undo' }).ops).toEqual([{ op: 'patchLogo', serverId: 1, body: { xpositionCm: 25, ypositionCm: 25 } }]);
  });

  it('diffs identical documents to nothing', () => {
    const s = loaded([logo(1), text(2)]);
    expect(diffDocuments(s.doc, { decorations: s.doc.decorations.map((d) => ({ ...d })) })).toEqual([]);
  });

  it('merges waiting patches of the same item, later fields winning', () => {
    expect(
      mergeOperations({ op: 'patchLogo', serverId: 1, body: { xpositionCm: 1, heightCm: 3 } }, { op: 'patchLogo', serverId: 1, body: { xpositionCm: 2 } }),
    ).toEqual({ op: 'patchLogo', serverId: 1, body: { xpositionCm: 2, heightCm: 3 } });
    expect(mergeOperations({ op: 'patchLogo', serverId: 1, body: {} }, { op: 'patchLogo', serverId: 2, body: {} })).toBeUndefined();
    expect(mergeOperations({ op: 'patchText', serverId: 1, body: { text: 'a' } }, { op: 'patchText', serverId: 1, body: { font: 'Gilroy' } })).toEqual({
      op: 'patchText',
      serverId: 1,
      body: { text: 'a', font: 'Gilroy' },
    });
    expect(mergeOperations({ op: 'delete', kind: 'logo', serverId: 1 }, { op: 'restore', kind: 'logo', serverId: 1 })).toBeUndefined();
  });
});
