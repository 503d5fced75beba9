import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { readSealedCfdi } from './cfdi-reader';
import { loadSandboxCertificate, SANDBOX_RFC_PROV_CERTIF, type SandboxCertificate } from './sandbox-certificate';
import { satDateTime, tfdCadenaOriginal, tfdElement, withStamp, type TfdFields } from './tfd';
import { checkCancelRequest, PAC_MESSAGES, PacError, type CancelRequest, type CancelResult, type PacClient, type StampResult } from './types';

/**
 * The built-in sandbox PAC (issue 32 item 4): stamps a sealed CFDI 4.0 with a TimbreFiscalDigital 1.1
 * (UUID v4 upper case, FechaTimbrado in Mexico City time, RfcProvCertif SPR190613I52, SelloCFD = the
 * CFDI's Sello, NoCertificadoSAT and SelloSAT from its own test certificate: RSA-SHA256 over the stamp's
 * cadena). Idempotent: the same sealed XML answers the same stamp; a CFDI without Sello is refused the
 * same way every time. It checks shape, not the seal (the invoice engine validates before stamping).
 * Its stamps have no fiscal validity (`testStamp`).
 */
export class SandboxPac implements PacClient {
  readonly provider = 'sandbox' as const;
  readonly testStamps = true;
  private certificate: Promise<SandboxCertificate> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly certificateDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The test certificate whose key signs the stamps (made once per data folder). */
  signingCertificate(): Promise<SandboxCertificate> {
    this.certificate ??= loadSandboxCertificate(this.certificateDir).catch((error: unknown) => {
      this.certificate = undefined;
      throw error;
    });
    return this.certificate;
  }

  async stamp(sealedXml: string): Promise<StampResult> {
    const cfdi = readSealedCfdi(sealedXml);
    const sealedSha256 = crypto.createHash('sha256').update(sealedXml, 'utf8').digest('hex');
    const previous = await this.bySealed(sealedSha256);
    if (previous) return previous;
    const certificate = await this.signingCertificate();
    const fields: TfdFields = {
      uuid: crypto.randomUUID().toUpperCase(),
      fechaTimbrado: satDateTime(this.now()),
      rfcProvCertif: SANDBOX_RFC_PROV_CERTIF,
      selloCfd: cfdi.sello,
      noCertificadoSat: certificate.certificateNumber,
    };
    const selloSat = crypto.sign('sha256', Buffer.from(tfdCadenaOriginal(fields), 'utf8'), certificate.privateKeyPem).toString('base64');
    const stampedXml = withStamp(sealedXml, cfdi, tfdElement(fields, selloSat));
    await this.db
      .insertInto('pac_sandbox_stamps')
      .values({ uuid: fields.uuid, sealed_sha256: sealedSha256, issuer_rfc: cfdi.issuerRfc, stamped_at: fields.fechaTimbrado, stamped_xml: stampedXml })
      .onConflict((oc) => oc.column('sealed_sha256').doNothing())
      .execute();
    // Two stamps of one CFDI at once: the first row stays, both answer it.
    return (await this.bySealed(sealedSha256))!;
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    checkCancelRequest(request);
    const uuid = request.uuid.toUpperCase();
    const row = await this.db.selectFrom('pac_sandbox_stamps').select(['issuer_rfc', 'cancelled_at']).where('uuid', '=', uuid).executeTakeFirst();
    if (!row) throw new PacError(404, PAC_MESSAGES.unknownUuid(uuid));
    if (row.issuer_rfc !== request.issuerRfc.toUpperCase()) throw new PacError(400, PAC_MESSAGES.otherIssuer(request.issuerRfc));
    if (row.cancelled_at) return { status: 'Cancelada', at: row.cancelled_at };
    const replacement = request.replacementUuid?.toUpperCase() ?? null;
    if (replacement && !(await this.db.selectFrom('pac_sandbox_stamps').select('uuid').where('uuid', '=', replacement).executeTakeFirst())) {
      throw new PacError(404, PAC_MESSAGES.unknownUuid(replacement));
    }
    const at = this.now().toISOString();
    await this.db
      .updateTable('pac_sandbox_stamps')
      .set({ cancelled_at: at, cancel_reason: request.reason, replacement_uuid: replacement })
      .where('uuid', '=', uuid)
      .where('cancelled_at', 'is', null)
      .execute();
    const after = await this.db.selectFrom('pac_sandbox_stamps').select('cancelled_at').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    return { status: 'Cancelada', at: after.cancelled_at ?? at };
  }

  private async bySealed(sealedSha256: string): Promise<StampResult | undefined> {
    const row = await this.db.selectFrom('pac_sandbox_stamps').select(['uuid', 'stamped_xml', 'stamped_at']).where('sealed_sha256', '=', sealedSha256).executeTakeFirst();
    return row && { uuid: row.uuid, stampedXml: row.stamped_xml, stampedAt: row.stamped_at, testStamp: true };
  }
}

/** A stamp of the sandbox PAC (its RfcProvCertif), for the printout's 'Sin validez fiscal (timbrado de prueba)'. */
export function isSandboxStamp(stampedXml: string): boolean {
  return new RegExp(`<(\\w+:)?TimbreFiscalDigital\\b[^>]*\\bRfcProvCertif="${SANDBOX_RFC_PROV_CERTIF}"`).test(stampedXml);
}
