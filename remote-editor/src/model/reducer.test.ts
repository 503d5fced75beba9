import { decorationFromPx, decorationToPx, canvasScale } from '@muestrario/shared/rules';
import { editorReducer, HISTORY_LIMIT, initialEditorState } from './reducer';
import { FRONT, BACK, loaded, logo, run, text } from './fixtures.test-utils';
import { MODES } from './modes';
import type { Decoration, EditorState } from './types';

const get = (s: EditorState, id: string) => s.doc.decorations.find((d) => d.id === id) as Decoration;

describe('loading and the garment chooser', () => {
  it('opens the chooser when the sample has no garment, and not when the design is read-only', () => {
    const s = run(initialEditorState(), { type: 'loaded', views: [], decorations: [], hasGarment: false, readOnly: false });
    expect(s.chooserOpen).toBe(true);
    expect(s.viewId).toBeNull();
    const sent = run(initialEditorState(), { type: 'loaded', views: [], decorations: [], hasGarment: false, readOnly: true });
    expect(sent.chooserOpen).toBe(false);
  });

  it('selects the first view, replaces the document and forgets the history', () => {
    let s = loaded();
    expect(s.viewId).toBe(FRONT.id);
    s = run(s, { type: 'moved', id: 'logo-1', xCm: 20, yCm: 20 });
    expect(s.past).toHaveLength(1);
    s = run(s, { type: 'loaded', views: [FRONT, BACK], decorations: [logo(1)], hasGarment: true, readOnly: false });
    expect(s.past).toHaveLength(0);
    expect(s.doc.decorations).toHaveLength(1);
  });

  it('keeps the current view and selection on a reload when they still exist', () => {
    let s = run(loaded(), { type: 'viewSelected', viewId: BACK.id }, { type: 'selected', id: 'logo-1' });
    s = run(s, { type: 'loaded', views: [FRONT, BACK], decorations: [logo(1)], hasGarment: true, readOnly: false });
    expect(s.selectedId).toBe('logo-1');
    s = run(s, { type: 'loaded', views: [FRONT, BACK], decorations: [], hasGarment: true, readOnly: false });
    expect(s.selectedId).toBeNull();
    expect(s.mode).toBe(MODES.menu);
  });

  it('a chosen garment closes the chooser, selects its first view and goes to garment info', () => {
    let s = run(initialEditorState(), { type: 'loaded', views: [], decorations: [], hasGarment: false, readOnly: false });
    s = run(s, { type: 'garmentChosen', views: [BACK, FRONT], decorations: [] });
    expect(s).toMatchObject({ chooserOpen: false, hasGarment: true, viewId: BACK.id, mode: MODES.garmentInfo });
  });

  it("'Cambiar' opens the chooser and closing it keeps everything", () => {
    const s = run(loaded(), { type: 'chooserOpened' });
    expect(s.chooserOpen).toBe(true);
    expect(run(s, { type: 'chooserClosed' }).chooserOpen).toBe(false);
    expect(run(loaded([], true), { type: 'chooserOpened' }).chooserOpen).toBe(false);
  });
});

