import { REGIMENES_FISCALES, type RegimenFiscalCode } from '../domain/sat/regimen-fiscal';
import { USOS_CFDI, type UsoCfdiCode } from '../domain/sat/uso-cfdi';
import type { SatCatalogueEntry } from '../domain/sat/regimen-fiscal';
import type { RfcPersonType } from './rfc';

/*
 * Mexican tax data of a partner: IVA rate, the SAT catalogue entries valid for its person type, and the
 * fiscal postal code.
 */

/** IVA in basis points: 16 % general; 8 % in the northern and southern border regions (estímulo fiscal). */
export const IVA_RATES_BP = { general: 1_600, border: 800 } as const;

/** The IVA rate (basis points) of a document for a partner in, or outside, the border region. */
export function ivaRateBpFor(borderRegion: boolean): number {
  return borderRegion ? IVA_RATES_BP.border : IVA_RATES_BP.general;
}

/** 1600 → 'IVA 16%'. */
export function ivaLabel(rateBp: number): string {
  return `IVA ${rateBp / 100}%`;
}

const appliesTo = (entry: SatCatalogueEntry, personType: RfcPersonType) => (personType === 'moral' ? entry.moral : entry.fisica);

/** Régimen fiscal entries a persona moral or física may declare. */
export function regimenesFor(personType: RfcPersonType): (typeof REGIMENES_FISCALES)[number][] {
  return REGIMENES_FISCALES.filter((r) => appliesTo(r, personType));
}

/** Uso CFDI entries a persona moral or física may choose (deductions D01–D10 and CN01 are for físicas only). */
export function usosCfdiFor(personType: RfcPersonType): (typeof USOS_CFDI)[number][] {
  return USOS_CFDI.filter((u) => appliesTo(u, personType));
}

export function isRegimenFor(code: RegimenFiscalCode, personType: RfcPersonType): boolean {
  return regimenesFor(personType).some((r) => r.code === code);
}

export function isUsoCfdiFor(code: UsoCfdiCode, personType: RfcPersonType): boolean {
  return usosCfdiFor(personType).some((u) => u.code === code);
}

/** A fiscal postal code (CFDI 4.0 «DomicilioFiscalReceptor»): five digits. */
export const FISCAL_ZIP_PATTERN = /^\d{5}$/;
