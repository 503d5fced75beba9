/** Recognisers for formats `file-type` does not know, each judged by the first bytes of a file. */

/**
 * An SVG file: UTF-8 text (no NUL bytes) that, after an optional BOM, XML declaration, comments and
 * a DOCTYPE without an internal subset (no entity tricks), opens with an `<svg` root element.
 */
export function looksLikeSvg(data: Buffer): boolean {
  if (data.length === 0 || data.includes(0)) return false;
  let text = data.subarray(0, 8192).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let rest = text.trimStart();
  for (;;) {
    if (rest.startsWith('<?xml')) {
      const end = rest.indexOf('?>');
      if (end < 0) return false;
      rest = rest.slice(end + 2).trimStart();
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return false;
      rest = rest.slice(end + 3).trimStart();
    } else if (/^<!DOCTYPE\s/i.test(rest)) {
      const end = rest.indexOf('>');
      if (end < 0 || rest.slice(0, end).includes('[')) return false;
      if (!/^<!DOCTYPE\s+svg[\s>]/i.test(rest)) return false;
      rest = rest.slice(end + 1).trimStart();
    } else {
      return /^<svg[\s>/]/.test(rest);
    }
  }
}

/** Brother PES: '#PES' and a four-digit version ('#PES0001', '#PES0060'). */
export function looksLikePes(head: Buffer): boolean {
  return /^#PES\d{4}/.test(head.subarray(0, 8).toString('latin1'));
}

/**
 * Tajima DST: a text header that starts with the label field 'LA:'. Only the start is judged here: the
 * render route reads the whole 512-byte header with the shared parser (`parseDstHeader`), so a cut or
 * malformed DST gets its precise Spanish message (400) instead of a generic 'format not accepted'.
 */
export function looksLikeDst(head: Buffer): boolean {
  return head.subarray(0, 3).toString('latin1') === 'LA:';
}
