import { DST_HEADER_BYTES, type DstHeader } from './dst';

/**
 * Writes a small Tajima DST file as the format describes it: the 512-byte header (fixed-width fields
 * `LA:` 16 characters, `ST:` 7 digits, `CO:` 3, `+X: -X: +Y: -Y:` 5 in 0.1 mm, `AX: AY: MX: MY:` sign and
 * 5 digits, `PD:` 6; each ended by CR, then 0x1A and spaces to byte 512), then one end-of-design record
 * (0x00 0x00 0xF3). The stitch records themselves are not written: the header is what this product
 * reads. Used to build files for tests and demos; `replace` overrides a field's raw text (malformed files).
 */
export function writeDstFile(header: DstHeader, replace: Partial<Record<string, string | null>> = {}): Uint8Array {
  const half = (mm: number) => String(Math.round((mm / 2) * 10)).padStart(5, ' ');
  const fields: Record<string, string> = {
    LA: header.label.slice(0, 16).padEnd(16, ' '),
    ST: String(header.stitches).padStart(7, '0'),
    CO: String(header.colourChanges).padStart(3, ' '),
    '+X': half(header.widthMm),
    '-X': half(header.widthMm),
    '+Y': half(header.heightMm),
    '-Y': half(header.heightMm),
    AX: '+    0',
    AY: '+    0',
    MX: '+    0',
    MY: '+    0',
    PD: '******',
  };
  let text = '';
  for (const [tag, value] of Object.entries(fields)) {
    const raw = replace[tag] === undefined ? value : replace[tag];
    if (raw !== null) text += `${tag}:${raw}\r`;
  }
  text = `${text}\x1a`.padEnd(DST_HEADER_BYTES, ' ').slice(0, DST_HEADER_BYTES);
  const bytes = new Uint8Array(DST_HEADER_BYTES + 3);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  bytes.set([0x00, 0x00, 0xf3], DST_HEADER_BYTES);
  return bytes;
}