describe('panel modes (docs/requirements.md §4)', () => {
  it('any menu tile opens the chooser while there is no garment', () => {
    const s = run(initialEditorState(), { type: 'loaded', views: [], decorations: [], hasGarment: false, readOnly: false }, { type: 'chooserClosed' });
    for (const mode of [MODES.projectInfo, MODES.garmentInfo, MODES.upload, MODES.addText]) {
      const next = run(s, { type: 'panelOpened', mode });
      expect([mode, next.chooserOpen, next.mode]).toEqual([mode, true, MODES.menu]);
    }
  });

  it('menu tiles open their mode; edit modes need a selection and are not opened directly', () => {
    const s = loaded();
    for (const mode of [MODES.projectInfo, MODES.garmentInfo, MODES.upload, MODES.addText]) {
      expect(run(s, { type: 'panelOpened', mode }).mode).toBe(mode);
    }
    expect(run(s, { type: 'panelOpened', mode: MODES.editLogo }).mode).toBe(MODES.menu);
    expect(run(s, { type: 'panelOpened', mode: MODES.upload }, { type: 'backToMenu' }).mode).toBe(MODES.menu);
  });

  it('selecting a logo edits it (5), a text edits it (6), and shows its view', () => {
    let s = run(loaded([logo(1, { viewId: BACK.id }), text(2)]), { type: 'selected', id: 'logo-1' });
    expect(s).toMatchObject({ mode: MODES.editLogo, selectedId: 'logo-1', viewId: BACK.id });
    s = run(s, { type: 'selected', id: 'text-2' });
    expect(s).toMatchObject({ mode: MODES.editText, selectedId: 'text-2', viewId: FRONT.id });
    expect(run(s, { type: 'selected', id: 'logo-99' })).toBe(s);
  });

  it('clicking the canvas background in modes 5 and 6 returns to the menu and deselects; elsewhere it does nothing', () => {
    for (const id of ['logo-1', 'text-2'] as const) {
      const s = run(loaded(), { type: 'selected', id }, { type: 'canvasBackgroundClicked' });
      expect(s).toMatchObject({ mode: MODES.menu, selectedId: null });
    }
    const garment = run(loaded(), { type: 'panelOpened', mode: MODES.garmentInfo });
    expect(run(garment, { type: 'canvasBackgroundClicked' })).toBe(garment);
  });

  it('changing view while editing returns to the menu; unknown views are ignored', () => {
    const s = run(loaded(), { type: 'selected', id: 'logo-1' }, { type: 'viewSelected', viewId: BACK.id });
    expect(s).toMatchObject({ viewId: BACK.id, mode: MODES.menu, selectedId: null });
    expect(run(s, { type: 'viewSelected', viewId: 999 })).toBe(s);
  });
});

describe('adding', () => {
  it('adds an uploaded logo selected, in edit-logo mode, on top, and records it for undo', () => {
    let s = run(loaded([logo(1, { zIndex: 4 })]), { type: 'added', decoration: logo(5, { viewId: BACK.id, xCm: 30, yCm: 30 }) });
    expect(s).toMatchObject({ selectedId: 'logo-5', mode: MODES.editLogo, viewId: BACK.id });
    expect(get(s, 'logo-5').zIndex).toBe(5);
    s = run(s, { type: 'undo' });
    expect(s.doc.decorations.map((d) => d.id)).toEqual(['logo-1']);
    expect(s).toMatchObject({ selectedId: null, mode: MODES.menu });
  });

  it('adds a text in edit-text mode', () => {
    const s = run(loaded([]), { type: 'added', decoration: text(7) });
    expect(s).toMatchObject({ selectedId: 'text-7', mode: MODES.editText });
  });

  it('selects a duplicate id (already shown by the live signal of its creation) without a new undo step; ignores an unknown view; clamps', () => {
    const s = loaded([logo(1)]);
    expect(run(s, { type: 'added', decoration: logo(1) })).toMatchObject({ doc: s.doc, past: [], selectedId: 'logo-1', mode: MODES.editLogo });
    expect(run(s, { type: 'added', decoration: logo(2, { viewId: 999 }) })).toBe(s);
    const out = run(s, { type: 'added', decoration: logo(3, { xCm: 100, yCm: -5 }) });
    expect(get(out, 'logo-3')).toMatchObject({ xCm: 40, yCm: 5 });
  });
});

