import { STAGE, type SampleStage } from '../../domain/stages';
import type { UserRole } from '../../domain/enums';
import { allows, can, refusalOf, rolesFor, type PermissionActor } from '../permissions/can';
import type { PermissionAction } from '../permissions/table';

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

/** Each sample action's name in the permission table (../permissions/table.ts), which decides it. */
export const SAMPLE_PERMISSION = {
  createSample: 'sample.create',
  editDesign: 'sample.editDesign',
  sendDesign: 'sample.sendDesign',
  uploadRender: 'sample.uploadRender',
  markMade: 'sample.markMade',
  recordQuality: 'sample.recordQuality',
  completePhotos: 'sample.completePhotos',
  recordAnswer: 'sample.recordAnswer',
  openRound: 'sample.openRound',
  override: 'sample.override',
  comment: 'comment.create',
} as const satisfies Record<Action, PermissionAction>;

/** Who may do what (issue 15), read from the permission table. `admin` may do everything. */
export const ACTION_ROLES = Object.fromEntries(ACTIONS.map((a) => [a, rolesFor(SAMPLE_PERMISSION[a])])) as Record<Action, readonly UserRole[]>;

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

export type Actor = PermissionActor;

/** The sample an action is about: who owns it (and, optionally, its stage). */
export interface OwnedSample {
  ownerId: number;
  stage?: SampleStage;
}

/** Why an actor may not do an action, as a Spanish message (403), or null when they may: `can()` of the table. */
export function refusal(actor: Actor, action: Action, sample?: OwnedSample): string | null {
  return refusalOf(can(actor, SAMPLE_PERMISSION[action], sample && { ownerId: sample.ownerId }));
}

export function may(actor: Actor, action: Action, sample?: OwnedSample): boolean {
  return refusal(actor, action, sample) === null;
}

/** A seller may not write anything to another seller's sample; other roles are judged per action. */
export function mayWriteSample(actor: Actor, sample: OwnedSample): boolean {
  return allows(actor, 'sample.transition', { ownerId: sample.ownerId });
}

/**
 * Whether a sample at `stage` is waiting for this user: the stage's step is theirs to do on this sample
 * (a seller's own samples at 1, 6, 8; other roles the stages their role acts on). Admins act on every
 * stage but nothing waits for them in particular.
 */
export function waitsFor(actor: Actor, stage: SampleStage, sample: OwnedSample): boolean {
  const action = STAGE_ACTION[stage];
  if (!action || actor.role === 'admin') return false;
  return may(actor, action, sample);
}

/** Roles (besides admin) that act on a stage: who is told that work reached it. */
export function rolesActingOn(stage: SampleStage): UserRole[] {
  const action = STAGE_ACTION[stage];
  return action ? ACTION_ROLES[action].filter((r) => r !== 'admin') : [];
}

/** Stages at which the design can be edited. */
export const EDITABLE_STAGES: readonly SampleStage[] = [STAGE.design];
/** Stages at which a render may be uploaded: first at 2 (moves to 3), replaced at 3. */
export const RENDER_STAGES: readonly SampleStage[] = [STAGE.render, STAGE.making];
