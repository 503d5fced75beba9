import { fontRuns, parseFontFaces } from '../../src/modules/documents/fonts';

describe('fallback fonts for typed names (issue 28)', () => {
  it('keeps Latin in the document font and sends each other script to a file that covers it', () => {
    const runs = fontRuns('José 山田太郎 😀 محمد Ωμέγα');
    const byText = Object.fromEntries(runs.map((r) => [r.text.trim(), r.font?.name ?? 'base']));
    expect(byText['José']).toBe('base');
    // Ideographs spread over several of the package's slices: each in one of them.
    for (const ch of '山田太郎') expect(fontRuns(ch)[0]!.font?.name).toMatch(/^fb-noto-sans-jp-\d+$/);
    expect(byText['😀']).toMatch(/^fb-noto-emoji-\d+$/);
    expect(byText['محمد']).toBe('fb-noto-sans-arabic-arabic');
    expect(byText['Ωμέγα']).toBe('fb-roboto-greek');
    expect(runs.find((r) => r.text.trim() === 'محمد')!.rtl).toBe(true);
    // Nothing is lost: the runs spell the text again.
    expect(runs.map((r) => r.text).join('')).toBe('José 山田太郎 😀 محمد Ωμέγα');
  });

  it('draws several right-to-left words in reverse order inside the line (each word is laid right to left by fontkit)', () => {
    const texts = fontRuns('por محمد علي el').map((r) => r.text);
    expect(texts).toEqual(['por ', 'علي', ' ', 'محمد', ' el']);
  });

  it('never drops a character no font covers: it is written as U+XXXX', () => {
    // U+10FFFD is a private-use character no font here draws.
    expect(fontRuns('Ana \u{10FFFD}').map((r) => r.text).join('')).toBe('Ana U+10FFFD');
  });

  it('reads unicode ranges from a Fontsource stylesheet', () => {
    const css = "@font-face { src: url(./files/x-0-400-normal.woff2) format('woff2'), url(./files/x-0-400-normal.woff) format('woff'); unicode-range: U+0041-005a,U+1f600; }";
    expect(parseFontFaces(css)).toEqual([{ file: 'x-0-400-normal.woff', ranges: [[0x41, 0x5a], [0x1f600, 0x1f600]] }]);
  });
});
