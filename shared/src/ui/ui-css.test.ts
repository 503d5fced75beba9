import { execFileSync } from 'node:child_process';
import path from 'node:path';
import postcss from 'postcss';

/** Builds ui.css with Tailwind in a plain Node process (Jest cannot load @tailwindcss/postcss's ESM deps). */
let built: string | undefined;
function buildUiCss(): string {
  if (built !== undefined) return built;
  const script = `
    const fs = require('node:fs');
    const postcss = require('postcss');
    const tailwindcss = require('@tailwindcss/postcss');
    const from = ${JSON.stringify(path.join(__dirname, 'ui.css'))};
    postcss([tailwindcss({ base: ${JSON.stringify(__dirname)} })])
      .process(fs.readFileSync(from, 'utf8'), { from })
      .then((r) => process.stdout.write(r.css));`;
  built = execFileSync(process.execPath, ['-e', script], { cwd: path.join(__dirname, '../..'), encoding: 'utf8' });
  return built;
}

/** Every selector of a stylesheet, comma-split, outside @keyframes. */
function selectors(css: string): string[] {
  const out: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes/.test((rule.parent as postcss.AtRule).name)) return;
    out.push(...rule.selectors.map((s) => s.trim()));
  });
  return out;
}

describe('ui.css (the shared kit sheet every app imports)', () => {
  it('holds only ui:-prefixed utilities: no preflight, nothing unprefixed', () => {
    const css = buildUiCss();
    const all = selectors(css);
    expect(all.some((s) => s.startsWith('.ui\\:'))).toBe(true);
    const stray = all.filter(
      (s) => !/^(:where\()?\.ui\\:/.test(s) && !/^(:root|:host|\*|:before|:after|::before|::after|::backdrop)$/.test(s),
    );
    expect(stray).toEqual([]);
    // The kit's responsive and state variants are generated behind the prefix.
    expect(css).toContain('.ui\\:sm\\:flex-row');
    expect(css).toContain('.ui\\:hover\\:bg-primary-500');
  }, 30000);

  it('declares the palette: primary is the indigo scale, behind the prefix', () => {
    const css = buildUiCss();
    expect(css).toMatch(/--ui-color-primary-600:\s*oklch\(51\.1% 0\.262 276\.966\)/);
    expect(css).toContain('background-color: var(--ui-color-primary-600)');
  }, 30000);
});
