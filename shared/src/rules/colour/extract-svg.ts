import { hexToLab, parseHex, toHex, type Lab } from './lab';

/**
 * Fill and stroke colours of an SVG logo, read from its text (no rendering, so it runs the same on the
 * server and in the browser): `fill`, `stroke` and `stop-color` as attributes, in `style="…"` and in
 * `<style>` rules; colours written as hex (#RGB, #RRGGBB, alpha digits ignored), `rgb()` or one of the
 * common CSS names below. `none`, `transparent`, `currentColor` and `url(#…)` references are skipped
 * (a gradient's colours come from its `stop-color`s).
 *
 * Area shares: the text alone cannot tell how much of the logo each colour covers. When every coloured
 * element is a filled `rect`, `circle` or `ellipse` with numeric sizes (and nothing is stroked or styled
 * in a `<style>` rule), shares are those shapes' areas (overlaps counted twice); otherwise every colour
 * gets an equal share and `sharesEstimated` is false. For true shares the browser can draw the SVG on a
 * canvas and pass the pixels to `extractRasterColours`.
 */

export interface SvgColour {
  hex: string;
  lab: Lab;
  share: number;
}

export interface SvgExtraction {
  colours: SvgColour[];
  /** True when the shares come from measured shapes, false when they are equal shares. */
  sharesEstimated: boolean;
}

const NAMED: Record<string, string> = {
  black: '#000000', white: '#FFFFFF', red: '#FF0000', green: '#008000', lime: '#00FF00', blue: '#0000FF',
  yellow: '#FFFF00', orange: '#FFA500', purple: '#800080', fuchsia: '#FF00FF', magenta: '#FF00FF',
  cyan: '#00FFFF', aqua: '#00FFFF', navy: '#000080', teal: '#008080', maroon: '#800000', olive: '#808000',
  gray: '#808080', grey: '#808080', silver: '#C0C0C0', gold: '#FFD700', pink: '#FFC0CB', brown: '#A52A2A',
};

/** A CSS colour value → '#RRGGBB', or undefined when it is none/url/unknown. */
export function parseCssColour(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(v)?.[1];
  if (hex) {
    const digits = hex.length === 4 ? hex.slice(0, 3) : hex.length === 8 ? hex.slice(0, 6) : hex;
    const rgb = parseHex(digits);
    return rgb && toHex(rgb);
  }
  const fn = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)/.exec(v);
  if (fn) {
    const [r = 0, g = 0, b = 0] = fn.slice(1, 4).map((c = '') => (c.endsWith('%') ? (parseFloat(c) * 255) / 100 : parseFloat(c)));
    return toHex({ r, g, b });
  }
  return NAMED[v];
}

const MEASURABLE = new Set(['rect', 'circle', 'ellipse']);

export function extractSvgColours(svg: string, maxColours = 12): SvgExtraction {
  const areas = new Map<string, number>();
  const order: string[] = [];
  let measurable = true;
  const note = (hex: string | undefined, area: number | undefined) => {
    if (!hex) return;
    if (!areas.has(hex)) {
      areas.set(hex, 0);
      order.push(hex);
    }
    if (area === undefined) measurable = false;
    else areas.set(hex, (areas.get(hex) ?? 0) + area);
  };

  const { rules, markup } = splitStyles(withoutComments(svg));
  for (const rule of rules) {
    for (const m of rule.matchAll(/(?:^|[;{\s])(?:fill|stroke|stop-color)\s*:\s*([^;}]+)/gi)) note(parseCssColour(m[1] ?? ''), undefined);
  }
  for (const { name, source } of tags(markup)) {
    const attrs = readAttributes(source);
    const style = readStyle(attrs.get('style') ?? '');
    const value = (prop: string) => style.get(prop) ?? attrs.get(prop);
    const fill = value('fill');
    const stroke = value('stroke');
    const stop = value('stop-color');
    note(fill === undefined ? undefined : parseCssColour(fill), MEASURABLE.has(name) ? shapeArea(name, attrs) : undefined);
    if (stroke !== undefined) note(parseCssColour(stroke), undefined);
    if (stop !== undefined) note(parseCssColour(stop), undefined);
  }

  const total = [...areas.values()].reduce((s, a) => s + a, 0);
  const byArea = measurable && total > 0;
  const chosen = [...order]
    .sort((a, b) => (byArea ? (areas.get(b) ?? 0) - (areas.get(a) ?? 0) : 0))
    .slice(0, maxColours);
  const keptTotal = byArea ? chosen.reduce((s, hex) => s + (areas.get(hex) ?? 0), 0) : chosen.length;
  const colours = chosen.map((hex) => ({
    hex,
    lab: hexToLab(hex) as Lab,
    share: byArea ? (areas.get(hex) ?? 0) / keptTotal : 1 / chosen.length,
  }));
  return { colours, sharesEstimated: byArea };
}

