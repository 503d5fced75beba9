import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/cabin/latin-500.css';
import type { FontName } from '@muestrario/shared/domain';

/**
 * The CSS font of each product font, served by the product itself (docs/decisions.md "Design
 * editor"): Roboto is Roboto; Gilroy and Gill Sans are commercial, so free look-alikes stand in:
 * Outfit (geometric, like Gilroy) and Cabin (humanist, drawn after Gill Sans and Johnston).
 */
export const FONT_CSS: Record<FontName, { family: string; weight: number }> = {
  Roboto: { family: "'Roboto', sans-serif", weight: 400 },
  Gilroy: { family: "'Outfit', sans-serif", weight: 600 },
  'Gill Sans': { family: "'Cabin', sans-serif", weight: 500 },
};

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
