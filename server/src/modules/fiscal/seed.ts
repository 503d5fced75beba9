import type { Kysely } from 'kysely';
import { DEFAULT_FISCAL_SERIES, type CompanyFiscalInput } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { sealPrivateKey } from './csd';
import { FiscalRows } from './repository';
import { makeSelfMadeCsd } from './self-made-csd';

/** The demo company's fiscal data (the receiver of the demo supplier invoices) and whether it gets a demo CSD. */
export interface SeedFiscal {
  company: Omit<CompanyFiscalInput, 'series'> & { series?: CompanyFiscalInput['series'] };
  /** A self-made CSD for the company's RFC, valid from a day before the seed for four years. */
  demoCsd: boolean;
}

/**
 * Inside the seeding transaction: the company's fiscal data, and a demo CSD (self-made, clearly not the
 * SAT's; the sandbox PAC stamps with it) sealed with `secretKey`. Without a key (a caller that has none)
 * the CSD is left out: the admin can upload one.
 */
export async function seedFiscal(
  trx: Kysely<Database>,
  data: SeedFiscal | undefined,
  ctx: { now: Date; userId: number | null; secretKey: Buffer | undefined },
): Promise<void> {
  if (!data) return;
  const rows = new FiscalRows(trx);
  const series = data.company.series ?? DEFAULT_FISCAL_SERIES;
  await rows.saveFiscal({
    rfc: data.company.rfc,
    legal_name: data.company.legalName,
    tax_regime: data.company.taxRegime,
    place_of_issue: data.company.placeOfIssue,
    series_invoice: series.invoice,
    series_credit_note: series.credit_note,
    series_down_payment_invoice: series.down_payment_invoice,
    series_payment: series.payment,
    updated_at: ctx.now.toISOString(),
    updated_by: ctx.userId,
  });
  if (!data.demoCsd || !ctx.secretKey) return;
  const csd = await makeSelfMadeCsd({
    rfc: data.company.rfc,
    legalName: data.company.legalName,
    password: 'demo-sin-valor',
    validFrom: new Date(ctx.now.getTime() - 86_400_000),
    certificateNumber: '30001000000500003416',
  });
  const der = Buffer.from(csd.privateKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  await rows.saveCsd({
    certificate_der: csd.certificateDer.toString('base64'),
    certificate_number: csd.certificateNumber,
    rfc: csd.rfc,
    legal_name: data.company.legalName,
    valid_from: csd.validFrom.toISOString(),
    valid_to: csd.validTo.toISOString(),
    private_key_sealed: sealPrivateKey(der, ctx.secretKey),
    uploaded_at: ctx.now.toISOString(),
    uploaded_by: ctx.userId,
  });
}
