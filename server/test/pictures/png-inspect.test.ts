import { deflateSync } from 'node:zlib';
import { MAX_PICTURE_SIDE } from '../../src/pictures/limits';
import { INFLATE_SLACK_BYTES, inflatedSize, inspectPng } from '../../src/pictures/png-inspect';
import { uploadedPictureProblem } from '../../src/pictures/upload-check';
import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { jpegSize } from '../../src/pictures/jpeg-size';
import { interlacedBombPng, pngFile, SMALL_PNG, TRUNCATED_JPEG, ZERO_LENGTH_MARKERS_JPEG } from '../helpers/hostile-pictures';

const header = (width: number, height: number, colourType: number, bitDepth: number, interlaced: boolean) => ({ width, height, colourType, bitDepth, interlaced });

describe('PNG inspection', () => {
  it('knows how many bytes every kind of PNG inflates to', () => {
    expect(inflatedSize(header(2, 2, 2, 8, false))).toBe(2 * (1 + 6));
    expect(inflatedSize(header(3, 1, 0, 1, false))).toBe(1 + 1);
    expect(inflatedSize(header(10, 10, 6, 16, false))).toBe(10 * (1 + 80));
    // Adam7 of 1 × 1: only the first pass holds a pixel.
    expect(inflatedSize(header(1, 1, 6, 8, true))).toBe(1 + 4);
    // Adam7 of 8 × 8 grey: passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4, 8×4 pixels.
    expect(inflatedSize(header(8, 8, 0, 8, true))).toBe(2 + 2 + 3 + 2 * 3 + 2 * 5 + 4 * 5 + 4 * 9);
  });

  it('accepts a PNG that inflates to its size, refuses one inflating past it, leaves a damaged one to the decoder', async () => {
    expect(inspectPng(SMALL_PNG)).toMatchObject({ kind: 'ok', header: { width: 2, height: 2 } });
    const exact = pngFile(header(8, 8, 0, 8, true), deflateSync(Buffer.alloc(inflatedSize(header(8, 8, 0, 8, true)))));
    expect(inspectPng(exact).kind).toBe('ok');
    const over = pngFile(header(1, 1, 6, 8, true), deflateSync(Buffer.alloc(5 + INFLATE_SLACK_BYTES + 1)));
    expect(inspectPng(over).kind).toBe('inflates-too-much');
    expect(inspectPng(await interlacedBombPng()).kind).toBe('inflates-too-much');
    expect(await uploadedPictureProblem(over, 'PNG')).toBe(EDITOR_MESSAGES.pictureDamaged);
    expect(await uploadedPictureProblem(exact, 'PNG')).toBeUndefined();
    expect(inspectPng(SMALL_PNG.subarray(0, 40)).kind).toBe('unreadable');
    expect(inspectPng(Buffer.alloc(0)).kind).toBe('unreadable');
  });

  it('bounds each side, not only the area', async () => {
    expect(inspectPng(pngFile(header(1, 25_000_000, 0, 8, false), deflateSync(Buffer.alloc(10))))).toEqual({ kind: 'too-large', width: 1, height: 25_000_000 });
    expect(inspectPng(pngFile(header(MAX_PICTURE_SIDE, 1, 0, 8, false), deflateSync(Buffer.alloc(10)))).kind).toBe('ok');
    const gif = Buffer.from('GIF89a\xff\xff\x01\x00\x00\x00\x00;', 'latin1');
    expect(await uploadedPictureProblem(gif, 'GIF')).toBe(EDITOR_MESSAGES.pictureSideTooLarge(65_535, 1, MAX_PICTURE_SIDE));
  });

  it('reads a JPEG size without looping on cut or zero-length markers', () => {
    expect(jpegSize(TRUNCATED_JPEG)).toBeUndefined();
    expect(jpegSize(ZERO_LENGTH_MARKERS_JPEG)).toBeUndefined();
    expect(jpegSize(Buffer.from('ffd8ffc0001108001000200301220002110103110100', 'hex'))).toEqual({ width: 32, height: 16 });
  });
});
