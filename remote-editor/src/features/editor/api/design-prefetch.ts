import { garmentViewUrl, getCurrentClothing, getLogos, getTexts, preloadSample } from '@muestrario/shared/api';
import type { CurrentClothing, SampleDetail } from '@muestrario/shared/contract';
import { sampleIdOf } from '@muestrario/shared/routes';

/** What the editor reads of a sample's design when it opens: its garment (or null), logos and texts. */
export type DesignRead = Awaited<ReturnType<typeof readDesign>>;

/** The editor's first read: a list that fails reads as empty (the canvas still opens on the garment). */
export function readDesign(id: number) {
  return Promise.all([getCurrentClothing(id), getLogos(id).catch(() => []), getTexts(id).catch(() => [])]);
}

/** An early read is used only this soon after it started (the page that asked for it is still opening). */
const FRESH_MS = 10_000;
let early: { id: number; at: number; read: Promise<DesignRead> } | null = null;

/**
 * Starts the design's read before the editor renders (issue 34: the garment's picture, the editor's largest
 * paint, waited for the editor's code, then the sample, then this read, in turn): from the route's preload
 * as soon as the page's address is known, or from the page while the sample loads. Started once per sample.
 */
export function startEarlyRead(id: number, now = Date.now()): Promise<DesignRead> {
  if (early && early.id === id && now - early.at < FRESH_MS) return early.read;
  const read = readDesign(id);
  read.then(
    (value) => arrived.set(read, value),
    () => undefined,
  );
  early = { id, at: now, read };
  return read;
}

/** The answers of early reads that have arrived, by read. */
const arrived = new WeakMap<Promise<DesignRead>, DesignRead>();

/**
 * The answer of an early read when it has already arrived (the usual case: the route's preload started it
 * with the editor's code), else undefined: the editor then opens on it in its first render instead of a
 * spinner and a second render.
 */
export const arrivedRead = (read: Promise<DesignRead> | undefined): DesignRead | undefined => (read ? arrived.get(read) : undefined);

/** The early read of this sample, once, while fresh; the editor's first load takes it (or reads itself). */
export function takeEarlyRead(id: number, now = Date.now()): Promise<DesignRead> | undefined {
  const taken = early;
  early = null;
  return taken && taken.id === id && now - taken.at < FRESH_MS ? taken.read : undefined;
}

/** The garment's pictures the editor shows first (the canvas and the view buttons), in its colour; none on 'Lienzo'. */
export function firstPictures(sample: Pick<SampleDetail, 'sampleOn' | 'clothingColor'>, clothing: CurrentClothing | null): string[] {
  if (!clothing || sample.sampleOn === 'Lienzo') return [];
  return clothing.positions.map((view) => garmentViewUrl(view.image, sample.clothingColor));
}

const hinted = new Set<string>();

/**
 * Asks for pictures before the editor renders them (`<link rel=preload as=image>`; the canvas's, the page's
 * largest paint, first and at high priority): the `<img>` the editor then draws finds each one loaded.
 */
export function preloadPictures(urls: string[]): void {
  urls.forEach((url, index) => {
    if (hinted.has(url)) return;
    hinted.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.setAttribute('fetchpriority', index === 0 ? 'high' : 'low');
    document.head.append(link);
  });
}

/**
 * The editor route's first data, from its address: the sample (into SWR's cache) and the design's read; once
 * both are here, the garment's pictures.
 */
export function preloadEditorData(id: string | undefined): Promise<unknown> {
  const sampleId = sampleIdOf(id);
  if (!sampleId) return Promise.resolve();
  const both = Promise.all([preloadSample(sampleId) as Promise<SampleDetail | undefined>, startEarlyRead(sampleId)]);
  both.then(([sample, [clothing]]) => sample && preloadPictures(firstPictures(sample, clothing)), () => undefined);
  return both;
}
