import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/cabin/latin-500.css';
import type { FontName } from '@muestrario/shared/domain';
import { FONT_CSS } from '@muestrario/shared/ui';

/** The CSS font of each product font: one table in shared, used by the editor and the review. */
export { FONT_CSS };

/**
 * Width ÷ height of a text drawn in a font (height = one line of the font size). Falls back to an
 * estimate where the browser cannot measure (tests).
 */
export async function measureTextRatio(text: string, font: FontName): Promise<number> {
  const css = FONT_CSS[font];
  const spec = `${css.weight} 100px ${css.family}`;
  try {
    await globalThis.document?.fonts?.load(spec, text);
    const ctx = globalThis.document?.createElement('canvas').getContext('2d');
    if (ctx) {
      ctx.font = spec;
      const width = ctx.measureText(text).width;
      if (width > 0) return Math.round((width / 100) * 1000) / 1000;
    }
  } catch {
    // fall through to the estimate
  }
  return Math.max(0.3, text.length * 0.6);
}
