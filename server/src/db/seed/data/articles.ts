import type { SeedArticle } from './types';

/**
 * What this supplier sells: garments (prices per piece, before tax) and decoration services. The first
 * ten codes are the ones the demo quotations use; the services are priced by `decorationLine`
 * (shared/src/rules/decoration-pricing.ts) when a sample is quoted.
 */
export const articles: SeedArticle[] = [
  { code: 'PLY-PQ-01', description: 'Playera tipo polo de piqué, manga corta', kind: 'Prenda', unit: 'pieza', unitPriceCents: 18_550, garment: 'Polo' },
  { code: 'CAM-GB-02', description: 'Camisa de gabardina, manga larga', kind: 'Prenda', unit: 'pieza', unitPriceCents: 34_200, garment: 'Camisa industrial manga larga' },
  { code: 'PAN-GB-03', description: 'Pantalón industrial de gabardina', kind: 'Prenda', unit: 'pieza', unitPriceCents: 39_800 },
  { code: 'OVE-MZ-04', description: 'Overol de mezclilla con cinta reflejante', kind: 'Prenda', unit: 'pieza', unitPriceCents: 68_990, garment: 'Overol industrial' },
  { code: 'CHM-PO-05', description: 'Chamarra de polar', kind: 'Prenda', unit: 'pieza', unitPriceCents: 45_500 },
  { code: 'GOR-GB-06', description: 'Gorra de gabardina', kind: 'Prenda', unit: 'pieza', unitPriceCents: 9_650, garment: 'Gorra' },
  { code: 'BAT-MF-07', description: 'Bata médica de microfibra', kind: 'Prenda', unit: 'pieza', unitPriceCents: 28_900, garment: 'Bata médica' },
  { code: 'CHL-RS-08', description: 'Chaleco de seguridad de ripstop', kind: 'Prenda', unit: 'pieza', unitPriceCents: 14_990, garment: 'Chaleco de seguridad' },
  { code: 'BOR-LG-09', description: 'Bordado de logotipo (hasta 10,000 puntadas)', kind: 'Servicio', unit: 'pieza', unitPriceCents: 3_800 },
  { code: 'EST-DT-10', description: 'Estampado DTF (hasta 28 × 35 cm)', kind: 'Servicio', unit: 'pieza', unitPriceCents: 4_500 },
  { code: 'PLY-CR-11', description: 'Playera cuello redondo de algodón', kind: 'Prenda', unit: 'pieza', unitPriceCents: 8_900, garment: 'Playera cuello redondo' },
  { code: 'CHM-TR-12', description: 'Chamarra de trabajo de gabardina con forro', kind: 'Prenda', unit: 'pieza', unitPriceCents: 64_500, garment: 'Chamarra de trabajo' },
  { code: 'BOR-MIL-13', description: 'Bordado por millar de puntadas', kind: 'Servicio', unit: 'millar de puntadas', unitPriceCents: 950 },
  { code: 'DTF-PZA-14', description: 'Impresión DTF por pieza (hasta 10 cm)', kind: 'Servicio', unit: 'pieza', unitPriceCents: 2_500 },
  { code: 'VIN-PZA-15', description: 'Vinil textil por pieza (hasta 10 cm)', kind: 'Servicio', unit: 'pieza', unitPriceCents: 2_000 },
  { code: 'PON-LOG-16', description: 'Ponchado de logo (digitalización para bordado)', kind: 'Servicio', unit: 'servicio', unitPriceCents: 45_000 },
];
