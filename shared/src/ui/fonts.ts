import type { FontName } from '../domain/enums';

/**
 * The CSS font of each product font (docs/decisions.md "Design editor"): Roboto is Roboto; Gilroy and
 * Gill Sans are commercial, so free look-alikes stand in: Outfit (geometric, like Gilroy) and Cabin
 * (humanist, drawn after Gill Sans and Johnston). The editor and the review draw texts with it; each
 * remote loads the font files it needs (@fontsource).
 */
export const FONT_CSS: Record<FontName, { family: string; weight: number }> = {
  Roboto: { family: "'Roboto', sans-serif", weight: 400 },
  Gilroy: { family: "'Outfit', sans-serif", weight: 600 },
  'Gill Sans': { family: "'Cabin', sans-serif", weight: 500 },
};
