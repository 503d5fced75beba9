import fs from 'node:fs';
import path from 'node:path';
import { FAVICON_FILE } from '../src/domain/favicon';
import { htmlPage } from './html-page';

const root = path.resolve(__dirname, '../..');
const colours = (text: string) => new Set(text.match(/#[0-9a-f]{6}\b/gi)?.map((c) => c.toLowerCase()));

describe('the tab icon', () => {
  it("is linked from every app's index.html and emitted beside it", () => {
    const favicon = htmlPage('Muestrario').userOptions.favicon;
    expect(favicon && path.basename(favicon)).toBe(FAVICON_FILE);
    expect(fs.existsSync(favicon as string)).toBe(true);
  });

  it("is the product's mark, in its colours (host/src/components/Logo.tsx)", () => {
    const icon = fs.readFileSync(path.join(__dirname, FAVICON_FILE), 'utf8');
    const mark = fs.readFileSync(path.join(root, 'host/src/components/Logo.tsx'), 'utf8');
    expect(icon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    expect(colours(icon)).toEqual(colours(mark));
    // The primary colour (Tailwind indigo-600, `primary-600` in shared/src/ui/palette.css) fills the tile.
    expect(icon).toContain('<rect width="32" height="32" rx="8" fill="#4f46e5"/>');
  });
});
