import type { SeedFiscal } from '../../../modules/fiscal/seed';

/**
 * The demo company's fiscal data (issue 32 item 2): the receiver named in the demo supplier invoices,
 * persona moral under régimen 601, with a demo CSD made at seed time (self-made, no fiscal validity).
 */
export const fiscal: SeedFiscal = {
  company: { rfc: 'BOR990101AB1', legalName: 'BORDADOS MUESTRARIO', taxRegime: '601', placeOfIssue: '91700' },
  demoCsd: true,
};
