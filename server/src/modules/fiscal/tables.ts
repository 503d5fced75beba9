/** The company's fiscal data, its CSD (migration 0044) and the sandbox PAC's stamps (0045), added to `Database` beside their area. */
declare module '../../db/types' {
  interface Database {
    company_fiscal: CompanyFiscalTable;
    company_csd: CompanyCsdTable;
    pac_sandbox_stamps: PacSandboxStampsTable;
  }
}

export interface CompanyFiscalTable {
  /** Always 1: one company. */
  id: number;
  rfc: string;
  legal_name: string;
  tax_regime: string;
  place_of_issue: string;
  series_invoice: string;
  series_credit_note: string;
  series_down_payment_invoice: string;
  series_payment: string;
  updated_at: string;
  updated_by: number | null;
}

export interface CompanyCsdTable {
  /** Always 1: one CSD in use. */
  id: number;
  /** The certificate (public): base64 of its DER. */
  certificate_der: string;
  certificate_number: string;
  rfc: string;
  legal_name: string;
  valid_from: string;
  valid_to: string;
  /** The private key (PKCS#8 DER), sealed with AES-256-GCM (sealed-box.ts): never in clear. */
  private_key_sealed: string;
  uploaded_at: string;
  uploaded_by: number | null;
}

export interface PacSandboxStampsTable {
  uuid: string;
  sealed_sha256: string;
  issuer_rfc: string;
  stamped_at: string;
  stamped_xml: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  replacement_uuid: string | null;
}