describe('moving, resizing and rotating', () => {
  it('moves by the centre and keeps the decoration inside its view', () => {
    let s = run(loaded(), { type: 'moved', id: 'logo-1', xCm: 12, yCm: 30 });
    expect(get(s, 'logo-1')).toMatchObject({ xCm: 12, yCm: 30 });
    s = run(s, { type: 'moved', id: 'logo-1', xCm: 1000, yCm: -1000 });
    // 20 × 10 cm in a 50 cm view: centre x at most 40, y at least 5.
    expect(get(s, 'logo-1')).toMatchObject({ xCm: 40, yCm: 5 });
  });

  it('ignores non-numbers and unknown ids', () => {
    const s = loaded();
    expect(run(s, { type: 'moved', id: 'logo-1', xCm: Number.NaN, yCm: 2 })).toBe(s);
    expect(run(s, { type: 'moved', id: 'logo-9', xCm: 2, yCm: 2 })).toBe(s);
    expect(run(s, { type: 'moved', id: 'logo-1', xCm: 25, yCm: 25 })).toBe(s); // nothing changed: no undo step
  });

  it('nudges by the given step, merging repeated nudges of one decoration into one undo step', () => {
    let s = run(loaded(), { type: 'nudged', id: 'logo-1', dxCm: 0.1, dyCm: 0 }, { type: 'nudged', id: 'logo-1', dxCm: 0.1, dyCm: 0 });
    s = run(s, { type: 'nudged', id: 'logo-1', dxCm: 0, dyCm: -1 });
    expect(get(s, 'logo-1')).toMatchObject({ xCm: 25.2, yCm: 24 });
    expect(s.past).toHaveLength(1);
    s = run(s, { type: 'nudged', id: 'text-2', dxCm: 1, dyCm: 0 });
    expect(s.past).toHaveLength(2);
    s = run(s, { type: 'undo' }, { type: 'undo' });
    expect(get(s, 'logo-1')).toMatchObject({ xCm: 25, yCm: 25 });
  });

  it('setting the height recomputes the width from the original ratio, and the reverse', () => {
    let s = run(loaded(), { type: 'heightSet', id: 'logo-1', heightCm: 12 });
    expect(get(s, 'logo-1')).toMatchObject({ heightCm: 12, widthCm: 24 });
    s = run(s, { type: 'widthSet', id: 'logo-1', widthCm: 10 });
    expect(get(s, 'logo-1')).toMatchObject({ heightCm: 5, widthCm: 10 });
  });

  it('refuses a typed size outside the limits of the view (larger than the view, under 1 mm, 0, negatives): nothing changes', () => {
    const s = loaded();
    // A 2:1 logo on the 50 cm front: 0.1–25 cm high, 0.2–50 cm wide.
    for (const heightCm of [400, 25.01, 0.01, 0, -3, Number.NaN]) expect(run(s, { type: 'heightSet', id: 'logo-1', heightCm })).toBe(s);
    for (const widthCm of [51, 0.1, -3]) expect(run(s, { type: 'widthSet', id: 'logo-1', widthCm })).toBe(s);
    const largest = run(s, { type: 'heightSet', id: 'logo-1', heightCm: 25 });
    expect(get(largest, 'logo-1')).toMatchObject({ widthCm: 50, heightCm: 25, xCm: 25 });
    expect(get(run(s, { type: 'heightSet', id: 'logo-1', heightCm: 0.1 }), 'logo-1')).toMatchObject({ heightCm: 0.1, widthCm: 0.2 });
  });

  it('a resize handle never makes a decoration larger than its view', () => {
    const s = run(loaded(), { type: 'resized', id: 'logo-1', xCm: 25, yCm: 25, widthCm: 80 });
    expect(get(s, 'logo-1')).toMatchObject({ widthCm: 50, heightCm: 25 });
  });

  it('a resize handle gives centre and width; the height follows the ratio and the result stays inside', () => {
    let s = run(loaded(), { type: 'resized', id: 'logo-1', xCm: 20, yCm: 20, widthCm: 30 });
    expect(get(s, 'logo-1')).toMatchObject({ widthCm: 30, heightCm: 15, xCm: 20, yCm: 20 });
    s = run(s, { type: 'resized', id: 'logo-1', xCm: 45, yCm: 20, widthCm: 30 });
    expect(get(s, 'logo-1').xCm).toBe(35);
  });

  it('rotation is refused outside ±360°, and a rotated decoration is pulled back inside the view', () => {
    const start = loaded([logo(1, { xCm: 40, yCm: 25, widthCm: 20, heightCm: 10 })]);
    expect(run(start, { type: 'rotated', id: 'logo-1', rotateDegrees: 450 })).toBe(start);
    expect(get(run(start, { type: 'rotated', id: 'logo-1', rotateDegrees: 360 }), 'logo-1').rotateDegrees).toBe(0);
    let s = run(start, { type: 'rotated', id: 'logo-1', rotateDegrees: 90 });
    expect(get(s, 'logo-1').rotateDegrees).toBe(90);
    // Rotated 90°, it is 10 wide and 20 high: x may go to 45.
    s = run(s, { type: 'moved', id: 'logo-1', xCm: 49, yCm: 25 });
    expect(get(s, 'logo-1').xCm).toBe(45);
    s = run(s, { type: 'rotated', id: 'logo-1', rotateDegrees: -30 });
    expect(get(s, 'logo-1').rotateDegrees).toBe(-30);
    expect(run(s, { type: 'rotated', id: 'logo-1', rotateDegrees: Number.POSITIVE_INFINITY })).toBe(s);
  });

  it('a drag on a 500 px canvas converts to cm with the view scale', () => {
    const s = loaded();
    const scale = canvasScale(FRONT.widthCm, 500); // 10 px per cm
    const box = decorationToPx(get(s, 'logo-1'), scale);
    expect(box).toMatchObject({ left: 150, top: 200, width: 200, height: 100 });
    const dropped = decorationFromPx({ ...box, left: box.left - 50, top: box.top + 30 }, scale);
    const moved = run(s, { type: 'moved', id: 'logo-1', xCm: dropped.xCm, yCm: dropped.yCm });
    expect(get(moved, 'logo-1')).toMatchObject({ xCm: 20, yCm: 28 });
  });
});

