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

/** Tajima DST: a 512-byte text header that starts with the label field 'LA:' and has 'ST:' and 'CO:'. */
export function looksLikeDst(head: Buffer): boolean {
  if (head.length < 512) return false;
  const header = head.subarray(0, 512).toString('latin1');
  return header.startsWith('LA:') && header.includes('ST:') && header.includes('CO:');
}
