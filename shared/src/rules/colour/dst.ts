import { DST_MESSAGES } from './messages';

/**
 * Reads the 512-byte header of a Tajima DST embroidery file. The header is ASCII text, fields written
 * as `TAG:value` each ended by a carriage return (0x0D), then 0x1A and spaces up to byte 512:
 *
 *   LA:label (16)  ST:stitches (7)  CO:colour changes (3)
 *   +X:  -X:  +Y:  -Y: extents from the start point in 0.1 mm (5 each)
 *   AX: AY: MX: MY: (last point, multi-volume; not used)  PD: (6)
 *
 * The stitch records follow from byte 512. Fields are found by their tag (machines pad them with
 * spaces differently), so a header whose tags are missing or not numbers gives a clear error.
 */

export const DST_HEADER_BYTES = 512;

export interface DstHeader {
  label: string;
  stitches: number;
  /** Colour changes (CO); the design uses one more thread colour than this. */
  colourChanges: number;
  /** Size of the design, mm (from the extents). */
  widthMm: number;
  heightMm: number;
}

export type DstResult = { ok: true; header: DstHeader } | { ok: false; error: string };

const NUMERIC_FIELDS = ['ST', 'CO', '+X', '-X', '+Y', '-Y'] as const;

export function parseDstHeader(bytes: Uint8Array): DstResult {
  if (String.fromCharCode(...bytes.subarray(0, 3)) !== 'LA:') return { ok: false, error: DST_MESSAGES.notDst };
  if (bytes.length < DST_HEADER_BYTES) return { ok: false, error: DST_MESSAGES.tooShort };
  // The header ends at the first 0x1A (end of text); what follows is padding.
  const text = String.fromCharCode(...bytes.subarray(0, DST_HEADER_BYTES)).split('\u001a')[0] ?? '';

  const fields = new Map<string, string>();
  for (const m of text.matchAll(/(LA|ST|CO|[+-][XY]|AX|AY|MX|MY|PD):([^\r]*)/g)) {
    const [, tag = '', value = ''] = m;
    if (!fields.has(tag)) fields.set(tag, value);
  }
  const numbers: Partial<Record<(typeof NUMERIC_FIELDS)[number], number>> = {};
  for (const tag of NUMERIC_FIELDS) {
    const raw = fields.get(tag);
    if (raw === undefined) return { ok: false, error: DST_MESSAGES.missingField(tag) };
    if (!/^\s*\d+\s*$/.test(raw)) return { ok: false, error: DST_MESSAGES.badNumber(tag) };
    numbers[tag] = parseInt(raw, 10);
  }
  const n = numbers as Record<(typeof NUMERIC_FIELDS)[number], number>;
  return {
    ok: true,
    header: {
      label: (fields.get('LA') ?? '').trim(),
      stitches: n.ST,
      colourChanges: n.CO,
      widthMm: (n['+X'] + n['-X']) / 10,
      heightMm: (n['+Y'] + n['-Y']) / 10,
    },
  };
}