describe('fields, threads and texts', () => {
  it('edits logo fields and ignores them on a text', () => {
    const s = run(loaded(), { type: 'logoEdited', id: 'logo-1', fields: { notes: 'Centrado', technique: 'DTF', name: undefined } });
    expect(get(s, 'logo-1')).toMatchObject({ notes: 'Centrado', technique: 'DTF', name: 'Logo 1' });
    expect(run(s, { type: 'logoEdited', id: 'text-2', fields: { notes: 'x' } })).toBe(s);
  });

  it('adds threads once each, in order, and removes them', () => {
    let s = run(loaded(), { type: 'pantoneAdded', id: 'logo-1', threadId: '1002' }, { type: 'pantoneAdded', id: 'logo-1', threadId: 'Oro' });
    expect(run(s, { type: 'pantoneAdded', id: 'logo-1', threadId: '1002' })).toBe(s);
    expect((get(s, 'logo-1') as { pantones: string[] }).pantones).toEqual(['1002', 'Oro']);
    s = run(s, { type: 'pantoneRemoved', id: 'logo-1', threadId: '1002' });
    expect((get(s, 'logo-1') as { pantones: string[] }).pantones).toEqual(['Oro']);
    expect(run(s, { type: 'pantoneRemoved', id: 'logo-1', threadId: 'nope' })).toBe(s);
    expect(run(s, { type: 'pantoneAdded', id: 'text-2', threadId: '1001' })).toBe(s);
  });

  it('edits a text: at most 15 characters, never empty, colour as six hex digits, new ratio resizes the width', () => {
    let s = run(loaded(), { type: 'textEdited', id: 'text-2', fields: { text: 'UNA FRASE MUY LARGA', color: '#ff0000', font: 'Gilroy' } });
    expect(get(s, 'text-2')).toMatchObject({ text: 'UNA FRASE MUY L', color: 'FF0000', font: 'Gilroy' });
    expect(run(s, { type: 'textEdited', id: 'text-2', fields: { text: '   ' } })).toBe(s);
    expect(run(s, { type: 'textEdited', id: 'text-2', fields: { color: 'red' } })).toBe(s);
    s = run(s, { type: 'textEdited', id: 'text-2', fields: { ratio: 8 } });
    expect(get(s, 'text-2')).toMatchObject({ heightCm: 1, widthCm: 8, ratio: 8 });
    expect(run(s, { type: 'textEdited', id: 'logo-1', fields: { text: 'x' } })).toBe(s);
  });
});

