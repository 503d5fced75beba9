import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { PictureWorker } from '../../src/pictures/picture-worker';
import { Pictures } from '../../src/pictures/pictures';
import { DRAWING_MAX_SIDE } from '../../src/pictures/limits';
import { pngFile } from '../helpers/hostile-pictures';

jest.setTimeout(120_000);

/** An RGB PNG, white with a red rectangle inside (rows built by hand: pngjs's encoder is slow under Jest). */
function redOnWhite(width: number, height: number): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height, 255);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    if (y < height / 4 || y >= (height * 3) / 4) continue;
    for (let x = Math.floor(width / 4); x < (width * 3) / 4; x++) raw.set([200, 16, 46], y * row + 1 + x * 3);
  }
  return pngFile({ width, height, bitDepth: 8, colourType: 2, interlaced: false }, deflateSync(raw));
}

describe('the picture worker', () => {
  it('prepares a picture off the request thread: colours, and a drawing at most DRAWING_MAX_SIDE px a side', async () => {
    const pictures = new Pictures();
    try {
      const prepared = await pictures.prepare(redOnWhite(1600, 400), 'PNG');
      if (prepared.kind !== 'ready' || prepared.drawing?.kind !== 'png') throw new Error(JSON.stringify(prepared).slice(0, 200));
      expect(prepared.facts).toMatchObject({ colours: [{ hex: '#C8102E', share: 1 }], pixelWidth: 1600, pixelHeight: 400, coverage: 0.25 });
      const drawing = PNG.sync.read(Buffer.from(prepared.drawing.bytes));
      expect([drawing.width, drawing.height]).toEqual([DRAWING_MAX_SIDE, DRAWING_MAX_SIDE / 4]);
      const centre = ((DRAWING_MAX_SIDE / 8) * DRAWING_MAX_SIDE + DRAWING_MAX_SIDE / 2) * 4;
      expect([...drawing.data.subarray(0, 4), ...drawing.data.subarray(centre, centre + 4)]).toEqual([255, 255, 255, 255, 200, 16, 46, 255]);
      // A picture stored before: prepared once on read, then remembered.
      let reads = 0;
      const read = async () => (reads++, Buffer.from('<svg><rect width="1" height="1"/></svg>'));
      expect(await pictures.drawing('viejo.svg', read)).toMatchObject({ kind: 'svg' });
      expect(await pictures.drawing('viejo.svg', read)).toMatchObject({ kind: 'svg' });
      expect(reads).toBe(1);
      expect(await pictures.drawing('roto.png', async () => Buffer.from('no es png'))).toBeNull();
    } finally {
      await pictures.close();
    }
  });

  it('refuses a picture over its time limit and ends the worker; the next picture gets a new one', async () => {
    const worker = new PictureWorker(1);
    try {
      // 1 ms is too short for decoding 4 megapixels: the job times out once the worker has loaded.
      expect(await worker.prepare(redOnWhite(2000, 2000), 'PNG', 'logo')).toEqual({ kind: 'refused', message: EDITOR_MESSAGES.pictureTooSlow });
    } finally {
      await worker.close();
    }
    const again = new PictureWorker();
    try {
      expect(await again.prepare(Buffer.from('<svg/>'), 'SVG', 'logo')).toMatchObject({ kind: 'ready' });
    } finally {
      await again.close();
    }
  });
});
