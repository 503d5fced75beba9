import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  name?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject: text fields first, then the file (as browsers send FormData). */
export function multipart(fields: Record<string, string | number>, file?: MultipartFile, options: { truncate?: boolean } = {}) {
  const boundary = `----muestrario${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  if (!options.truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small valid PNG (2 × 1 px). */
export const PNG_2x1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000010806000000f4227f8a0000000e4944415478da63f8cfc00042ff010ff903fd9879d7000000000049454e44ae426082',
  'hex',
);
/** The first bytes of a JPEG (enough for detection). */
export const JPEG_BYTES = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0)]);
export const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#c00"/></svg>');
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
export const HTML_BYTES = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
