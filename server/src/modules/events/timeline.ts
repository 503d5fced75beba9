import type { AnswerRecord, ChecklistRecord, Comment, StaffRef, TimelineEvent } from '@muestrario/shared/contract';
import { EVENTS_PAGE_SIZE, EVENT_KINDS, isOneOf, isStage, PHOTO_PURPOSES, type EventKind } from '@muestrario/shared/domain';
import { ACTIONS } from '@muestrario/shared/rules';

/** An `events` row joined with its actor's name. */
export interface EventRow {
  id: number;
  sample_id: number;
  kind: string;
  created_at: string;
  payload: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  role: StaffRef['role'] | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const int = (v: unknown) => (Number.isInteger(v) ? (v as number) : undefined);

/**
 * One timeline entry from a stored event. Payloads are JSON written by this server over time, so
 * every field is checked and an unknown one left out rather than trusted.
 */
export function toTimelineEvent(row: EventRow & { kind: EventKind }, comments: ReadonlyMap<number, Comment>): TimelineEvent {
  let p: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.payload);
    if (parsed && typeof parsed === 'object') p = parsed as Record<string, unknown>;
  } catch {
    // An unreadable payload still shows who did what and when.
  }
  const actor: StaffRef | null =
    row.user_id !== null && row.first_name !== null && row.last_name !== null && row.role !== null
      ? { id: row.user_id, firstName: row.first_name, lastName: row.last_name, role: row.role }
      : null;
  const event: TimelineEvent = { id: row.id, sampleId: row.sample_id, kind: row.kind, at: row.created_at, actor };
  if (isStage(p.from)) event.from = p.from;
  if (isStage(p.to)) event.to = p.to;
  if (isOneOf(ACTIONS, p.action)) event.action = p.action;
  for (const key of ['reason', 'note', 'filename'] as const) {
    const value = str(p[key]);
    if (value !== undefined) event[key] = value;
  }
  if (int(p.round) !== undefined) event.round = int(p.round);
  if (typeof p.replaced === 'boolean') event.replaced = p.replaced;
  if (p.checklist && typeof p.checklist === 'object') event.checklist = p.checklist as ChecklistRecord;
  if (p.answer && typeof p.answer === 'object') event.answer = p.answer as AnswerRecord;
  const photo = p.photo as { id?: unknown; purpose?: unknown; viewId?: unknown } | undefined;
  if (photo && int(photo.id) !== undefined && isOneOf(PHOTO_PURPOSES, photo.purpose)) {
    event.photo = { id: photo.id as number, purpose: photo.purpose, viewId: int(photo.viewId) ?? null };
  }
  const customer = p.customer as { name?: unknown; comment?: unknown; proof?: { filename?: unknown; sha256?: unknown } } | undefined;
  if (customer && str(customer.name) !== undefined) {
    event.customer = { name: customer.name as string, comment: str(customer.comment) ?? '' };
    const proof = customer.proof;
    if (proof && str(proof.filename) !== undefined && str(proof.sha256) !== undefined) {
      event.customer.proof = { filename: proof.filename as string, sha256: proof.sha256 as string };
    }
  }
  const comment = int(p.commentId) !== undefined ? comments.get(p.commentId as number) : undefined;
  if (comment) event.comment = comment;
  return event;
}

export const isKnownKind = (row: EventRow): row is EventRow & { kind: EventKind } => isOneOf(EVENT_KINDS, row.kind);

/** The comment ids a page of events refers to. */
export function commentIdsOf(rows: readonly EventRow[]): number[] {
  return rows
    .filter((r) => r.kind === 'comment_added')
    .map((r) => {
      try {
        return int((JSON.parse(r.payload) as { commentId?: unknown }).commentId);
      } catch {
        return undefined;
      }
    })
    .filter((id): id is number => id !== undefined);
}

export const pageSize = (limit: number | undefined) => limit ?? EVENTS_PAGE_SIZE;
