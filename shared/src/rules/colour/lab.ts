/**
 * sRGB ↔ CIELAB (D65 white, 2° observer), the colour space every colour rule here works in.
 *
 * Formulas: IEC 61966-2-1 (sRGB transfer curve and matrix, the ones CSS uses) and CIE 15:2004
 * (XYZ → L*a*b* with ε = 216/24389, κ = 24389/27). Pure functions, no DOM.
 */

/** An sRGB colour, channels 0–255 (may be fractional when converted back from Lab). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A CIELAB colour (D65): L 0–100, a and b roughly −128…127. */
export interface Lab {
  L: number;
  a: number;
  b: number;
}

/** D65 reference white (Y = 1), as CSS Color 4 writes it. */
const WHITE = { x: 0.3127 / 0.329, y: 1, z: (1 - 0.3127 - 0.329) / 0.329 };
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

/** '#RRGGBB', 'RRGGBB' or '#RGB' → channels; undefined for anything else. */
export function parseHex(hex: string): Rgb | undefined {
  const found = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!found) return undefined;
  const digits = found.length === 3 ? [...found].map((c) => c + c).join('') : found;
  return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16) };
}

/** Channels (rounded and clamped to 0–255) → '#RRGGBB' in upper case. */
export function toHex(rgb: Rgb): string {
  const byte = (v: number) => Math.min(255, Math.max(0, Math.round(v))).toString(16).padStart(2, '0');
  return `#${byte(rgb.r)}${byte(rgb.g)}${byte(rgb.b)}`.toUpperCase();
}

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fromLinear(linear: number): number {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return c * 255;
}

const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInverse = (t: number) => (t ** 3 > EPSILON ? t ** 3 : (116 * t - 16) / KAPPA);

/** sRGB (0–255) → CIELAB D65. */
export function rgbToLab({ r, g, b }: Rgb): Lab {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = 0.4123907992659595 * lr + 0.357584339383878 * lg + 0.1804807884018343 * lb;
  const y = 0.21263900587151027 * lr + 0.715168678767756 * lg + 0.07219231536073371 * lb;
  const z = 0.01933081871559182 * lr + 0.11919477979462598 * lg + 0.9505321522496606 * lb;
  const [fx, fy, fz] = [f(x / WHITE.x), f(y / WHITE.y), f(z / WHITE.z)];
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** CIELAB D65 → sRGB (0–255, unrounded; out-of-gamut colours fall outside 0–255, see `toHex`). */
export function labToRgb({ L, a, b }: Lab): Rgb {
  const fy = (L + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const y = (L > KAPPA * EPSILON ? fy ** 3 : L / KAPPA) * WHITE.y;
  const x = fInverse(fx) * WHITE.x;
  const z = fInverse(fz) * WHITE.z;
  const lr = 3.2409699419045226 * x - 1.537383177570094 * y - 0.4986107602930034 * z;
  const lg = -0.9692436362808796 * x + 1.8759675015077202 * y + 0.04155505740717559 * z;
  const lb = 0.05563007969699366 * x - 0.20397695888897652 * y + 1.0569715142428786 * z;
  return { r: fromLinear(lr), g: fromLinear(lg), b: fromLinear(lb) };
}

/** '#RRGGBB' → CIELAB; undefined when the text is not a hex colour. */
export function hexToLab(hex: string): Lab | undefined {
  const rgb = parseHex(hex);
  return rgb && rgbToLab(rgb);
}

/** Chroma C*ab and hue angle h (degrees 0–360) of a Lab colour. */
export function labToLch({ L, a, b }: Lab): { L: number; C: number; h: number } {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return { L, C: Math.hypot(a, b), h: h < 0 ? h + 360 : h };
}
