import { PERMISSION_MESSAGES } from '../../domain/permission-messages';

/**
 * Every Spanish text of the colour, preflight and estimate rules (issue 18), in one place.
 * Numbers are written as es-MX does: a point for decimals, a comma for thousands.
 */

const LOCALE = 'es-MX';

/** '1.2' — one decimal at most, es-MX. */
export function formatDecimal(value: number, digits = 1): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
}

/** '8,412' — a whole number with thousands separators, es-MX. */
export function formatInteger(value: number): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** Words for a CIEDE2000 difference, by band (see `deltaEBand`). */
export const DELTA_E_WORDS = {
  indistinguishable: 'indistinguible',
  verySimilar: 'muy parecido',
  similar: 'parecido',
  distinct: 'distinto',
} as const;

/** The amber warnings of a decoration (never blocking). */
export const WARNING_MESSAGES = {
  threadOnBackground: (thread: string, on: 'prenda' | 'Lienzo', deltaE: number) =>
    `El hilo ${thread} apenas se verá sobre ${on === 'Lienzo' ? 'el Lienzo' : 'la prenda'} (ΔE ${formatDecimal(deltaE)}).`,
  similarThreads: (a: string, b: string, deltaE: number) =>
    `Los hilos ${a} y ${b} se ven casi iguales (ΔE ${formatDecimal(deltaE)}).`,
  tooManyThreads: (count: number, needles: number) =>
    `El logo usa ${count} colores de hilo y la máquina tiene ${needles} agujas.`,
  smallEmbroideredText: (heightMm: number, minimumMm: number) =>
    `Texto bordado de ${formatDecimal(heightMm)} mm de alto; el mínimo legible es ${formatDecimal(minimumMm)} mm.`,
  thinDetails: (mm: number, minimumMm: number) =>
    `El logo tiene detalles de ${formatDecimal(mm)} mm de ancho; la puntada satín más angosta es de ${formatDecimal(minimumMm)} mm.`,
  largerThanArea: (area: string, widthCm: number, heightCm: number, areaWidthCm: number, areaHeightCm: number) =>
    `El decorado (${formatDecimal(widthCm)} × ${formatDecimal(heightCm)} cm) es más grande que el área «${area}» ` +
    `(${formatDecimal(areaWidthCm)} × ${formatDecimal(areaHeightCm)} cm).`,
  outsideAreas: 'El decorado está fuera de todas las áreas de impresión de la vista.',
  lowResolution: (ppi: number, cm: number, recommendedPpi: number) =>
    `Resolución insuficiente: ${formatInteger(Math.floor(ppi))} ppp a ${formatDecimal(cm)} cm; se recomiendan ${formatInteger(recommendedPpi)}`,
} as const;

/** Texts of the Bordado estimate and the DST reader. */
/** How a text without a catalogue thread (made before issue 33) names its colour. */
export const NO_THREAD_LABEL = 'sin hilo asignado';

export const ESTIMATE_MESSAGES = {
  stitches: (count: number) => `${formatInteger(count)} puntadas`,
  realCount: (count: number) => `Conteo real: ${formatInteger(count)} puntadas · archivo DST`,
  estimatedCount: (count: number) => `Estimado: ${formatInteger(count)} puntadas`,
  minutes: (minutes: number) => `${formatInteger(Math.ceil(minutes))} min de máquina`,
  metres: (metres: number) => `${formatInteger(Math.ceil(metres))} m de hilo`,
  thread: (top: number, bobbin: number) => `${formatInteger(Math.ceil(top))} m de hilo y ${formatInteger(Math.ceil(bobbin))} m de bobina`,
  tier: (label: string, price: number) => `Tarifa: ${label} · $${formatInteger(price)} por pieza`,
  noTier: 'Sin tarifa para este conteo en la tabla de precios.',
} as const;

export const DST_MESSAGES = {
  notDst: 'El archivo no es un DST de Tajima: su cabecera no empieza por «LA:».',
  tooShort: 'El archivo DST está incompleto: le falta la cabecera de 512 bytes.',
  missingField: (field: string) => `El archivo DST no es válido: su cabecera no tiene el campo ${field}.`,
  badNumber: (field: string) => `El archivo DST no es válido: el campo ${field} de la cabecera no es un número.`,
} as const;

/** Labels of the embroidery price tiers, made from their stitch limits. */
export const TIER_LABELS = {
  upTo: (stitches: number) => `Hasta ${formatInteger(stitches)} puntadas`,
  over: (stitches: number) => `Más de ${formatInteger(stitches)} puntadas`,
  any: 'Cualquier cantidad de puntadas',
} as const;

/** Why decoration settings cannot be saved (what the schema cannot say). */
export const SETTINGS_MESSAGES = {
  notAscending: (row: number) => `La tarifa ${row} debe llegar a más puntadas que la anterior.`,
  openNotLast: (row: number) => `Solo la última tarifa puede quedar sin límite de puntadas (la ${row} no es la última).`,
  lastNotOpen: 'La última tarifa debe quedar sin límite de puntadas.',
  adminOnly: PERMISSION_MESSAGES.settingsAdminOnly,
  /** The form's own checks (back-office 'Ajustes de bordado'). */
  range: (min: number, max: number, whole: boolean) => `Escribe un número${whole ? ' entero' : ''} de ${formatInteger(min)} a ${formatInteger(max)}.`,
  mustExceed: (previous: number) => `Debe ser mayor que ${formatInteger(previous)}.`,
  saved: 'Ajustes de bordado guardados.',
  saveFailed: 'No se pudieron guardar los ajustes. Revisa tu conexión e inténtalo de nuevo.',
  loadFailed: 'No se pudieron cargar los ajustes de bordado.',
} as const;
