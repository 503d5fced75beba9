import { crc32, deflateRawSync } from 'node:zlib';
import { writeXlsx, type XlsxCell } from '../../src/modules/program-roster-import/files/write-xlsx';

/*
 * Spreadsheet files for the roster import's tests (issue 35, item 2): good ones (CSV in every encoding
 * and separator Excel writes, an .xlsx) and hostile ones (zip bombs, an encrypted entry, a DTD with
 * entities, an old .xls, a huge file).
 */

/** A CSV's bytes: UTF-8 with a BOM by default; 'latin1' is Excel's plain «CSV» (Windows-1252). */
export function csvOf(rows: readonly (readonly string[])[], options: { delimiter?: ',' | ';'; encoding?: 'utf8-bom' | 'utf8' | 'latin1' } = {}): Buffer {
  const d = options.delimiter ?? ',';
  const cell = (c: string) => (c.includes(d) || c.includes('"') || c.includes('\n') ? `"${c.replace(/"/g, '""')}"` : c);
  const text = rows.map((r) => r.map(cell).join(d)).join('\r\n') + '\r\n';
  if (options.encoding === 'latin1') return Buffer.from(text, 'latin1');
  return Buffer.from((options.encoding === 'utf8' ? '' : '\uFEFF') + text, 'utf8');
}

/** An .xlsx of these rows (the first is the header), as the template writer makes it. */
export function xlsxOf(rows: readonly (readonly XlsxCell[])[]): Buffer {
  const [header, ...data] = rows;
  return writeXlsx({ sheetName: 'Plantilla', header: (header ?? []).map(String), rows: data });
}

interface RawEntry {
  name: string;
  /** The bytes as stored (already deflated for method 8). */
  stored: Buffer;
  method: 0 | 8;
  /** What the central directory declares. */
  size: number;
  crc: number;
  flags?: number;
}

/** A ZIP archive of raw entries, sizes and flags as given (lies included). */
export function zipOf(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.flags ?? 0, 6);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.stored.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.flags ?? 0, 8);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.stored.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.stored);
    centrals.push(central, name);
    offset += 30 + name.length + e.stored.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const deflated = (name: string, data: Buffer, overrides: Partial<RawEntry> = {}): RawEntry => ({ name, stored: deflateRawSync(data, { level: 9 }), method: 8, size: data.length, crc: crc32(data), ...overrides });

const WORKBOOK = Buffer.from(
  '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>',
);
const RELS = Buffer.from(
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
);

/** An .xlsx whose sheet is `sheet` (XML text or bytes), with entry overrides (a lying size, flags). */
export function xlsxWithSheet(sheet: Buffer, overrides: Partial<RawEntry> = {}): Buffer {
  return zipOf([deflated('xl/workbook.xml', WORKBOOK), deflated('xl/_rels/workbook.xml.rels', RELS), deflated('xl/worksheets/sheet1.xml', sheet, overrides)]);
}

/** Zeros that deflate ~1000:1 (`megabytes` MB inflated). */
const zeros = (megabytes: number) => Buffer.alloc(megabytes * 1024 * 1024);

/** An .xlsx whose sheet says it inflates to 64 MB (honestly): refused before inflating. */
export const honestBombXlsx = () => xlsxWithSheet(zeros(64));

/** An .xlsx whose sheet declares 1 KB and inflates to 64 MB: inflating stops at 1 KB. */
export const lyingBombXlsx = () => xlsxWithSheet(zeros(64), { size: 1024 });

/** A plain ZIP bomb (not a workbook): one 64 MB entry. */
export const zipBomb = () => zipOf([deflated('bomba.txt', zeros(64))]);

/** An .xlsx whose sheet entry is flagged encrypted. */
export const encryptedXlsx = () => xlsxWithSheet(Buffer.from('<worksheet/>'), { flags: 1 });

/** An .xlsx whose sheet declares entities that expand (billion laughs). */
export const entityXlsx = () =>
  xlsxWithSheet(
    Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>',
    ),
  );

/** The first bytes of an OLE compound file (an .xls, or an .xlsx protected with a password). */
export const OLD_XLS = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
