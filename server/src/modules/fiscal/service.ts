import type { Kysely } from 'kysely';
import type { CompanyFiscalBody, CompanyFiscalView } from '@muestrario/shared/contract';
import { COMPANY_FISCAL_MESSAGES, DEFAULT_FISCAL_SERIES, normalizeCompanyFiscal } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { DomainError } from '../../errors';
import { loadCompanyCsd, loadCompanyFiscal, openPrivateKey, sealPrivateKey, type CompanyCsd, type CompanyFiscal } from './csd';
import { checkCsd, CsdError } from './csd-check';
import type { PacClient } from './pac/types';
import { FiscalRows } from './repository';

export interface CsdUpload {
  cer: Buffer;
  key: Buffer;
  password: string;
}

/**
 * The company's fiscal data and CSD (issue 32 item 2; docs/decisions/fiscal.md), `app.fiscal`. Writes run
 * in one write transaction that re-reads the company's RFC (the CSD must be of it; the RFC may not
 * change under a CSD of another). The private key is sealed before it reaches the database; the
 * password is used to open it and then dropped.
 */
export class FiscalService {
  constructor(
    private readonly db: Kysely<Database>,
    /** The key that seals the CSD's private key (MUESTRARIO_SECRET_KEY or the generated key file). */
    readonly secretKey: Buffer,
    /** The PAC of the configuration (PAC_PROVIDER). */
    readonly pac: PacClient,
  ) {}

  /** The company's fiscal data (null until saved): the issuer of every CFDI, and the series to number them. */
  loadCompanyFiscal(): Promise<CompanyFiscal | null> {
    return loadCompanyFiscal(this.db);
  }

  /** The CSD with its private key decrypted in memory (null when none is loaded). */
  loadCompanyCsd(): Promise<CompanyCsd | null> {
    return loadCompanyCsd(this.db, this.secretKey);
  }

  async view(): Promise<CompanyFiscalView> {
    const rows = new FiscalRows(this.db);
    const [fiscal, csd] = await Promise.all([rows.fiscal(), rows.csd()]);
    return {
      configured: Boolean(fiscal),
      rfc: fiscal?.rfc ?? '',
      legalName: fiscal?.legal_name ?? '',
      taxRegime: fiscal?.tax_regime ?? '',
      placeOfIssue: fiscal?.place_of_issue ?? '',
      series: fiscal
        ? {
            invoice: fiscal.series_invoice,
            credit_note: fiscal.series_credit_note,
            down_payment_invoice: fiscal.series_down_payment_invoice,
            payment: fiscal.series_payment,
          }
        : { ...DEFAULT_FISCAL_SERIES },
      updatedAt: fiscal?.updated_at ?? null,
      csd: csd
        ? {
            certificateNumber: csd.certificate_number,
            rfc: csd.rfc,
            legalName: csd.legal_name,
            validFrom: csd.valid_from,
            validTo: csd.valid_to,
            keyLoaded: openPrivateKey(csd, this.secretKey) !== null,
            uploadedAt: csd.uploaded_at,
          }
        : null,
      pac: { provider: this.pac.provider, testStamps: this.pac.testStamps },
    };
  }

  /** Saves the data (already checked with `companyFiscalErrors`); 409 when the RFC changes under a CSD of the old one. */
  async save(body: CompanyFiscalBody, userId: number, now: Date): Promise<CompanyFiscalView> {
    const input = normalizeCompanyFiscal(body);
    await writeTransaction(this.db, async (trx) => {
      const rows = new FiscalRows(trx);
      await rows.fiscal(true);
      const csd = await rows.csd();
      if (csd && csd.rfc !== input.rfc) throw new DomainError('conflict', COMPANY_FISCAL_MESSAGES.rfcChangeWithCsd(csd.rfc));
      await rows.saveFiscal({
        rfc: input.rfc,
        legal_name: input.legalName,
        tax_regime: input.taxRegime,
        place_of_issue: input.placeOfIssue,
        series_invoice: input.series.invoice,
        series_credit_note: input.series.credit_note,
        series_down_payment_invoice: input.series.down_payment_invoice,
        series_payment: input.series.payment,
        updated_at: now.toISOString(),
        updated_by: userId,
      });
    });
    return this.view();
  }

  /** Checks and stores a CSD (replacing the one loaded); each refusal a Spanish 400 (DomainError 'invalid'). */
  async uploadCsd(upload: CsdUpload, userId: number | null, now: Date): Promise<CompanyFiscalView> {
    await writeTransaction(this.db, async (trx) => {
      const rows = new FiscalRows(trx);
      const fiscal = await rows.fiscal(true);
      if (!fiscal) throw new DomainError('invalid', 'Primero guarda los datos fiscales de la empresa (su RFC) y después carga el CSD.');
      let checked;
      try {
        checked = checkCsd({ ...upload, companyRfc: fiscal.rfc, now });
      } catch (error) {
        if (error instanceof CsdError) throw new DomainError('invalid', error.message);
        throw error;
      }
      await rows.saveCsd({
        certificate_der: checked.certificateDer.toString('base64'),
        certificate_number: checked.certificateNumber,
        rfc: checked.rfc,
        legal_name: checked.legalName,
        valid_from: checked.validFrom.toISOString(),
        valid_to: checked.validTo.toISOString(),
        private_key_sealed: sealPrivateKey(checked.privateKeyDer, this.secretKey),
        uploaded_at: now.toISOString(),
        uploaded_by: userId,
      });
      checked.privateKeyDer.fill(0);
    });
    return this.view();
  }

  async removeCsd(): Promise<CompanyFiscalView> {
    await new FiscalRows(this.db).deleteCsd();
    return this.view();
  }
}
