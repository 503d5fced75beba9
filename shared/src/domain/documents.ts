/** Fixed texts of the printed proof and worksheet (issue 17): written once, used by the server's PDFs and the print pages. */
export const DOCUMENT_COMPANY = {
  name: 'Muestrario Uniformes Industriales',
  tagline: 'Uniformes y ropa de trabajo personalizados',
} as const;

export const DOCUMENT_TITLES = {
  proof: 'Prueba de diseño para aprobación',
  worksheet: 'Hoja de producción',
} as const;

/** What the customer accepts by signing the proof. */
export const PROOF_TERMS = [
  'Revise con cuidado textos, ortografía, colores de hilo, tamaños y posiciones: la producción se hará exactamente como se muestra en esta prueba.',
  'Los colores en pantalla o impresos son aproximados; el color de referencia es el número de hilo indicado.',
  'Las medidas están en centímetros y pueden variar ±0.5 cm según la talla y la tela de la prenda.',
  'Una vez aprobada la prueba, cualquier cambio requiere una nueva ronda de diseño y puede modificar el precio y la fecha de entrega.',
] as const;

export const DOCUMENT_LABELS = {
  folio: 'Folio',
  round: 'Ronda',
  client: 'Cliente',
  seller: 'Vendedor',
  requested: 'Fecha de solicitud',
  due: 'Fecha compromiso',
  project: 'Proyecto',
  garment: 'Prenda',
  garmentColour: 'Color de la prenda',
  canvas: 'Lienzo',
  canvasColour: 'Color del lienzo',
  decorations: 'Decorados',
  technique: 'Técnica',
  size: 'Tamaño',
  rotation: 'Rotación',
  threads: 'Hilos',
  notes: 'Notas',
  placement: 'Posición',
  files: 'Archivos',
  render: 'Render',
  production: 'Archivo de producción',
  embroidery: 'Bordado',
  warnings: 'Avisos',
  terms: 'Términos',
  signature: 'Firma de conformidad del cliente',
  name: 'Nombre',
  date: 'Fecha',
  checks: 'Control del operador',
  scan: 'Escanee para abrir la muestra',
  noDecorations: 'Esta muestra no tiene decorados.',
  noGarment: 'Sin prenda elegida',
  none: '—',
} as const;

/** The operator's checkboxes on the worksheet, per decoration. */
export const WORKSHEET_CHECKS = ['Hilos cargados', 'Posición marcada', 'Prueba cosida', 'Revisado'] as const;

/** 'Página 2 de 3'. */
export const pageOf = (page: number, pages: number): string => `Página ${page} de ${pages}`;
