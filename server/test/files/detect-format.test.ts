import { detectFormat, extensionOf } from '../../src/modules/files/detect-format';
import { looksLikeSvg } from '../../src/modules/files/sniff';
import { ACCEPTED, REFUSED } from '../helpers/render-files';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const PDF = ACCEPTED.find((f) => f.format === 'PDF')!.content;

describe('detectFormat: the bytes decide, the name only picks among formats sharing them', () => {
  it.each([
    ['PNG', PNG, 'logo.png', 'PNG'],
    ['JPEG named .jpeg', JPEG, 'foto.JPEG', 'JPEG'],
    ['JPEG without a name', JPEG, '', 'JPEG'],
    ['SVG', SVG, 'logo.svg', 'SVG'],
    ['SVG with a name without extension', SVG, 'logo', 'SVG'],
  ] as const)('logo: %s', async (_name, data, filename, format) => {
    expect(await detectFormat(data, filename, 'logo')).toEqual({ format });
  });

  it.each([
    ['an SVG named .html', SVG_WITH_SCRIPT, 'factura.html', 'name'],
    ['a PNG named .svg', PNG, 'logo.svg', 'name'],
    ['a PDF (not a logo format)', PDF, 'logo.pdf', 'format'],
    ['HTML', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'logo.png', 'format'],
  ] as const)('logo refuses %s', async (_name, data, filename, refused) => {
    expect(await detectFormat(data, filename, 'logo')).toEqual({ refused });
  });

  it('render: an SVG with a script named factura.html is refused as the name contradicts the bytes', async () => {
    expect(await detectFormat(SVG_WITH_SCRIPT, 'factura.html', 'render')).toEqual({ refused: 'name' });
    expect(await detectFormat(SVG_WITH_SCRIPT, 'factura.svg', 'render')).toEqual({ format: 'SVG' });
  });

  it('render: a PDF is AI only when named so, and EMB needs its name', async () => {
    expect(await detectFormat(PDF, 'render.ai', 'render')).toEqual({ format: 'AI' });
    expect(await detectFormat(PDF, 'render', 'render')).toEqual({ format: 'PDF' });
    expect(await detectFormat(PDF, 'render.png', 'render')).toEqual({ refused: 'name' });
    const ole2 = ACCEPTED.find((f) => f.format === 'EMB')!.content;
    expect(await detectFormat(ole2, 'ponchado', 'render')).toEqual({ refused: 'format' });
  });

  it.each(ACCEPTED)('render accepts $format', async ({ content, filename }) => {
    expect(await detectFormat(content, filename, 'render')).toHaveProperty('format');
  });

  it.each(REFUSED)('render refuses $what', async ({ content, filename }) => {
    expect(await detectFormat(content, filename, 'render')).toHaveProperty('refused');
  });

  it('reads an extension only when it is a short word', () => {
    expect(extensionOf('a.PNG')).toBe('png');
    expect(extensionOf('Logo v2.0 final')).toBeUndefined();
    expect(extensionOf('sin-extension')).toBeUndefined();
  });
});

describe('looksLikeSvg', () => {
  it.each([
    ['SVG', SVG],
    ['SVG with BOM, XML declaration, comment and doctype', Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>')],
  ])('recognises %s', (_name, data) => {
    expect(looksLikeSvg(data)).toBe(true);
  });

  it.each([
    ['HTML', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ['HTML starting with <html>', Buffer.from('<html><svg></svg></html>')],
    ['a DOCTYPE with entities', Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>')],
    ['text', Buffer.from('hola')],
    ['an element named svgx', Buffer.from('<svgx>')],
    ['binary with NUL', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x00])],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, data) => {
    expect(looksLikeSvg(data)).toBe(false);
  });
});
