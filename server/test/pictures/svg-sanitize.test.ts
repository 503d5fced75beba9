import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { MAX_SVG_DRAWN_ELEMENTS, MAX_SVG_USE_DEPTH } from '../../src/pictures/limits';
import { sanitizeSvg } from '../../src/pictures/svg-sanitize';
import { nestedUseSvg } from '../helpers/hostile-pictures';

const svgOf = (text: string) => {
  const result = sanitizeSvg(text);
  if ('problem' in result) throw new Error(result.problem);
  return result.svg as string;
};
const problemOf = (text: string) => {
  const result = sanitizeSvg(text);
  return 'problem' in result ? result.problem : undefined;
};

describe('sanitizeSvg', () => {
  it('keeps the drawing and drops scripts, handlers, DOCTYPE, comments, pictures and unknown elements', () => {
    const out = svgOf(
      '\uFEFF<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><!-- c --><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10">' +
        '<script>alert(1)</script><foreignObject><div>hola</div></foreignObject><image href="data:image/png;base64,AAAA"/>' +
        '<a href="https://example.com"><rect width="1" height="1"/></a><sodipodi:namedview/><rect width="10" height="10" fill="#C8102E" onclick="x()"/></svg>',
    );
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#C8102E"/></svg>');
  });

  it('keeps references inside the file only: href="#id" and url(#id)', () => {
    const out = svgOf(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><circle id="c" r="2"/></defs>' +
        '<use xlink:href="#c"/><use href="http://evil/#c"/><use href="file:///etc/passwd"/><rect fill="url(#g)" width="1" height="1"/><rect fill="url(http://evil/x.svg#g)" width="2" height="2"/>' +
        '<rect style="fill: url(/etc/x)" width="3" height="3"/><style>@import url(http://evil/a.css); rect { fill: url(http://evil/p.svg) }</style></svg>',
    );
    expect(out).toContain('<use xlink:href="#c"/>');
    expect(out).toContain('fill="url(#g)"');
    expect(out).not.toMatch(/evil|etc\/|@import/);
    expect(out).toContain('<use/><use/>');
    expect(out).toContain('<rect width="2" height="2"/>');
    expect(out).toContain('rect { fill: none }');
  });

  it('gives a root with a size but no viewBox the viewBox its size implies; adds the SVG namespace', () => {
    expect(svgOf('<svg width="60" height="40px"><rect/></svg>')).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40" width="60" height="40px"><rect/></svg>');
    expect(svgOf('<svg viewBox="0 0 1 1" width="100%"/>')).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" width="100%"/>');
  });

  it('escapes text and attribute values it writes again, undefined entities included', () => {
    expect(svgOf(`<svg><text x="1" y='2 "3"'>A &amp; B &x; <![CDATA[<b>]]></text></svg>`)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="2 &quot;3&quot;">A &amp; B &amp;x; &lt;b></text></svg>',
    );
  });

  it('refuses <use> that repeats too much, nests too deep or loops', () => {
    expect(problemOf(nestedUseSvg(4, 10).toString())).toMatch(/^El SVG dibuja [\d,]+ elementos/);
    expect(problemOf(nestedUseSvg(3, 10).toString())).toBeUndefined();
    expect(problemOf(nestedUseSvg(MAX_SVG_USE_DEPTH + 1, 2).toString())).toBe(EDITOR_MESSAGES.svgUseTooDeep(MAX_SVG_USE_DEPTH));
    expect(problemOf('<svg><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>')).toBe(EDITOR_MESSAGES.svgUseLoop);
    // url(#id) repeats its target too: a clip path of 100 shapes used by 100 shapes.
    const shapes = (n: number, attrs = '') => Array.from({ length: n }, () => `<rect width="1" height="1"${attrs}/>`).join('');
    expect(problemOf(`<svg><clipPath id="c">${shapes(100)}</clipPath>${shapes(100, ' clip-path="url(#c)"')}</svg>`)).toMatch(/^El SVG dibuja/);
    expect(problemOf(`<svg>${shapes(MAX_SVG_DRAWN_ELEMENTS + 1)}</svg>`)).toMatch(/^El SVG dibuja/);
  });

  it('refuses numbers pdfkit cannot write, not colours or names that look like numbers', () => {
    expect(problemOf('<svg width="99999999999"/>')).toBe(EDITOR_MESSAGES.svgNumberOutOfRange('99999999999'));
    expect(problemOf('<svg><rect stroke-width="1e30"/></svg>')).toBe(EDITOR_MESSAGES.svgNumberOutOfRange('1e30'));
    expect(problemOf('<svg><rect style="stroke-width: 1e300"/></svg>')).toBe(EDITOR_MESSAGES.svgNumberOutOfRange('1e300'));
    expect(problemOf('<svg><path d="M0 0L1e999 0"/></svg>')).toBe(EDITOR_MESSAGES.svgNumberOutOfRange('1e999'));
    expect(problemOf('<svg><rect id="r123456789012" fill="#9e9999" width="9999999"/></svg>')).toBeUndefined();
  });

  it('refuses what is not one well-formed SVG', () => {
    for (const text of ['', 'hola', '<html><body/></html>', '<svg><rect></svg>', '<svg><rect width=1/></svg>', '<svg/><svg/>', '<svg>', '<svg></g></svg>']) {
      expect([text, problemOf(text)]).toEqual([text, EDITOR_MESSAGES.svgUnreadable]);
    }
  });
});
