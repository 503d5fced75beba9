import { PNG } from 'pngjs';
import type { DocumentView } from '@muestrario/shared/rules';
import { recolorGarment } from '../assets/recolor';
import type { DocumentDeps } from './deps';
import type { DecorationArt, ViewArt } from './draw-view';
import { readStoredFile, type DocumentData } from './load';

/**
 * An SVG whose root has a width and height but no viewBox draws at its own size, ignoring the box it is fitted
 * into: give it the viewBox its size implies, so it scales like the editor's <img> does.
 */
export function withViewBox(svg: string): string {
  const root = /<svg\b[^>]*>/i.exec(svg);
  if (!root || /\bviewBox\s*=/i.test(root[0])) return svg;
  const size = (name: string) => Number(new RegExp(`\\b${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(root[0])?.[1]);
  const width = size('width');
  const height = size('height');
  if (!(width > 0) || !(height > 0)) return svg;
  return svg.replace(root[0], root[0].replace(/^<svg\b/i, `<svg viewBox="0 0 ${width} ${height}"`));
}

/** What a stored logo is, by its key's extension (the upload pipeline checked the content and named it). */
function artOf(key: string, bytes: Buffer | undefined): DecorationArt {
  if (!bytes) return undefined;
  if (/\.svg$/i.test(key)) return { kind: 'svg', svg: withViewBox(bytes.toString('utf8')) };
  if (/\.jpe?g$/i.test(key)) return { kind: 'image', bytes };
  if (/\.png$/i.test(key)) return decodes(bytes) ? { kind: 'image', bytes } : undefined;
  return undefined;
}

/**
 * Whether a stored PNG decodes in full. pdfkit inflates a PNG's pixels in a zlib callback, where a damaged
 * body throws outside any try/catch and the document never ends; the upload keeps such a picture (with no
 * colours), so it is checked here and drawn as a labelled box instead.
 */
function decodes(bytes: Buffer): boolean {
  try {
    PNG.sync.read(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Reads every logo picture once and returns, per view, what `drawView` needs. */
export async function loadViewArt(deps: DocumentDeps, data: DocumentData): Promise<(view: DocumentView) => ViewArt> {
  const keys = [...new Set(data.views.flatMap((v) => v.decorations.flatMap((d) => (d.file ? [d.file.key] : []))))];
  const files = new Map(await Promise.all(keys.map(async (key) => [key, artOf(key, await readStoredFile(deps, key))] as const)));
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
