import { extractSvgColours, parseCssColour } from './extract-svg';

describe('extractSvgColours', () => {
  it('measures the shares of filled rectangles and circles', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
      <rect x="0" y="0" width="100" height="60" fill="#C8102E"/>
      <circle cx="150" cy="50" r="20" style="fill: rgb(16, 6, 159)"/>
      <rect width="10" height="10" fill="none"/>
    </svg>`;
    const { colours, sharesEstimated } = extractSvgColours(svg);
    const red = 6000;
    const blue = Math.PI * 400;
    expect(sharesEstimated).toBe(true);
    expect(colours.map((c) => c.hex)).toEqual(['#C8102E', '#10069F']);
    expect(colours[0]?.share).toBeCloseTo(red / (red + blue), 6);
    expect(colours[1]?.share).toBeCloseTo(blue / (red + blue), 6);
  });

  it('gives equal shares when an element cannot be measured (paths, strokes, <style> rules)', () => {
    const svg = `<svg><style>.a { fill: #00FF00; } .b{stroke:navy}</style>
      <path d="M0 0L10 10Z" fill="#f00"/>
      <rect width="10" height="10" fill="#FF0000" stroke="#000000"/>
      <linearGradient><stop offset="0" stop-color="#FFD100"/></linearGradient>
      <!-- <rect fill="#123456"/> -->
    </svg>`;
    const { colours, sharesEstimated } = extractSvgColours(svg);
    expect(sharesEstimated).toBe(false);
    expect(colours.map((c) => c.hex).sort()).toEqual(['#000000', '#000080', '#00FF00', '#FF0000', '#FFD100']);
    for (const c of colours) expect(c.share).toBeCloseTo(1 / 5, 9);
  });

  it('keeps at most 12 colours and an SVG without colours gives none', () => {
    const rects = Array.from({ length: 15 }, (_, i) => `<rect width="${i + 1}" height="10" fill="#0000${(i + 16).toString(16)}"/>`).join('');
    const { colours } = extractSvgColours(`<svg>${rects}</svg>`);
    expect(colours).toHaveLength(12);
    expect(colours[0]?.hex).toBe('#00001E');
    expect(colours.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 9);
    expect(extractSvgColours('<svg><path d="M0 0"/></svg>').colours).toEqual([]);
  });

  it('reads CSS colour spellings', () => {
    expect(parseCssColour('#ABC')).toBe('#AABBCC');
    expect(parseCssColour('#11223344')).toBe('#112233');
    expect(parseCssColour('rgb(100%, 0%, 0%)')).toBe('#FF0000');
    expect(parseCssColour('White')).toBe('#FFFFFF');
    expect(parseCssColour('url(#g)')).toBeUndefined();
    expect(parseCssColour('none')).toBeUndefined();
  });
});

describe('extractSvgColours on hostile text', () => {
  it.each([
    ['unclosed comments', '<!--'],
    ['unclosed <style> elements', '<style>'],
    ['unclosed tags', '<rect fill="#f00" '],
  ])('reads 2 MB of %s in linear time (no regex rescans the file)', (_what, piece) => {
    const svg = `<svg><rect width="1" height="1" fill="#00FF00"/>${piece.repeat(Math.ceil(2_000_000 / piece.length))}`;
    // Quadratic scanning would take minutes here; Jest's default timeout (5 s) is the guard.
    expect(extractSvgColours(svg).colours.map((c) => c.hex)).toEqual(['#00FF00']);
  });

  it('reads colours around comments and style blocks', () => {
    const svg = '<svg><!-- <rect fill="#123456"/> --><style>.a{fill:#0000FF}</style><rect width="2" height="2" fill="#FF0000"/></svg>';
    expect(extractSvgColours(svg).colours.map((c) => c.hex).sort()).toEqual(['#0000FF', '#FF0000']);
  });
});
