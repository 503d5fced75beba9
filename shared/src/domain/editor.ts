/** Design editor constants (docs/requirements.md §5, §9) and the editor's own limits (docs/decisions.md, "Design editor"). */
import { DEFAULT_LOGO_TECHNIQUE, TEXT_MAX_CHARS } from './constants';
import type { FontName, LogoTechnique } from './enums';
import { STAGE } from './stages';

/** A sample can be edited only while it is in this stage (1 Diseño); sending moves it to 2. */
export const DESIGN_STAGE = STAGE.design;
export const SENT_STAGE = STAGE.render;

/** docs/requirements.md §9: new texts. */
export const DEFAULT_TEXT_FONT: FontName = 'Roboto';
export const DEFAULT_TEXT_COLOR = '000000';
export const DEFAULT_TEXT_SIZE = 12;
export const DEFAULT_TEXT_TECHNIQUE: LogoTechnique = DEFAULT_LOGO_TECHNIQUE;
export const TEXT_MAX_HINT = `Máximo ${TEXT_MAX_CHARS} caracteres.`;
/** Text colour: six hex digits without '#' (docs/requirements.md §5). */
export const TEXT_COLOR_PATTERN = '^[0-9A-Fa-f]{6}$';

/** Smallest decoration side, in cm (a mark smaller than 1 mm cannot be embroidered or printed). */
export const MIN_DECORATION_CM = 0.1;
/** Arrow keys move the selection by 1 mm; with Shift, by 1 cm. */
export const NUDGE_CM = 0.1;
export const NUDGE_LARGE_CM = 1;

/** Logo files the product accepts (checked by content on the server, by type in the browser). */
export const LOGO_UPLOAD_HINT = 'PNG, JPG, SVG (Max. 5MB)';

export const EDITOR_MESSAGES = {
  designSent: 'El diseño de esta muestra ya se envió; ya no se puede editar.',
  logoNotFound: 'El logo no existe en esta muestra.',
  textNotFound: 'El texto no existe en esta muestra.',
  positionNotFound: 'La vista no pertenece a la prenda de esta muestra.',
  clothingNotFound: 'La prenda no existe.',
  threadNotFound: 'Uno de los colores de hilo no existe.',
  noGarment: 'Elige una prenda antes de enviar el diseño.',
  pictureTooLarge: (width: number, height: number, maxPixels: number) =>
    `La imagen mide ${width.toLocaleString('es-MX')} × ${height.toLocaleString('es-MX')} píxeles; el máximo es ${Math.round(maxPixels / 1e6)} megapíxeles. Redúcela y vuelve a subirla.`,
  pictureSideTooLarge: (width: number, height: number, maxSide: number) =>
    `La imagen mide ${width.toLocaleString('es-MX')} × ${height.toLocaleString('es-MX')} píxeles; cada lado puede medir como máximo ${maxSide.toLocaleString('es-MX')} píxeles. Redúcela y vuelve a subirla.`,
  pictureDamaged: 'La imagen está dañada: sus datos no corresponden al tamaño que declara. Exporta el archivo de nuevo y vuelve a subirlo.',
  pictureTooSlow: 'La imagen es demasiado pesada para procesarla. Redúcela o simplifícala y vuelve a subirla.',
  svgTooComplex: (elements: number, max: number) =>
    `El SVG dibuja ${elements.toLocaleString('es-MX')} elementos o más (contando sus referencias «use»); el máximo es ${max.toLocaleString('es-MX')}. Simplifícalo y vuelve a subirlo.`,
  svgUseTooDeep: (max: number) => `El SVG anida referencias «use» a más de ${max} niveles. Simplifícalo y vuelve a subirlo.`,
  svgUseLoop: 'El SVG tiene referencias «use» que se apuntan entre sí en círculo. Corrígelo y vuelve a subirlo.',
  svgNumberOutOfRange: (value: string) => `El SVG tiene una medida fuera de rango (${value}). Corrígela y vuelve a subirlo.`,
  svgUnreadable: 'El SVG no se puede leer: revisa que sea un archivo SVG válido.',
} as const;

/**
 * Live editing (issue 16): decorations (by the name a seller knows: the logo's name, the text itself)
 * another person deleted while this editor was open; edits to them were dropped.
 */
export function deletedElsewhereNotice(names: readonly string[]): string {
  const quoted = names.map((n) => `«${n}»`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} y ${quoted.at(-1)}` : (quoted[0] ?? '');
  return `Otra persona eliminó ${list}`;
}

/** A text field is saved this long after the last keystroke (and at once when left). */
export const TEXT_SAVE_DEBOUNCE_MS = 800;
