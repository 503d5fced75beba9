import { DST_HEADER_BYTES, parseDstHeader } from './dst';
import { writeDstFile } from './dst-write';
import { DST_MESSAGES } from './messages';

/** A DST file as the format describes it: fixed-width fields ended by CR, 0x1A, spaces to 512, records. */
function dstFile(fields: Partial<Record<string, string>> = {}, options: { records?: number; omit?: string } = {}): Uint8Array {
  const values: Record<string, string> = {
    LA: 'LOGO ACME'.padEnd(16, ' '),
    ST: '0008412',
    CO: '  4',
    '+X': '  600',
    '-X': '  600',
    '+Y': '  255',
    '-Y': '  245',
    AX: '+    0',
    AY: '+    0',
    MX: '+    0',
    MY: '+    0',
    PD: '******',
    ...fields,
  };
  let header = '';
  for (const [tag, value] of Object.entries(values)) if (tag !== options.omit) header += `${tag}:${value}\r`;
  header += '\x1a';
  header = header.padEnd(DST_HEADER_BYTES, ' ');
  const records = options.records ?? 3;
  const bytes = new Uint8Array(DST_HEADER_BYTES + records * 3);
  for (let i = 0; i < header.length; i++) bytes[i] = header.charCodeAt(i);
  bytes.set([0x00, 0x00, 0xf3], bytes.length - 3); // end of design record
  return bytes;
}

describe('parseDstHeader', () => {
  it('reads stitches, colour changes and size', () => {
    const result = parseDstHeader(dstFile());
    expect(result).toEqual({
      ok: true,
      header: { label: 'LOGO ACME', stitches: 8412, colourChanges: 4, widthMm: 120, heightMm: 50 },
    });
  });

  it('accepts a header of exactly 512 bytes and fields padded differently', () => {
    const result = parseDstHeader(dstFile({ ST: '   120', CO: '0' }, { records: 0 }));
    expect(result.ok && result.header.stitches).toBe(120);
    expect(result.ok && result.header.colourChanges).toBe(0);
  });

  it('refuses a file that is not a DST', () => {
    expect(parseDstHeader(new TextEncoder().encode('%PDF-1.7 …'))).toEqual({ ok: false, error: DST_MESSAGES.notDst });
    expect(parseDstHeader(new Uint8Array())).toEqual({ ok: false, error: DST_MESSAGES.notDst });
  });

  it('refuses a header cut short', () => {
    expect(parseDstHeader(dstFile().slice(0, 300))).toEqual({ ok: false, error: DST_MESSAGES.tooShort });
    expect(parseDstHeader(dstFile().slice(0, DST_HEADER_BYTES - 1))).toEqual({ ok: false, error: DST_MESSAGES.tooShort });
  });

  it('refuses a missing field and a field that is not a number', () => {
    expect(parseDstHeader(dstFile({}, { omit: 'ST' }))).toEqual({ ok: false, error: DST_MESSAGES.missingField('ST') });
    expect(parseDstHeader(dstFile({}, { omit: '-Y' }))).toEqual({ ok: false, error: DST_MESSAGES.missingField('-Y') });
    expect(parseDstHeader(dstFile({ CO: ' x3' }))).toEqual({ ok: false, error: DST_MESSAGES.badNumber('CO') });
    expect(parseDstHeader(dstFile({ '+X': '-12.5' }))).toEqual({ ok: false, error: DST_MESSAGES.badNumber('+X') });
  });

  it('has Spanish messages', () => {
    expect(DST_MESSAGES.missingField('ST')).toBe('El archivo DST no es válido: su cabecera no tiene el campo ST.');
  });
});

describe('writeDstFile', () => {
  it('writes a header the parser reads back', () => {
    const header = { label: 'ESCUDO', stitches: 8_412, colourChanges: 2, widthMm: 90, heightMm: 45 };
    expect(parseDstHeader(writeDstFile(header))).toEqual({ ok: true, header });
  });

  it('writes malformed headers on request', () => {
    const header = { label: 'X', stitches: 10, colourChanges: 0, widthMm: 10, heightMm: 10 };
    expect(parseDstHeader(writeDstFile(header, { ST: 'muchas' }))).toEqual({ ok: false, error: DST_MESSAGES.badNumber('ST') });
    expect(parseDstHeader(writeDstFile(header, { CO: null }))).toEqual({ ok: false, error: DST_MESSAGES.missingField('CO') });
  });
});
