import { DEFAULT_CREDIT_DAYS, RECEIVABLES_MESSAGES as M, type CfdiPaymentMethod } from '../../domain/receivables';
import { addDays } from '../new-sample';

/** An invoice's fiscal terms (the CFDI's MetodoPago, FormaPago and UsoCFDI). */
export interface FiscalTerms {
  paymentMethod: CfdiPaymentMethod;
  paymentForm: string;
  cfdiUse: string;
}

/**
 * What an invoice's terms are before the user changes them: PPD with '99 Por definir' (the seller does not
 * know yet how the client will pay: SAT's rule for PPD), the partner's default CFDI use (G03 when it has
 * none, the most common for a company buying goods).
 */
export function defaultFiscalTerms(partner: { usoCfdi: string }): FiscalTerms {
  return { paymentMethod: 'PPD', paymentForm: '99', cfdiUse: partner.usoCfdi || 'G03' };
}

/** Why the terms are inconsistent by the SAT's rules (Spanish), with the field, or null. */
export function fiscalTermsProblem(terms: FiscalTerms): { field: keyof FiscalTerms; message: string } | null {
  if (terms.paymentMethod === 'PPD' && terms.paymentForm !== '99') return { field: 'paymentForm', message: M.ppdNeeds99 };
  if (terms.paymentMethod === 'PUE' && terms.paymentForm === '99') return { field: 'paymentForm', message: M.pueNot99 };
  if (!terms.cfdiUse) return { field: 'cfdiUse', message: M.usoCfdiMissing };
  return null;
}

/**
 * An invoice's due date: a PUE invoice is due on its date (it is paid); a PPD invoice after the partner's
 * credit days (DEFAULT_CREDIT_DAYS while partners have no payment terms).
 */
export function defaultDueDate(docDate: string, method: CfdiPaymentMethod, creditDays: number | null = null): string {
  return method === 'PUE' ? docDate : addDays(docDate, creditDays ?? DEFAULT_CREDIT_DAYS);
}
