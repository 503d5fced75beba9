const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

/** RFC 5987 `ext-value` of a name: its UTF-8 bytes, each one outside `attr-char` as %XX. */
function encodeExtValue(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const ch = String.fromCharCode(byte);
      return ATTR_CHAR.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * RFC 6266: an ASCII `filename` fallback (quotes, backslashes, %, controls such as CR/LF and
 * non-ASCII characters replaced by '_') and the exact name as UTF-8 in `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(filename)}`;
}
