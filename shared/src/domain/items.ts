/*
 * Items (issue 30): the styles this supplier makes (with their colours and size runs) and the services it
 * sells. The lists here are the vocabulary the form offers, the server accepts and the seed uses.
 */

/**
 * A style is a garment made in colours × sizes (it has variants); a service is sold by its unit (no variants);
 * a material is what production consumes making a style (labels, bags, backing, bobbin thread: the components
 * of a bill of materials, migration 0029; no variants either).
 */
export const ITEM_KINDS = ['Estilo', 'Servicio', 'Material'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Mexican letter sizes, smallest first (XCH extra chica … 3XG triple extra grande). */
export const LETTER_SIZES = ['XCH', 'CH', 'M', 'G', 'XG', '2XG', '3XG'] as const;
/** Waist sizes of trousers and overalls, in inches: 28, 30 … 44. */
export const NUMERIC_SIZES = ['28', '30', '32', '34', '36', '38', '40', '42', '44'] as const;
/** One size fits all (caps, aprons). */
export const ONE_SIZE = 'UNI' as const;
/** Every size a run may hold, in the one order runs are kept in. */
export const ALL_SIZES = [...LETTER_SIZES, ...NUMERIC_SIZES, ONE_SIZE] as const;
export type ItemSize = (typeof ALL_SIZES)[number];

/** The runs the form offers in one click. */
export const SIZE_RUN_PRESETS: readonly { id: string; label: string; sizes: readonly ItemSize[] }[] = [
  { id: 'letras', label: 'CH a XG', sizes: ['CH', 'M', 'G', 'XG'] },
  { id: 'letras-amplia', label: 'CH a 3XG', sizes: ['CH', 'M', 'G', 'XG', '2XG', '3XG'] },
  { id: 'pantalon', label: 'Cintura 28 a 44', sizes: [...NUMERIC_SIZES] },
  { id: 'pantalon-corta', label: 'Cintura 30 a 40', sizes: ['30', '32', '34', '36', '38', '40'] },
  { id: 'unitalla', label: 'Unitalla', sizes: [ONE_SIZE] },
];

/**
 * SAT c_ClaveProdServ keys for what this shop sells (a short list: the SAT's catalogue has ~52,000 keys;
 * the shop's accountant confirms which one each item uses). Labels as the catalogue words them.
 */
export const SAT_PRODUCT_KEYS = [
  { code: '53101500', label: 'Pantalones, shorts y pantalones cortos' },
  { code: '53101600', label: 'Camisas y blusas' },
  { code: '53101800', label: 'Abrigos y chaquetas' },
  { code: '53102100', label: 'Overoles y monos' },
  { code: '53102500', label: 'Accesorios de vestir (gorras, sombreros)' },
  { code: '53102700', label: 'Uniformes' },
  { code: '53103000', label: 'Camisetas' },
  { code: '82121500', label: 'Servicios de impresión' },
  { code: '73151900', label: 'Servicios de procesamiento textil (bordado)' },
  { code: '81141600', label: 'Servicios de diseño y digitalización' },
  { code: '11151600', label: 'Hilos' },
  { code: '11162100', label: 'Telas no tejidas (entretela)' },
  { code: '55121600', label: 'Etiquetas' },
  { code: '24111500', label: 'Bolsas' },
] as const;
export type SatProductKey = (typeof SAT_PRODUCT_KEYS)[number]['code'];
export const SAT_PRODUCT_CODES = SAT_PRODUCT_KEYS.map((k) => k.code) as unknown as readonly [SatProductKey, ...SatProductKey[]];

/** SAT c_ClaveUnidad keys: pieces for garments, a unit of service for services. */
export const SAT_UNIT_KEYS = [
  { code: 'H87', label: 'Pieza' },
  { code: 'E48', label: 'Unidad de servicio' },
  { code: 'MTR', label: 'Metro' },
] as const;
export type SatUnitKey = (typeof SAT_UNIT_KEYS)[number]['code'];
export const SAT_UNIT_CODES = SAT_UNIT_KEYS.map((k) => k.code) as unknown as readonly [SatUnitKey, ...SatUnitKey[]];

/** How an item is counted and priced (the articles' units; 'metro' for materials such as bobbin thread). */
export const ITEM_UNITS = ['pieza', 'millar de puntadas', 'servicio', 'metro'] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

/** Limits of an item (server schema and form inputs). */
export const ITEM_LIMITS = { code: 20, description: 200, colours: 30, colourName: 40, colourCode: 4, sizes: ALL_SIZES.length } as const;

/** The label of a SAT key ('53102700 · Uniformes'), or the bare code for one outside the list. */
export const satProductLabel = (code: string) => {
  const key = SAT_PRODUCT_KEYS.find((k) => k.code === code);
  return key ? `${key.code} · ${key.label}` : code;
};
export const satUnitLabel = (code: string) => {
  const key = SAT_UNIT_KEYS.find((k) => k.code === code);
  return key ? `${key.code} · ${key.label}` : code;
};

/** The Spanish messages of the items area (screens and server). */
export const ITEM_MESSAGES = {
  code: 'Escribe el código del artículo (letras, números y guiones, hasta 20).',
  description: 'Escribe la descripción del artículo.',
  codeTaken: 'Ya existe un artículo con ese código.',
  notFound: 'El artículo no existe.',
  garmentNotFound: 'La prenda del catálogo no existe.',
  articleNotFound: 'El artículo de precios no existe.',
  sizesRequired: 'Elige al menos una talla para el estilo.',
  sizeUnknown: (size: string) => `La talla «${size}» no es de la lista (CH, M, G, XG, 2XG, 3XG, 28 a 44 o UNI).`,
  sizeRepeated: (size: string) => `La talla «${size}» está repetida.`,
  sizesMixed: 'Una corrida lleva solo tallas de letra, solo de cintura o unitalla, sin mezclarlas.',
  coloursRequired: 'Agrega al menos un color al estilo.',
  colourName: 'Escribe el nombre del color.',
  colourCode: 'El código del color lleva de 1 a 4 letras o números (AZM, BCO).',
  colourHex: 'El color debe ser #RRGGBB, por ejemplo #1F3A93.',
  colourRepeated: 'Ese color ya está en la lista.',
  colourCodeRepeated: 'Ese código de color ya lo usa otro color.',
  unknownColour: 'Ese color no es de este estilo.',
  serviceNoVariants: 'Un servicio no lleva colores ni tallas.',
  serviceNoGarment: 'Un servicio no lleva prenda del catálogo.',
  materialNoVariants: 'Un material no lleva colores ni tallas.',
  materialNoGarment: 'Un material no lleva prenda del catálogo.',
  loadFailed: 'No pudimos cargar los artículos.',
  saveFailed: 'No se guardó el artículo.',
  variantCodeTaken: (code: string) => `La variante ${code} ya existe en otro artículo: cambia el código del estilo o del color.`,
} as const;
