import type { SatCatalogueEntry } from './regimen-fiscal';

/**
 * SAT catalogue c_UsoCFDI (CFDI 4.0): what the receiver will use an invoice for, and which person types
 * may choose each use (the deductions D01–D10 and payroll CN01 are for personas físicas only).
 *
 * Source: Servicio de Administración Tributaria, Anexo 20 (CFDI versión 4.0), catálogos del CFDI,
 * sheet «c_UsoCFDI» of catCFDI_V_4 (http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm).
 * Transcribed on 2026-11-23 (columns «Aplica para tipo persona Física» and «Moral»; the column of
 * regimes each use allows is not used here). When the SAT publishes a new catalogue, update this file.
 */
export const USOS_CFDI = [
  { code: 'G01', description: 'Adquisición de mercancías', fisica: true, moral: true },
  { code: 'G02', description: 'Devoluciones, descuentos o bonificaciones', fisica: true, moral: true },
  { code: 'G03', description: 'Gastos en general', fisica: true, moral: true },
  { code: 'I01', description: 'Construcciones', fisica: true, moral: true },
  { code: 'I02', description: 'Mobiliario y equipo de oficina por inversiones', fisica: true, moral: true },
  { code: 'I03', description: 'Equipo de transporte', fisica: true, moral: true },
  { code: 'I04', description: 'Equipo de cómputo y accesorios', fisica: true, moral: true },
  { code: 'I05', description: 'Dados, troqueles, moldes, matrices y herramental', fisica: true, moral: true },
  { code: 'I06', description: 'Comunicaciones telefónicas', fisica: true, moral: true },
  { code: 'I07', description: 'Comunicaciones satelitales', fisica: true, moral: true },
  { code: 'I08', description: 'Otra maquinaria y equipo', fisica: true, moral: true },
  { code: 'D01', description: 'Honorarios médicos, dentales y gastos hospitalarios', fisica: true, moral: false },
  { code: 'D02', description: 'Gastos médicos por incapacidad o discapacidad', fisica: true, moral: false },
  { code: 'D03', description: 'Gastos funerales', fisica: true, moral: false },
  { code: 'D04', description: 'Donativos', fisica: true, moral: false },
  { code: 'D05', description: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)', fisica: true, moral: false },
  { code: 'D06', description: 'Aportaciones voluntarias al SAR', fisica: true, moral: false },
  { code: 'D07', description: 'Primas por seguros de gastos médicos', fisica: true, moral: false },
  { code: 'D08', description: 'Gastos de transportación escolar obligatoria', fisica: true, moral: false },
  { code: 'D09', description: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones', fisica: true, moral: false },
  { code: 'D10', description: 'Pagos por servicios educativos (colegiaturas)', fisica: true, moral: false },
  { code: 'S01', description: 'Sin efectos fiscales', fisica: true, moral: true },
  { code: 'CP01', description: 'Pagos', fisica: true, moral: true },
  { code: 'CN01', description: 'Nómina', fisica: true, moral: false },
] as const satisfies readonly SatCatalogueEntry[];

export type UsoCfdiCode = (typeof USOS_CFDI)[number]['code'];
export const USO_CFDI_CODES = USOS_CFDI.map((u) => u.code) as UsoCfdiCode[];
