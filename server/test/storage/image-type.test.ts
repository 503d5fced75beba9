import { detectImageType } from '../../src/storage/image-type';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');

describe('detectImageType', () => {
  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpg'],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    ['SVG with BOM, XML declaration, comment and doctype', Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>'), 'svg'],
  ])('recognises %s by its bytes', (_name, data, extension) => {
    expect(detectImageType(data)?.extension).toBe(extension);
  });

  it.each([
    ['HTML', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ['HTML starting with <html>', Buffer.from('<html><svg></svg></html>')],
    ['a DOCTYPE with entities', Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>')],
    ['text', Buffer.from('hola')],
    ['an element named svgx', Buffer.from('<svgx>')],
    ['GIF', Buffer.from('GIF89a')],
    ['binary with NUL', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x00])],
    ['empty', Buffer.alloc(0)],
    ['a truncated PNG signature', PNG.subarray(0, 4)],
  ])('refuses %s', (_name, data) => {
    expect(detectImageType(data)).toBeUndefined();
  });
});
