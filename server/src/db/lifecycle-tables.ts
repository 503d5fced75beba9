import type { ColumnType, Generated } from 'kysely';
import type { AnswerChannel, AnswerDecision, FailureReason, NotificationReason, PhotoPurpose, PROGRAM_REQUEST_NOTIFICATION_REASON } from '@muestrario/shared/domain';

/**
 * Tables of the sample lifecycle (migration 0006), added to the `Database` type by module
 * augmentation so the lifecycle's types live beside each other (same portability rules as types.ts).
 */
declare module './types' {
  interface Database {
    sample_rounds: SampleRoundsTable;
    sample_round_files: SampleRoundFilesTable;
    sample_photos: SamplePhotosTable;
    quality_checklists: QualityChecklistsTable;
    customer_answers: CustomerAnswersTable;
    comments: CommentsTable;
    notifications: NotificationsTable;
    sample_viewers: SampleViewersTable;
  }
  interface RenderFilesTable {
    round: Generated<number>;
  }
  interface SamplesTable {
    /** The sample's current round (1, then 2, … each time an Error opens a new one). */
    round: Generated<number>;
  }
}

type Id = Generated<number>;

/** A closed round: its design as it was (JSON), readable after the next round changed it. */
export interface SampleRoundsTable {
  id: Id;
  sample_id: number;
  number: number;
  opened_at: string;
  closed_at: string;
  design: string;
}

export interface SampleRoundFilesTable {
  round_id: number;
  file_key: string;
}

export interface SamplePhotosTable {
  id: Id;
  sample_id: number;
  round: number;
  purpose: PhotoPurpose;
  position_id: number | null;
  file_key: string;
  original_filename: string;
  file_size: number;
  mime_type: string;
  created_by: number;
  created_at: string;
}

export interface QualityChecklistsTable {
  id: Id;
  sample_id: number;
  round: number;
  /** 1 when every check passed and no failure was given, else 0. */
  passed: number;
  failure_reason: FailureReason | null;
  failure_text: string;
  /** JSON array of ChecklistItem with each decoration's name. */
  items: string;
  created_by: number;
  created_at: string;
}

export interface CustomerAnswersTable {
  id: Id;
  sample_id: number;
  round: number;
  decision: AnswerDecision;
  channel: AnswerChannel;
  text: string;
  /** Who answered for the customer (migration 0018; '' before it). */
  answered_by: Generated<string>;
  created_by: number;
  created_at: string;
  /** The optional evidence, a picture or PDF of the message (migration 0023; null: none). */
  evidence_file_key: Generated<string | null>;
  evidence_filename: Generated<string | null>;
  evidence_mime_type: Generated<string | null>;
  evidence_size: Generated<number | null>;
}

export interface CommentsTable {
  id: Id;
  sample_id: number;
  round: number;
  user_id: number;
  body: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
}

/**
 * A user's notification: about a sample's event (`event_id` and `sample_id`), or, since migration 0053
 * (issue 35 item 4), about a uniform program's reorder request (`program_request_id`, reason
 * 'program_request'); a CHECK keeps exactly one subject.
 */
export interface NotificationsTable {
  id: Id;
  user_id: number;
  event_id: number | null;
  sample_id: number | null;
  program_request_id: ColumnType<number | null, number | null | undefined, number | null>;
  reason: NotificationReason | typeof PROGRAM_REQUEST_NOTIFICATION_REASON;
  created_at: string;
  read_at: string | null;
}

/** An open design editor (migration 0012): who has which sample open, last seen when. */
export interface SampleViewersTable {
  viewer_key: string;
  sample_id: number;
  user_id: number;
  seen_at: string;
}