/*
 * The text is scanned with indexOf, never with a lazy regex over the whole file: an upload full of
 * unclosed '<!--', '<style' or '<' must take linear time (a pattern like /<!--[\s\S]*?-->/g would
 * rescan to the end from each opening: quadratic, seconds of CPU for a 5 MB file).
 */

/** The text without comments; an unclosed comment hides the rest, as in a browser. */
function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const open = text.indexOf('<!--', i);
    if (open < 0) return out + text.slice(i);
    out += text.slice(i, open);
    const close = text.indexOf('-->', open + 4);
    if (close < 0) return out;
    i = close + 3;
  }
}

/** The CSS of `<style>` elements and the markup around them (an unclosed `<style>` ends the markup). */
function splitStyles(text: string): { rules: string[]; markup: string } {
  const lower = text.toLowerCase();
  const rules: string[] = [];
  let markup = '';
  let i = 0;
  for (;;) {
    const open = lower.indexOf('<style', i);
    if (open < 0) return { rules, markup: markup + text.slice(i) };
    markup += text.slice(i, open);
    const start = lower.indexOf('>', open);
    const close = start < 0 ? -1 : lower.indexOf('</style>', start);
    if (close < 0) return { rules, markup };
    rules.push(text.slice(start + 1, close));
    i = close + '</style>'.length;
  }
}

/** Opening (and self-closing) tags: their lower-case name and attribute text. */
function* tags(text: string): Generator<{ name: string; source: string }> {
  let i = 0;
  for (;;) {
    const open = text.indexOf('<', i);
    if (open < 0) return;
    const close = text.indexOf('>', open);
    if (close < 0) return;
    const name = /^[a-zA-Z][\w:-]*/.exec(text.slice(open + 1, Math.min(close, open + 65)))?.[0];
    if (name) yield { name: name.toLowerCase(), source: text.slice(open + 1 + name.length, close) };
    i = close + 1;
  }
}

function readAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs.set((m[1] ?? '').toLowerCase(), m[2] ?? m[3] ?? '');
  return attrs;
}

function readStyle(style: string): Map<string, string> {
  const props = new Map<string, string>();
  for (const part of style.split(';')) {
    const i = part.indexOf(':');
    if (i > 0) props.set(part.slice(0, i).trim().toLowerCase(), part.slice(i + 1).trim());
  }
  return props;
}

function shapeArea(name: string, attrs: Map<string, string>): number | undefined {
  const n = (key: string) => {
    const raw = attrs.get(key);
    return raw !== undefined && /^\s*[\d.]+\s*(px)?\s*$/.test(raw) ? parseFloat(raw) : undefined;
  };
  const [w, h, r, rx, ry] = [n('width'), n('height'), n('r'), n('rx'), n('ry')];
  if (name === 'rect' && w !== undefined && h !== undefined) return w * h;
  if (name === 'circle' && r !== undefined) return Math.PI * r * r;
  if (name === 'ellipse' && rx !== undefined && ry !== undefined) return Math.PI * rx * ry;
  return undefined;
}
