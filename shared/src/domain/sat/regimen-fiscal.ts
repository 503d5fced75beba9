/**
 * SAT catalogue c_RegimenFiscal (CFDI 4.0): the tax regimes a partner may declare, and which person
 * types each one applies to.
 *
 * Source: Servicio de Administración Tributaria, Anexo 20 (CFDI versión 4.0), catálogos del CFDI,
 * sheet «c_RegimenFiscal» of catCFDI_V_4 (http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm).
 * Transcribed on 2026-11-23; only entries without an end of validity («Fecha fin de vigencia») are listed
 * (609 Consolidación ended and is left out). When the SAT publishes a new catalogue, update this file.
 */
export interface SatCatalogueEntry {
  code: string;
  description: string;
  fisica: boolean;
  moral: boolean;
}

export const REGIMENES_FISCALES = [
  { code: '601', description: 'General de Ley Personas Morales', fisica: false, moral: true },
  { code: '603', description: 'Personas Morales con Fines no Lucrativos', fisica: false, moral: true },
  { code: '605', description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', fisica: true, moral: false },
  { code: '606', description: 'Arrendamiento', fisica: true, moral: false },
  { code: '607', description: 'Régimen de Enajenación o Adquisición de Bienes', fisica: true, moral: false },
  { code: '608', description: 'Demás ingresos', fisica: true, moral: false },
  { code: '610', description: 'Residentes en el Extranjero sin Establecimiento Permanente en México', fisica: true, moral: true },
  { code: '611', description: 'Ingresos por Dividendos (socios y accionistas)', fisica: true, moral: false },
  { code: '612', description: 'Personas Físicas con Actividades Empresariales y Profesionales', fisica: true, moral: false },
  { code: '614', description: 'Ingresos por intereses', fisica: true, moral: false },
  { code: '615', description: 'Régimen de los ingresos por obtención de premios', fisica: true, moral: false },
  { code: '616', description: 'Sin obligaciones fiscales', fisica: true, moral: false },
  { code: '620', description: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', fisica: false, moral: true },
  { code: '621', description: 'Incorporación Fiscal', fisica: true, moral: false },
  { code: '622', description: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', fisica: false, moral: true },
  { code: '623', description: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  { code: '624', description: 'Coordinados', fisica: false, moral: true },
  { code: '625', description: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', fisica: true, moral: false },
  { code: '626', description: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
  { code: '628', description: 'Hidrocarburos', fisica: false, moral: true },
  { code: '629', description: 'De los Regímenes Fiscales Preferentes y de las Empresas Multinacionales', fisica: true, moral: false },
  { code: '630', description: 'Enajenación de acciones en bolsa de valores', fisica: true, moral: false },
] as const satisfies readonly SatCatalogueEntry[];

export type RegimenFiscalCode = (typeof REGIMENES_FISCALES)[number]['code'];
export const REGIMEN_FISCAL_CODES = REGIMENES_FISCALES.map((r) => r.code) as RegimenFiscalCode[];
