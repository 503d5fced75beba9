import type { EventKind, NotificationReason } from '../../domain/lifecycle';
import type { SampleStage } from '../../domain/stages';
import type { UserRole } from '../../domain/enums';
import { rolesActingOn } from './permissions';

/** `@username` in a comment: letters, digits, dot, dash and underscore, not preceded by a word character (e-mails). */
const MENTION = /(?<![\w.@])@([a-z0-9._-]+)/gi;

/** Usernames mentioned in a text, lower-case, each once, in order of appearance. */
export function mentionedUsernames(text: string): string[] {
  const names = [...text.matchAll(MENTION)].map((m) => m[1]!.toLowerCase().replace(/[._-]+$/, ''));
  return [...new Set(names.filter(Boolean))];
}

export interface NotifyInput {
  kind: EventKind;
  actorId: number | null;
  ownerId: number;
  /** Stage reached, for a stage change. */
  to?: SampleStage | undefined;
  /** Users mentioned (ids), for a comment. */
  mentioned?: readonly number[];
  staff: readonly { id: number; role: UserRole }[];
}

/**
 * Who is told about an event, each once, with the first reason that applies: mentions, then the
 * owner (comments and stage changes on their sample), then the roles whose work just arrived
 * (a stage change into a stage they act on). Nobody is told about their own action.
 */
export function notificationRecipients(input: NotifyInput): { userId: number; reason: NotificationReason }[] {
  const out = new Map<number, NotificationReason>();
  const add = (userId: number, reason: NotificationReason) => {
    if (userId !== input.actorId && !out.has(userId)) out.set(userId, reason);
  };
  const staffIds = new Set(input.staff.map((s) => s.id));
  for (const id of input.mentioned ?? []) if (staffIds.has(id)) add(id, 'mention');
  if (input.kind === 'comment_added' || input.kind === 'stage_changed') add(input.ownerId, 'owner');
  if (input.kind === 'stage_changed' && input.to !== undefined) {
    const roles: readonly UserRole[] = rolesActingOn(input.to).filter((r) => r !== 'seller');
    for (const s of input.staff) if (roles.includes(s.role)) add(s.id, 'stage');
  }
  return [...out].map(([userId, reason]) => ({ userId, reason }));
}
