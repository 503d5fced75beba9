/** Small files of every render format (and some that must be refused), recognisable by their bytes. */
const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2212bc90000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0x11), Buffer.from('ffd9', 'hex')]);
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const EPS = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\nnewpath 10 10 moveto 90 90 lineto stroke\n%%EOF\n');
const SVG = Buffer.from(
  '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Vectorizado -->\n' +
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n',
);
const DST = Buffer.concat([
  Buffer.from('LA:Logo bordado    \rST:     42\rCO:  3\r+X:  100\r-X:  100\r+Y:   50\r-Y:   50\rAX:+    0\rAY:+    0\rMX:+    0\rMY:+    0\rPD:******\r\x1a'.padEnd(512, ' '), 'latin1'),
  Buffer.from([0x01, 0x02, 0x03, 0x00, 0x00, 0xf3]),
]);
const PES = Buffer.concat([Buffer.from('#PES0060'), Buffer.from([0x16, 0, 0, 0]), Buffer.alloc(64, 0x20)]);
const OLE2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016, 0)]);

export const ACCEPTED: { format: string; filename: string; content: Buffer; mime: string }[] = [
  { format: 'PDF', filename: 'render.pdf', content: PDF, mime: 'application/pdf' },
  { format: 'SVG', filename: 'render.svg', content: SVG, mime: 'image/svg+xml' },
  { format: 'AI (PDF inside)', filename: 'render.ai', content: PDF, mime: 'application/illustrator' },
  { format: 'AI (PostScript inside)', filename: 'viejo.AI', content: EPS, mime: 'application/illustrator' },
  { format: 'EPS', filename: 'render.eps', content: EPS, mime: 'application/postscript' },
  { format: 'PNG', filename: 'render.png', content: PNG_1X1, mime: 'image/png' },
  { format: 'JPEG', filename: 'render.jpg', content: JPEG, mime: 'image/jpeg' },
  { format: 'DST', filename: 'ponchado.dst', content: DST, mime: 'application/octet-stream' },
  { format: 'PES', filename: 'ponchado.pes', content: PES, mime: 'application/octet-stream' },
  { format: 'EMB', filename: 'ponchado.emb', content: OLE2, mime: 'application/octet-stream' },
];

export const REFUSED: { what: string; filename: string; content: Buffer }[] = [
  { what: 'a Windows program renamed .png', filename: 'render.png', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]) },
  { what: 'plain text', filename: 'render.pdf', content: Buffer.from('esto no es un render') },
  { what: 'HTML named .svg', filename: 'render.svg', content: Buffer.from('<html><script>alert(1)</script></html>') },
  { what: 'an SVG whose DOCTYPE declares entities', filename: 'render.svg', content: Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>') },
  { what: 'a Word document (OLE2 but not .emb)', filename: 'render.doc', content: OLE2 },
  { what: 'a GIF', filename: 'render.gif', content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
  { what: 'a ZIP renamed .dst', filename: 'render.dst', content: Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(600)]) },
];

export { PNG_1X1 };
