import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/*
 * The fonts a PDF falls back to for the names people type (issue 28): Latin and its extensions, Greek and
 * Cyrillic (Roboto), Arabic (Noto Sans Arabic), Chinese/Japanese/Korean ideographs and kana (Noto Sans JP)
 * and emoji (Noto Emoji, monochrome). All come from npm (@fontsource), each split by the package into
 * files that cover a unicode range; pdfkit embeds only the glyphs a document uses. A character no file
 * covers is written as 'U+XXXX' (the fallback rule): a name is never dropped or shown as blank boxes.
 */

/** One font file and the code points its @font-face says it covers. */
interface CoverFile {
  name: string;
  path: string;
  ranges: Array<[number, number]>;
}

/** The packages in fallback order (first that covers a character wins), with the subsets to use. */
const PACKAGES: ReadonlyArray<{ pkg: string; file: RegExp }> = [
  { pkg: '@fontsource/roboto', file: /^roboto-(latin|latin-ext|greek|greek-ext|cyrillic|cyrillic-ext|vietnamese|symbols|math)-400-normal\.woff$/ },
  { pkg: '@fontsource/noto-sans-arabic', file: /^noto-sans-arabic-arabic-400-normal\.woff$/ },
  { pkg: '@fontsource/noto-sans-jp', file: /^noto-sans-jp-\d+-400-normal\.woff$/ },
  { pkg: '@fontsource/noto-emoji', file: /^noto-emoji-\d+-400-normal\.woff$/ },
];

/** Parses a Fontsource index.css: each @font-face's .woff file and unicode-range. */
export function parseFontFaces(css: string): Array<{ file: string; ranges: Array<[number, number]> }> {
  const faces: Array<{ file: string; ranges: Array<[number, number]> }> = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    });
    faces.push({ file, ranges });
  }
  return faces;
}

let files: CoverFile[] | undefined;

/** Every fallback file, in order (read once). */
function coverFiles(): CoverFile[] {
  if (files) return files;
  files = [];
  for (const { pkg, file } of PACKAGES) {
    const dir = dirname(require.resolve(`${pkg}/package.json`));
    for (const face of parseFontFaces(readFileSync(join(dir, 'index.css'), 'utf8'))) {
      if (file.test(face.file)) files.push({ name: `fb-${face.file.replace(/-400-normal\.woff$/, '')}`, path: join(dir, 'files', face.file), ranges: face.ranges });
    }
  }
  return files;
}

const covers = (f: CoverFile, cp: number) => f.ranges.some(([a, b]) => cp >= a && cp <= b);

/** A piece of text and the font file to write it with (undefined: the document's own font). */
export interface FontRun {
  text: string;
  font?: { name: string; path: string };
  rtl: boolean;
}

/** Spaces: written in the document font. */
const NEUTRAL = /\s/u;
/** Joiners and variation selectors (ZWNJ, ZWJ, VS15, VS16): they stay with the character before them. */
const JOINERS = new Set([0x200c, 0x200d, 0xfe0e, 0xfe0f]);
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
/** The document's own font (Roboto Latin) covers these without help. */
const BASIC = (cp: number) => cp < 0x250 && cp !== 0xad;

/**
 * Splits `text` into runs that one font can write: Latin stays in the document's font, the rest goes to
 * the first fallback file that covers it; uncovered characters become 'U+XXXX'.
 */
export function fontRuns(text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs.at(-1);
    // Joiners and variation selectors stay with their character; spaces are the document font's.
    if (JOINERS.has(cp) && last) {
      last.text += ch;
      continue;
    }
    let font: FontRun['font'];
    let piece = ch;
    if (!BASIC(cp) && !NEUTRAL.test(ch)) {
      const file = coverFiles().find((f) => covers(f, cp));
      if (file) font = { name: file.name, path: file.path };
      else piece = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    }
    const rtl = RTL.test(ch);
    if (last && last.font?.name === font?.name && last.rtl === rtl) last.text += piece;
    else runs.push({ text: piece, rtl, ...(font ? { font } : {}) });
  }
  return visualOrder(runs);
}

/**
 * Several right-to-left words in a row ('محمد علي') are drawn in reverse order inside the left-to-right
 * line (fontkit already lays each word's letters from right to left): the one bidi step names need.
 */
function visualOrder(runs: FontRun[]): FontRun[] {
  const out: FontRun[] = [];
  let i = 0;
  while (i < runs.length) {
    if (!runs[i]!.rtl) {
      out.push(runs[i++]!);
      continue;
    }
    let j = i + 1;
    while (j + 1 < runs.length && !runs[j]!.font && /^\s+$/u.test(runs[j]!.text) && runs[j + 1]!.rtl) j += 2;
    out.push(...runs.slice(i, j).reverse());
    i = j;
  }
  return out;
}

/**
 * Writes `text` at (x, y) as one paragraph (wrapped by pdfkit), each run in its font: `baseFont` for what
 * the document's own font covers, a fallback file for the rest (registered in the document on first use;
 * pdfkit embeds only the glyphs used). Arabic and Hebrew runs are shaped and laid right to left by fontkit.
 */
export function writeWithFallback(doc: PDFKit.PDFDocument, text: string, baseFont: string, x: number, y: number, options: PDFKit.Mixins.TextOptions): void {
  const runs = fontRuns(text).filter((r) => r.text !== '');
  if (runs.length === 0) runs.push({ text: '', rtl: false });
  const registered = ((doc as unknown as { _fallbackFonts?: Set<string> })._fallbackFonts ??= new Set<string>());
  // Every run on the same baseline (fonts differ in ascent): y is the top of the base font's line.
  doc.font(baseFont);
  const font = (doc as unknown as { _font: { ascender: number; unitsPerEm?: number } })._font;
  const ascent = (font.ascender / 1000) * (doc as unknown as { _fontSize: number })._fontSize;
  runs.forEach((run, i) => {
    if (run.font && !registered.has(run.font.name)) {
      doc.registerFont(run.font.name, run.font.path);
      registered.add(run.font.name);
    }
    doc.font(run.font?.name ?? baseFont);
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(run.text, x, y + ascent, { ...options, baseline: 'alphabetic', continued });
    else doc.text(run.text, { baseline: 'alphabetic', continued });
  });
  doc.font(baseFont);
}
