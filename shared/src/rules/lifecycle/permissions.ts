import { LIFECYCLE_MESSAGES } from '../../domain/lifecycle';
import { USER_ROLE_LABELS } from '../../domain/roles';
import { STAGE, type SampleStage } from '../../domain/stages';
import { USER_ROLES, type UserRole } from '../../domain/enums';

/** Everything a signed-in user may try to do to a sample (reading is open to every role). */
export const ACTIONS = [
  'createSample',
  'editDesign',
  'sendDesign',
  'uploadRender',
  'markMade',
  'recordQuality',
  'completePhotos',
  'recordAnswer',
  'openRound',
  'override',
  'comment',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Who may do what (issue 15). `admin` may do everything. */
export const ACTION_ROLES = {
  createSample: ['seller', 'admin'],
  editDesign: ['seller', 'admin'],
  sendDesign: ['seller', 'admin'],
  uploadRender: ['designer', 'admin'],
  markMade: ['production', 'admin'],
  recordQuality: ['quality', 'admin'],
  completePhotos: ['quality', 'admin'],
  recordAnswer: ['seller', 'admin'],
  openRound: ['seller', 'admin'],
  override: ['admin'],
  comment: USER_ROLES,
} as const satisfies Record<Action, readonly UserRole[]>;

/** What each action reads as in a refusal: 'Tu rol (Diseñador) no permite editar el diseño.' */
export const ACTION_DESCRIPTIONS = {
  createSample: 'crear muestras',
  editDesign: 'editar el diseño',
  sendDesign: 'enviar el diseño',
  uploadRender: 'subir el render',
  markMade: 'marcar la muestra como realizada',
  recordQuality: 'registrar la revisión de calidad',
  completePhotos: 'registrar las fotografías',
  recordAnswer: 'registrar la respuesta del cliente',
  openRound: 'abrir una nueva ronda',
  override: 'mover la muestra a cualquier etapa',
  comment: 'comentar',
} as const satisfies Record<Action, string>;

/** The button that starts each action on the review screen. */
export const ACTION_LABELS = {
  createSample: 'Nueva muestra',
  editDesign: 'Editar diseño',
  sendDesign: 'Enviar diseño',
  uploadRender: 'Subir render',
  markMade: 'Marcar muestra realizada',
  recordQuality: 'Registrar revisión de calidad',
  completePhotos: 'Subir fotos',
  recordAnswer: 'Registrar respuesta del cliente',
  openRound: 'Abrir nueva ronda',
  override: 'Cambiar etapa',
  comment: 'Comentar',
} as const satisfies Record<Action, string>;

/** The action that moves a sample on from each stage (7 Autorizada has none: it is locked). */
export const STAGE_ACTION = {
  1: 'sendDesign',
  2: 'uploadRender',
  3: 'markMade',
  4: 'recordQuality',
  5: 'completePhotos',
  6: 'recordAnswer',
  7: null,
  8: 'openRound',
} as const satisfies Record<SampleStage, Action | null>;

/** Seller actions that need the sample to be theirs (everything but creating and commenting). */
const OWNER_FREE: ReadonlySet<Action> = new Set<Action>(['createSample', 'comment']);

export interface Actor {
  id: number;
  role: UserRole;
}

/** The sample an action is about: who owns it. */
export interface OwnedSample {
  ownerId: number;
}

/** Why an actor may not do an action, as a Spanish message (403), or null when they may. */
export function refusal(actor: Actor, action: Action, sample?: OwnedSample): string | null {
  if (!(ACTION_ROLES[action] as readonly UserRole[]).includes(actor.role)) {
    return LIFECYCLE_MESSAGES.roleDenied(USER_ROLE_LABELS[actor.role], ACTION_DESCRIPTIONS[action]);
  }
  if (actor.role === 'seller' && sample && !OWNER_FREE.has(action) && sample.ownerId !== actor.id) return LIFECYCLE_MESSAGES.notOwner;
  return null;
}

export function may(actor: Actor, action: Action, sample?: OwnedSample): boolean {
  return refusal(actor, action, sample) === null;
}

/**
 * A seller may not write anything to another seller's sample (403 for every write, whatever the
 * stage); other roles are judged per action.
 */
export function mayWriteSample(actor: Actor, sample: OwnedSample): boolean {
  return actor.role !== 'seller' || sample.ownerId === actor.id;
}

/**
 * Whether a sample at `stage` is waiting for this user: a seller's own samples at the stages a seller
 * acts on (1, 6, 8), other roles the samples at the stages their role acts on. Admins act on every
 * stage but nothing waits for them in particular.
 */
export function waitsFor(actor: Actor, stage: SampleStage, sample: OwnedSample): boolean {
  const action = STAGE_ACTION[stage];
  if (!action || actor.role === 'admin') return false;
  if (!(ACTION_ROLES[action] as readonly UserRole[]).includes(actor.role)) return false;
  return actor.role !== 'seller' || sample.ownerId === actor.id;
}

/** Roles (besides admin) that act on a stage: who is told that work reached it. */
export function rolesActingOn(stage: SampleStage): UserRole[] {
  const action = STAGE_ACTION[stage];
  return action ? (ACTION_ROLES[action] as readonly UserRole[]).filter((r) => r !== 'admin') : [];
}

/** Stages at which the design can be edited. */
export const EDITABLE_STAGES: readonly SampleStage[] = [STAGE.design];
/** Stages at which a render may be uploaded: first at 2 (moves to 3), replaced at 3. */
export const RENDER_STAGES: readonly SampleStage[] = [STAGE.render, STAGE.making];
