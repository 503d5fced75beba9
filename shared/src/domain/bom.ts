/*
 * Bills of materials (issue 30 item 3): per style, the components one piece takes. The limits here are
 * the schema's, the form's and the rules' (docs/decisions/production.md, "Bills of materials").
 */

/** A BOM line: the style's own blank (its variant, one per piece) or a material item. */
export const BOM_LINE_KINDS = ['blank', 'material'] as const;
export type BomLineKind = (typeof BOM_LINE_KINDS)[number];

export const BOM_LIMITS = {
  /** Lines per BOM (the blank included). */
  lines: 40,
  /** Most of one component per piece (10,000 m of thread on one polo is a typo). */
  quantity: 10_000,
  /** Decimals of a quantity per piece (stored in thousandths). */
  quantityDecimals: 3,
  /** Most scrap, % (same as the consumption rule's MAX_SCRAP_PERCENT). */
  scrapPercent: 100,
  /** Decimals of a scrap % (stored in tenths). */
  scrapDecimals: 1,
  notes: 500,
  /** Most pieces the consumption preview computes. */
  previewPieces: 100_000,
} as const;

/** What the BOM screens and the server say (Spanish). */
export const BOM_MESSAGES = {
  notFound: 'La lista de materiales no existe.',
  styleNotFound: 'El estilo no existe.',
  styleRequired: 'Elige el estilo de la lista.',
  notAStyle: 'Solo un estilo (prenda en colores y tallas) lleva lista de materiales.',
  styleTaken: 'Ese estilo ya tiene lista de materiales: ábrela para editarla.',
  blankRequired: 'La lista lleva una línea de «Prenda base» (la variante del estilo, una por pieza).',
  blankRepeated: 'La prenda base va una sola vez.',
  blankFixed: 'La prenda base lleva 1 por pieza y sin merma: la cuadrícula dice cuántas.',
  componentRequired: 'Elige el material de la línea.',
  componentNotFound: 'El material no existe.',
  componentNotMaterial: 'El componente debe ser un artículo de tipo Material.',
  componentInactive: 'Ese material está inactivo.',
  componentRepeated: 'Ese material ya está en la lista: suma la cantidad en una sola línea.',
  quantity: `Escribe la cantidad por pieza: mayor que 0, hasta ${BOM_LIMITS.quantity.toLocaleString('es-MX')}, con hasta 3 decimales.`,
  scrap: `La merma va de 0 a ${BOM_LIMITS.scrapPercent} %, con hasta 1 decimal.`,
  tooManyLines: `La lista lleva hasta ${BOM_LIMITS.lines} líneas.`,
  notes: `Las notas llevan hasta ${BOM_LIMITS.notes} caracteres.`,
  sampleNotFound: 'La muestra no existe.',
  sampleNotAuthorised: 'La muestra aún no está autorizada (etapa 7): su decoración puede cambiar.',
  pieces: `Escribe cuántas piezas: un entero de 1 a ${BOM_LIMITS.previewPieces.toLocaleString('es-MX')}.`,
  loadFailed: 'No pudimos cargar las listas de materiales.',
  saveFailed: 'No se guardó la lista de materiales.',
  readOnly: 'Solo producción y administración crean y editan listas de materiales.',
} as const;
