import type { ArticleOption, SalesDocumentLine } from '@muestrario/shared/domain';

/** Articles the line dialog offers (mock catalogue; prices in cents, before tax). */
export const ARTICLES: readonly ArticleOption[] = [
  { code: 'PLY-PQ-01', description: 'Playera tipo polo de piqué, manga corta', unitPriceCents: 18_550 },
  { code: 'CAM-GB-02', description: 'Camisa de gabardina, manga larga', unitPriceCents: 34_200 },
  { code: 'PAN-GB-03', description: 'Pantalón industrial de gabardina', unitPriceCents: 39_800 },
  { code: 'OVE-MZ-04', description: 'Overol de mezclilla con cinta reflejante', unitPriceCents: 68_990 },
  { code: 'CHM-PO-05', description: 'Chamarra de polar', unitPriceCents: 45_500 },
  { code: 'GOR-GB-06', description: 'Gorra de gabardina', unitPriceCents: 9_650 },
  { code: 'BAT-MF-07', description: 'Bata médica de microfibra', unitPriceCents: 28_900 },
  { code: 'CHL-RS-08', description: 'Chaleco de seguridad de ripstop', unitPriceCents: 14_990 },
  { code: 'BOR-LG-09', description: 'Bordado de logotipo (hasta 10,000 puntadas)', unitPriceCents: 3_800 },
  { code: 'EST-DT-10', description: 'Estampado DTF (hasta 28 × 35 cm)', unitPriceCents: 4_500 },
];

/** A catalogue article as a new line of `quantity` units. */
export function articleLine(code: string, quantity: number): SalesDocumentLine {
  const article = ARTICLES.find((a) => a.code === code);
  if (!article) throw new Error(`Unknown article ${code}`);
  return { code: article.code, description: article.description, quantity, unitPriceCents: article.unitPriceCents };
}
