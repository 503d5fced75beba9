import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { MAX_SVG_DRAWN_ELEMENTS, MAX_SVG_NUMBER, MAX_SVG_USE_DEPTH } from './limits';

/**
 * SVG logos made safe once (issue 28): the file is parsed by a small scanner of our own (no entities, no
 * DOCTYPE, no external parser) and written again from what is allowed:
 * - only drawing elements (shapes, text, groups, gradients, clip paths, masks, patterns, `<use>`); scripts,
 *   `<foreignObject>`, `<image>` (no embedded or linked pictures at all), links and unknown elements are
 *   dropped with their content;
 * - no event handlers; `href` only to an element of the same file (`#id`); `url(…)` only as `url(#id)`;
 * - the elements drawn, counting what every `<use>` and `url(#id)` repeats, at most MAX_SVG_DRAWN_ELEMENTS,
 *   `<use>` nested at most MAX_SVG_USE_DEPTH levels, no reference loops;
 * - every number in an attribute or a style at most MAX_SVG_NUMBER in magnitude.
 * The result is a `SafeSvg`, the only kind of SVG text the PDF drawing accepts.
 */

declare const safe: unique symbol;
/** SVG text written by `sanitizeSvg`. */
export type SafeSvg = string & { readonly [safe]: true };

export type SanitizedSvg = { svg: SafeSvg } | { problem: string };

interface Element {
  name: string;
  attrs: [string, string][];
  children: (Element | string)[];
}

