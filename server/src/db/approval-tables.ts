import type { Generated } from 'kysely';
import type { AnswerDecision } from '@muestrario/shared/domain';

/** The customer approval links (migration 0010), added to `Database` like the lifecycle's tables. */
declare module './types' {
  interface Database {
    approval_links: ApprovalLinksTable;
  }
}

export interface ApprovalLinksTable {
  id: Generated<number>;
  sample_id: number;
  round: number;
  /** The render version the link shows (render_files.id); a newer render ends the link. */
  render_file_id: number;
  /** SHA-256 (hex) of the token; the token itself is only ever in the link. */
  token_hash: string;
  created_by: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  answered_at: string | null;
  decision: AnswerDecision | null;
  customer_name: string | null;
  comment: string | null;
  pin_view_id: number | null;
  pin_x: number | null;
  pin_y: number | null;
  ip: string | null;
  user_agent: string | null;
  proof_file_key: string | null;
  proof_filename: string | null;
  proof_size: number | null;
  proof_sha256: string | null;
}
