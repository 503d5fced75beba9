import { editorReducer, initialEditorState } from './reducer';
import type { EditorAction } from './actions';
import type { EditorState, EditorView, LogoDecoration, TextDecoration } from './types';

/** A 50 cm view with a chest area (small, inside) and a centre area (large). */
export const FRONT: EditorView = {
  id: 11,
  title: 'Frente',
  image: 'frente.svg',
  widthCm: 50,
  areas: [
    { id: 1, title: 'Centro', areaLeft: 30, areaTop: 30, width: 40, height: 40 },
    { id: 2, title: 'Pecho izquierdo', areaLeft: 55, areaTop: 25, width: 15, height: 12 },
  ],
};
export const BACK: EditorView = { id: 12, title: 'Espalda', image: 'espalda.svg', widthCm: 60, areas: [] };

export function logo(serverId: number, over: Partial<LogoDecoration> = {}): LogoDecoration {
  return {
    kind: 'logo',
    id: `logo-${serverId}`,
    serverId,
    viewId: FRONT.id,
    xCm: 25,
    yCm: 25,
    widthCm: 20,
    heightCm: 10,
    rotateDegrees: 0,
    zIndex: 0,
    ratio: 2,
    name: `Logo ${serverId}`,
    technique: 'Bordado',
    notes: '',
    notesOnColor: '',
    notesOnPosition: '',
    pantones: [],
    src: `/api/files/${serverId}.png`,
    originalFilename: 'logo.png',
    filesize: 1000,
    colours: [],
    coverage: null,
    picturePx: null,
    thinnestPx: null,
    ...over,
  };
}

export function text(serverId: number, over: Partial<TextDecoration> = {}): TextDecoration {
  return {
    kind: 'text',
    id: `text-${serverId}`,
    serverId,
    viewId: FRONT.id,
    xCm: 25,
    yCm: 25,
    widthCm: 4,
    heightCm: 1,
    rotateDegrees: 0,
    zIndex: 0,
    ratio: 4,
    text: 'HOLA',
    font: 'Roboto',
    color: '000000',
    threadId: null,
    technique: 'Bordado',
    comments: '',
    size: 12,
    ...over,
  };
}

export function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

/** An editor with a garment (two views) and the given decorations. */
export function loaded(decorations = [logo(1), text(2, { xCm: 10, yCm: 10 })], readOnly = false): EditorState {
  return run(initialEditorState(), { type: 'loaded', views: [FRONT, BACK], decorations, hasGarment: true, readOnly });
}