const ALLOWED = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan',
  'textPath', 'title', 'desc', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'style',
]);
/** Attributes whose values are names, never measures (left out of the number check). */
const NAMES = new Set(['id', 'class', 'href', 'xlink:href', 'xmlns', 'xml:space', 'font-family', 'lang', 'xml:lang']);
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const HEX_COLOUR = /#[0-9a-fA-F]{3,8}\b/g;
const FRAGMENT_URL = /url\(\s*['"]?#[^)'"]*['"]?\s*\)/g;
const ANY_URL = /url\s*\(/i;
const KNOWN_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g;

class Unreadable extends Error {}

/** The SVG text as a tree, or Unreadable: tags must nest, attributes must be well formed. */
function parse(text: string, maxElements: number): Element {
  const root: Element = { name: '#document', attrs: [], children: [] };
  const stack: Element[] = [root];
  let count = 0;
  let i = 0;
  const n = text.length;
  const skipTo = (marker: string, from: number) => {
    const j = text.indexOf(marker, from);
    return j < 0 ? n : j + marker.length;
  };
  while (i < n) {
    const top = stack[stack.length - 1]!;
    if (text[i] !== '<') {
      const j = text.indexOf('<', i);
      const end = j < 0 ? n : j;
      top.children.push(text.slice(i, end));
      i = end;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      i = skipTo('-->', i + 4);
      continue;
    }
    if (text.startsWith('<![CDATA[', i)) {
      const j = text.indexOf(']]>', i + 9);
      const end = j < 0 ? n : j;
      top.children.push(text.slice(i + 9, end).replace(/&/g, '&amp;').replace(/</g, '&lt;'));
      i = end + 3;
      continue;
    }
    if (text.startsWith('<!', i)) {
      // A DOCTYPE and its internal subset (entity definitions) are dropped whole.
      const bracket = text.indexOf('[', i);
      const close = text.indexOf('>', i);
      i = bracket >= 0 && (close < 0 || bracket < close) ? skipTo('>', skipTo(']', bracket)) : close < 0 ? n : close + 1;
      continue;
    }
    if (text.startsWith('<?', i)) {
      i = skipTo('?>', i + 2);
      continue;
    }
    const closing = text[i + 1] === '/';
    const nameMatch = /[A-Za-z_][\w:.-]*/y;
    nameMatch.lastIndex = i + (closing ? 2 : 1);
    const name = nameMatch.exec(text)?.[0];
    if (!name) throw new Unreadable();
    i = nameMatch.lastIndex;
    if (closing) {
      const end = text.indexOf('>', i);
      if (end < 0 || text.slice(i, end).trim() !== '' || top.name !== name || stack.length === 1) throw new Unreadable();
      stack.pop();
      i = end + 1;
      continue;
    }
    const element: Element = { name, attrs: [], children: [] };
    if (++count > maxElements) throw new TooMany(count);
    for (;;) {
      while (i < n && /\s/.test(text[i]!)) i++;
      if (i >= n) throw new Unreadable();
      if (text[i] === '>') {
        i++;
        top.children.push(element);
        stack.push(element);
        break;
      }
      if (text.startsWith('/>', i)) {
        i += 2;
        top.children.push(element);
        break;
      }
      const attrName = /[^\s=/>"'<]+/y;
      attrName.lastIndex = i;
      const attr = attrName.exec(text)?.[0];
      if (!attr) throw new Unreadable();
      i = attrName.lastIndex;
      while (i < n && /\s/.test(text[i]!)) i++;
      if (text[i] !== '=') throw new Unreadable();
      i++;
      while (i < n && /\s/.test(text[i]!)) i++;
      const quote = text[i];
      if (quote !== '"' && quote !== "'") throw new Unreadable();
      const end = text.indexOf(quote, i + 1);
      if (end < 0) throw new Unreadable();
      element.attrs.push([attr, text.slice(i + 1, end)]);
      i = end + 1;
    }
  }
  if (stack.length !== 1) throw new Unreadable();
  return root;
}

class TooMany extends Error {
  constructor(readonly count: number) {
    super('too many elements');
  }
}
class Refused extends Error {}

const localHref = (value: string) => /^\s*#[^\s]+$/.test(value);

/** An attribute kept as it is, changed, or dropped (undefined). */
function cleanAttribute(element: string, name: string, value: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || lower === 'xml:base' || (lower === 'style' && /@import|expression\s*\(/i.test(value))) return undefined;
  if (lower === 'href' || lower === 'xlink:href') return localHref(value) && element !== 'a' ? value.trim() : undefined;
  if (lower.startsWith('xmlns')) return /^http:\/\/www\.w3\.org\//.test(value) ? value : undefined;
  if (name.includes(':') && !lower.startsWith('xml:') && !lower.startsWith('xlink:')) return undefined;
  // Only references inside the file: url(#id); any other url(…) drops the attribute.
  if (ANY_URL.test(value.replace(FRAGMENT_URL, ''))) return undefined;
  return value;
}

function checkNumbers(name: string, value: string): void {
  if (NAMES.has(name)) return;
  for (const token of value.replace(FRAGMENT_URL, '').replace(HEX_COLOUR, '').match(NUMBER) ?? []) {
    const n = Number(token);
    if (!Number.isFinite(n) || Math.abs(n) > MAX_SVG_NUMBER) throw new Refused(EDITOR_MESSAGES.svgNumberOutOfRange(token));
  }
}

/** The element with only what is allowed, or undefined when it goes with its content. */
function clean(element: Element): Element | undefined {
  if (!ALLOWED.has(element.name)) return undefined;
  const attrs: [string, string][] = [];
  for (const [name, value] of element.attrs) {
    const kept = cleanAttribute(element.name, name, value);
    if (kept === undefined) continue;
    checkNumbers(name, kept);
    attrs.push([name, kept]);
  }
  const children: (Element | string)[] = [];
  for (const child of element.children) {
    if (typeof child === 'string') {
      if (element.name === 'style') {
        // Rules may not fetch anything: no @import, url(…) only to the file's own elements.
        const css = child.replace(/@import[^;]*;?/gi, '').replace(/url\s*\([^)]*\)/gi, 'none');
        checkNumbers('style', css);
        children.push(css);
      } else children.push(child);
      continue;
    }
    const kept = clean(child);
    if (kept) children.push(kept);
  }
  return { name: element.name, attrs, children };
}

/** References an element makes to others of the file: its `href="#id"` and every `url(#id)`. */
function references(element: Element): string[] {
  const ids: string[] = [];
  for (const [name, value] of element.attrs) {
    if (name === 'href' || name === 'xlink:href') ids.push(value.trim().slice(1));
    for (const m of value.matchAll(/url\(\s*['"]?#([^)'"\s]+)/g)) ids.push(m[1]!);
  }
  return ids;
}

/** Elements drawn and `<use>` depth, each reference counted as what it repeats; refuses loops and excess. */
function measure(root: Element, maxDrawn: number): void {
  const byId = new Map<string, Element>();
  const index = (e: Element) => {
    const id = e.attrs.find(([name]) => name === 'id')?.[1];
    if (id !== undefined && !byId.has(id)) byId.set(id, e);
    e.children.forEach((c) => typeof c !== 'string' && index(c));
  };
  index(root);
  const memo = new Map<Element, { drawn: number; depth: number }>();
  const visiting = new Set<Element>();
  const cost = (e: Element): { drawn: number; depth: number } => {
    const known = memo.get(e);
    if (known) return known;
    if (visiting.has(e)) throw new Refused(EDITOR_MESSAGES.svgUseLoop);
    visiting.add(e);
    let drawn = 1;
    let depth = 0;
    const add = (c: { drawn: number; depth: number }, viaUse: boolean) => {
      drawn = Math.min(drawn + c.drawn, Number.MAX_SAFE_INTEGER);
      depth = Math.max(depth, c.depth + (viaUse ? 1 : 0));
    };
    for (const child of e.children) if (typeof child !== 'string') add(cost(child), false);
    for (const id of references(e)) {
      const target = byId.get(id);
      if (target) add(cost(target), e.name === 'use');
    }
    visiting.delete(e);
    if (drawn > maxDrawn) throw new Refused(EDITOR_MESSAGES.svgTooComplex(drawn, maxDrawn));
    if (depth > MAX_SVG_USE_DEPTH) throw new Refused(EDITOR_MESSAGES.svgUseTooDeep(MAX_SVG_USE_DEPTH));
    const result = { drawn, depth };
    memo.set(e, result);
    return result;
  };
  cost(root);
}

const escapeAttr = (value: string) => value.replace(KNOWN_ENTITY, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const escapeText = (value: string) => value.replace(KNOWN_ENTITY, '&amp;').replace(/</g, '&lt;');

function write(e: Element): string {
  const attrs = e.attrs.map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
  if (e.children.length === 0) return `<${e.name}${attrs}/>`;
  return `<${e.name}${attrs}>${e.children.map((c) => (typeof c === 'string' ? escapeText(c) : write(c))).join('')}</${e.name}>`;
}

/** A root with a width and height but no viewBox gets the viewBox they imply, so it scales into its box. */
function withViewBox(svg: Element): void {
  const get = (name: string) => svg.attrs.find(([n]) => n === name)?.[1];
  if (get('viewBox') !== undefined) return;
  const size = (value: string | undefined) => Number(/^\s*([\d.]+)(px)?\s*$/.exec(value ?? '')?.[1]);
  const width = size(get('width'));
  const height = size(get('height'));
  if (width > 0 && height > 0) svg.attrs.unshift(['viewBox', `0 0 ${width} ${height}`]);
}

/** `maxDrawn`: elements the SVG may draw (a logo's by default; a render's is larger). */
export function sanitizeSvg(text: string, maxDrawn = MAX_SVG_DRAWN_ELEMENTS): SanitizedSvg {
  try {
    const document = parse(text.replace(/^\uFEFF/, ''), maxDrawn);
    const roots = document.children.filter((c): c is Element => typeof c !== 'string');
    const trailing = document.children.some((c) => typeof c === 'string' && c.trim() !== '');
    if (roots.length !== 1 || roots[0]!.name !== 'svg' || trailing) return { problem: EDITOR_MESSAGES.svgUnreadable };
    const svg = clean(roots[0]!)!;
    measure(svg, maxDrawn);
    withViewBox(svg);
    if (!svg.attrs.some(([name]) => name === 'xmlns')) svg.attrs.unshift(['xmlns', 'http://www.w3.org/2000/svg']);
    return { svg: write(svg) as SafeSvg };
  } catch (error) {
    if (error instanceof Refused) return { problem: error.message };
    if (error instanceof TooMany) return { problem: EDITOR_MESSAGES.svgTooComplex(error.count, maxDrawn) };
    if (error instanceof Unreadable) return { problem: EDITOR_MESSAGES.svgUnreadable };
    throw error;
  }
}
