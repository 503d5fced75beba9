import type { DocumentView } from '@muestrario/shared/rules';
import { recolorGarment } from '../assets/recolor';
import type { DocumentDeps } from './deps';
import type { DecorationArt, ViewArt } from './draw-view';
import type { Drawing } from '../../pictures/pictures';
import { readStoredFile, type DocumentData } from './load';

/** What `drawView` draws for a prepared drawing. */
function artOf(drawing: Drawing): DecorationArt {
  if (drawing?.kind === 'svg') return { kind: 'svg', svg: drawing.svg };
  if (drawing?.kind === 'png') return { kind: 'image', bytes: Buffer.from(drawing.bytes.buffer, drawing.bytes.byteOffset, drawing.bytes.byteLength) };
  return undefined;
}

/** Reads every logo picture once and returns, per view, what `drawView` needs. */
export async function loadViewArt(deps: DocumentDeps, data: DocumentData): Promise<(view: DocumentView) => ViewArt> {
  const keys = [...new Set(data.views.flatMap((v) => v.decorations.flatMap((d) => (d.file ? [d.file.key] : []))))];
  // Drawings prepared at upload, or once in the picture worker for a logo stored before (issue 28): nothing
  // is decoded here, and a picture that cannot be drawn is a labelled box.
  const files = new Map(await Promise.all(keys.map(async (key) => [key, artOf(await deps.pictures.drawing(key, () => readStoredFile(deps, key)))] as const)));
  const onCanvas = data.sample.sampleOn === 'Lienzo';
  const colour = (onCanvas ? data.sample.canvasColor : data.sample.clothingColor).replace(/^#/, '').toUpperCase();
  return (view) => {
    const svg = onCanvas ? undefined : deps.garmentSvg(view.position.image);
    return {
      garmentSvg: svg === undefined ? undefined : recolorGarment(svg, colour),
      background: onCanvas ? `#${colour}` : '#FFFFFF',
      art: (d) => (d.file ? files.get(d.file.key) : undefined),
    };
  };
}