describe('delete, z-order, undo and redo', () => {
  it('removing the selected decoration returns to the menu; undo brings it back, redo removes it again', () => {
    let s = run(loaded(), { type: 'selected', id: 'logo-1' }, { type: 'removed', id: 'logo-1' });
    expect(s).toMatchObject({ mode: MODES.menu, selectedId: null });
    expect(s.doc.decorations.map((d) => d.id)).toEqual(['text-2']);
    s = run(s, { type: 'undo' });
    expect(s.doc.decorations.map((d) => d.id)).toEqual(['logo-1', 'text-2']);
    s = run(s, { type: 'redo' });
    expect(s.doc.decorations.map((d) => d.id)).toEqual(['text-2']);
  });

  it('brings to front and sends to back among the decorations of the same view', () => {
    let s = loaded([logo(1, { zIndex: 0 }), logo(2, { zIndex: 1 }), logo(3, { zIndex: 9, viewId: BACK.id })]);
    s = run(s, { type: 'broughtToFront', id: 'logo-1' });
    expect(get(s, 'logo-1').zIndex).toBe(2);
    expect(run(s, { type: 'broughtToFront', id: 'logo-1' })).toBe(s);
    s = run(s, { type: 'sentToBack', id: 'logo-1' });
    expect(get(s, 'logo-1').zIndex).toBe(0);
    expect(run(s, { type: 'sentToBack', id: 'logo-3' })).toBe(s);
  });

  it('undo walks back and redo forward; a new edit clears the redo steps', () => {
    let s = run(loaded(), { type: 'moved', id: 'logo-1', xCm: 20, yCm: 20 }, { type: 'moved', id: 'logo-1', xCm: 15, yCm: 15 });
    s = run(s, { type: 'undo' });
    expect(get(s, 'logo-1')).toMatchObject({ xCm: 20, yCm: 20 });
    s = run(s, { type: 'redo' });
    expect(get(s, 'logo-1')).toMatchObject({ xCm: 15, yCm: 15 });
    s = run(s, { type: 'undo' }, { type: 'undo' });
    expect(get(s, 'logo-1')).toMatchObject({ xCm: 25, yCm: 25 });
    expect(run(s, { type: 'undo' })).toBe(s);
    s = run(s, { type: 'heightSet', id: 'logo-1', heightCm: 5 });
    expect(s.future).toHaveLength(0);
    expect(run(s, { type: 'redo' })).toBe(s);
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    let s = loaded();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) s = editorReducer(s, { type: 'rotated', id: 'logo-1', rotateDegrees: i + 1 });
    expect(s.past).toHaveLength(HISTORY_LIMIT);
  });

  it('a sent design ignores every edit, undo and redo', () => {
    let s = run(loaded(), { type: 'moved', id: 'logo-1', xCm: 20, yCm: 20 }, { type: 'lockedBySend' });
    expect(s.readOnly).toBe(true);
    for (const action of [
      { type: 'moved', id: 'logo-1', xCm: 10, yCm: 10 },
      { type: 'removed', id: 'logo-1' },
      { type: 'added', decoration: logo(9) },
      { type: 'undo' },
    ] as const) {
      expect(run(s, action)).toBe(s);
    }
    s = loaded([], true);
    expect(run(s, { type: 'added', decoration: logo(9) })).toBe(s);
  });
});
