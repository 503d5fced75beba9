import type { ColumnType, Generated } from 'kysely';
import type { ProgramPeriod, ReorderRequestStatus } from '@muestrario/shared/domain';

/** A 0/1 flag with a default of 1 (inserts may leave it out). */
type Flag = ColumnType<number, number | undefined, number>;
/** A text column with a default of '' (inserts may leave it out). */
type TextWithDefault = ColumnType<string, string | undefined, string>;

/** Uniform programs (migration 0051, issue 35), added to `Database` beside their area. */
declare module '../../db/types' {
  interface Database {
    uniform_programs: UniformProgramsTable;
    program_job_titles: ProgramJobTitlesTable;
    program_kit_lines: ProgramKitLinesTable;
    program_employees: ProgramEmployeesTable;
    program_employee_sizes: ProgramEmployeeSizesTable;
    program_portal_links: ProgramPortalLinksTable;
    program_reorder_requests: ProgramReorderRequestsTable;
    program_reorder_request_employees: ProgramReorderRequestEmployeesTable;
    program_allowance_exceptions: ProgramAllowanceExceptionsTable;
    program_order_pieces: ProgramOrderPiecesTable;
  }
}

export interface UniformProgramsTable {
  id: Generated<number>;
  /** The client (`clients.id`, a partner of type 'Cliente'). */
  partner_id: number;
  name: string;
  /** `foldName(name)`: unique per client. */
  folded_name: string;
  /** The seller the program belongs to (permission owner). */
  seller_id: number;
  period: ProgramPeriod;
  /** The current period's first day, 'YYYY-MM-DD'. */
  period_start: string;
  active: Flag;
  notes: TextWithDefault;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface ProgramJobTitlesTable {
  id: Generated<number>;
  program_id: number;
  name: string;
  /** `foldName(name)`: unique per program. */
  folded_name: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface ProgramKitLinesTable {
  id: Generated<number>;
  job_title_id: number;
  /** An authorised sample (stage 7) of the program's client. */
  sample_id: number;
  /** The style (`items.id`, kind 'Estilo'). */
  item_id: number;
  /** One of the style's colours (`item_colours.id`). */
  colour_id: number;
  /** Pieces of this garment per employee per period. */
  pieces_per_period: number;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface ProgramEmployeesTable {
  id: Generated<number>;
  program_id: number;
  employee_number: string | null;
  name: string;
  /** `foldName(name)`: unique per program. */
  folded_name: string;
  job_title_id: number;
  area: string | null;
  active: Flag;
  /** 'YYYY-MM-DD', or null when unknown. */
  start_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProgramEmployeeSizesTable {
  employee_id: number;
  /** `garmentTypeOfStyle(itemId)`: 'item:12'. */
  garment_type: string;
  size: string;
}

export interface ProgramPortalLinksTable {
  id: Generated<number>;
  program_id: number;
  /** SHA-256 (hex) of the token; the token itself is only ever in the link. */
  token_hash: string;
  contact_name: string;
  contact_email: TextWithDefault;
  expires_at: string;
  revoked_at: string | null;
  revoked_by: number | null;
  created_by: number;
  created_at: string;
  last_used_at: string | null;
}

export interface ProgramReorderRequestsTable {
  id: Generated<number>;
  program_id: number;
  portal_link_id: number | null;
  status: ColumnType<ReorderRequestStatus, ReorderRequestStatus | undefined, ReorderRequestStatus>;
  note: TextWithDefault;
  created_at: string;
  order_id: number | null;
  handled_by: number | null;
  handled_at: string | null;
}

export interface ProgramReorderRequestEmployeesTable {
  request_id: number;
  employee_id: number;
}

export interface ProgramAllowanceExceptionsTable {
  id: Generated<number>;
  program_id: number;
  employee_id: number;
  kit_line_id: number;
  period_start: string;
  extra_pieces: number;
  reason: string;
  approved_by: number;
  approved_at: string;
  order_id: number | null;
}

export interface ProgramOrderPiecesTable {
  id: Generated<number>;
  program_id: number;
  employee_id: number;
  kit_line_id: number;
  period_start: string;
  order_id: number;
  order_line_id: number;
  size: string;
  pieces: number;
}
