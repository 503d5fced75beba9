import { randomBytes } from 'node:crypto';

export interface FilePart {
  /** Form field name (default 'file'). */
  field?: string;
  /** Plain `filename="…"` parameter (ASCII). */
  filename?: string;
  /** Exact name sent as RFC 5987 `filename*=UTF-8''…` (quotes, CR/LF, accents survive). */
  filenameStar?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body with file parts (and optional text fields), for `app.inject` or raw HTTP. */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----muestrario${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    let disposition = `form-data; name="${f.field ?? 'file'}"`;
    if (f.filename !== undefined) disposition += `; filename="${f.filename}"`;
    if (f.filenameStar !== undefined) disposition += `; filename*=UTF-8''${encodeURIComponent(f.filenameStar)}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
