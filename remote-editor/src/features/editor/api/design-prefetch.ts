import { getCurrentClothing, getLogos, getTexts } from '@muestrario/shared/api';

/** What the editor reads of a sample's design when it opens: its garment (or null), logos and texts. */
export type DesignRead = Awaited<ReturnType<typeof readDesign>>;

/**
 * The editor's first read: a list that fails reads as empty (the canvas still opens on the garment). The
 * page starts it while it still loads the sample (Editor.tsx) and hands it to the editor, so the garment's
 * picture, the editor's largest paint, no longer waits for the sample and then for this read in turn.
 */
export function readDesign(id: number) {
  return Promise.all([getCurrentClothing(id), getLogos(id).catch(() => []), getTexts(id).catch(() => [])]);
}

/** The page's early read: started once per page, its failure left to the editor's own read. */
export function startEarlyRead(id: number): Promise<DesignRead> {
  const read = readDesign(id);
  read.catch(() => undefined);
  return read;
}
