import type { UserRole } from '../../domain/enums';
import { LOGIN_REQUIRED_MESSAGE } from '../../domain/constants';
import { PERMISSION_MESSAGES } from '../../domain/permission-messages';
import { USER_ROLE_LABELS } from '../../domain/roles';
import type { SampleStage } from '../../domain/stages';
import { PERMISSION_TABLE, type PermissionAction, type PermissionRule } from './table';

/** Who asks: the signed-in user as the permission table sees them. */
export interface PermissionActor {
  id: number;
  role: UserRole;
}

/**
 * What the action is about, as far as permissions go (every field optional: an absent field is not
 * judged, so the screens may ask before anything is loaded).
 */
export interface PermissionResource {
  /** The user the resource belongs to: a sample's seller, a quotation's or order's seller. */
  ownerId?: number | null;
  /** A sample's stage (stage rules). */
  stage?: SampleStage;
}

export type Decision = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: Decision = { allowed: true };
const refuse = (reason: string): Decision => ({ allowed: false, reason });

/** The Spanish sentence refusing `rule` to `role`. */
function roleRefusal(rule: PermissionRule, role: string): string {
  if ('message' in rule.refused) return rule.refused.message;
  const label = (USER_ROLE_LABELS as Record<string, string>)[role] ?? role;
  return PERMISSION_MESSAGES.roleDenied(label, rule.refused.what);
}

/**
 * May `actor` do `action` (to `resource`)? Judged in this order: signed in; the role; ownership (for the
 * roles bound to their own resources, when the resource's owner is known); the stage (when the action is
 * a stage's step there and the stage is known). Refusals carry the Spanish reason the server answers
 * with (403) and the screens show beside a disabled control.
 */
export function can(actor: PermissionActor | null | undefined, action: PermissionAction, resource?: PermissionResource): Decision {
  if (!actor) return refuse(LOGIN_REQUIRED_MESSAGE);
  const rule: PermissionRule = PERMISSION_TABLE[action];
  if (!rule.roles.includes(actor.role)) return refuse(roleRefusal(rule, actor.role));
  if (rule.ownOnly && resource?.ownerId !== undefined && rule.ownOnly.roles.includes(actor.role) && resource.ownerId !== actor.id) {
    return refuse(rule.ownOnly.message);
  }
  const step = resource?.stage === undefined ? undefined : rule.asStageStep?.[resource.stage];
  if (step) return can(actor, step as PermissionAction, { ...resource, stage: undefined });
  return ALLOWED;
}

/** `can(…).allowed`, for conditions. */
export function allows(actor: PermissionActor | null | undefined, action: PermissionAction, resource?: PermissionResource): boolean {
  return can(actor, action, resource).allowed;
}

/** The refusal's reason, or null when allowed (the shape of the older `refusal()`). */
export function refusalOf(decision: Decision): string | null {
  return decision.allowed ? null : decision.reason;
}

/** The roles that may do an action (whatever the resource). */
export function rolesFor(action: PermissionAction): readonly UserRole[] {
  return PERMISSION_TABLE[action].roles;
}
