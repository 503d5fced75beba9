import { crc32, inflateRawSync } from 'node:zlib';

/*
 * A bounded reader of ZIP archives (the container of an .xlsx), for files a stranger uploads. Only the
 * central directory is trusted for where entries are; an entry declaring more than its part's limit is
 * refused before inflating, and every entry is inflated by Node's zlib with a hard output limit of its
 * declared size (`maxOutputLength`), so a zip bomb that lies about its size stops there. (fflate's unzip
 * bounds the memory to the declared size but keeps inflating the rest: a 1 MB entry that inflates to 1 GB
 * took 8 s of CPU; zlib stops at the limit in about a millisecond.)
 * ZIP64, encrypted entries and methods other than stored/deflate are refused: Excel and LibreOffice write
 * none of them for a workbook this small.
 */

export class ZipError extends Error {
  constructor(
    readonly kind: 'malformed' | 'encrypted' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** More entries than any workbook needs (a roster has about ten). */
const MAX_ENTRIES = 2_000;

const malformed = (what: string) => new ZipError('malformed', what);

/** The entries of the archive's central directory, by name. Throws ZipError. */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  if (zip.length < 22) throw malformed('too short');
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw malformed('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  const dirSize = zip.readUInt32LE(end + 12);
  const dirOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff) throw malformed('ZIP64');
  if (count > MAX_ENTRIES) throw new ZipError('too-large', 'too many entries');
  if (dirOffset + dirSize > end) throw malformed('central directory out of bounds');
  const entries = new Map<string, ZipEntry>();
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw malformed('bad central directory entry');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) throw malformed('entry name out of bounds');
    const entry: ZipEntry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.localOffset === 0xffffffff) throw malformed('ZIP64');
    entries.set(entry.name, entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The bytes of one entry, at most `maxBytes` once inflated (ZipError 'too-large' past it, whatever the
 * headers say), checked against its CRC-32.
 */
export function readZipEntry(zip: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  if (entry.flags & 0x1) throw new ZipError('encrypted', 'encrypted entry');
  if (entry.size > maxBytes) throw new ZipError('too-large', `${entry.name} declares ${entry.size} bytes`);
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw malformed('bad local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > zip.length) throw malformed('entry data out of bounds');
  let bytes: Buffer;
  if (entry.method === 0) {
    bytes = data;
  } else if (entry.method === 8) {
    try {
      // Never more than the entry declares: a stream that inflates past its declared size is a bomb.
      bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') throw new ZipError('too-large', `${entry.name} inflates past its declared ${entry.size} bytes`);
      throw malformed(`${entry.name} does not inflate`);
    }
  } else {
    throw malformed(`compression method ${entry.method}`);
  }
  if (bytes.length !== entry.size || crc32(bytes) !== entry.crc) throw malformed(`${entry.name} fails its size or CRC check`);
  return bytes;
}
