import { LIFECYCLE_MESSAGES, type AnswerChannel, type AnswerDecision } from '../../domain/lifecycle';
import { stageName, STAGE, type SampleStage } from '../../domain/stages';
import type { UserRole } from '../../domain/enums';
import { checklistComplete, checklistPassed, decoratedViews, unansweredChecks, type Checklist, type DecorationRef } from './checklist';
import { can } from '../permissions/can';
import { refusal, type Action } from './permissions';

/** The customer's answer at stage 6, as a seller records it. */
export interface CustomerAnswer {
  decision: AnswerDecision;
  channel: AnswerChannel;
  /** Who answered (the customer's name as the seller heard it); required. */
  answeredBy: string;
  /** What the customer said; required when they ask for changes. */
  text: string;
}

/** What the server knows about the sample when a transition is asked for. */
export interface Evidence {
  hasGarment: boolean;
  /** The decorations of the current design. */
  decorations: readonly DecorationRef[];
  /** A render was uploaded in the current round. */
  renderInRound: boolean;
  /** Quality photos uploaded in the current round. */
  qualityPhotos: number;
  /** Views with at least one 'photography' photo in the current round. */
  photographedViews: readonly number[];
}

export const NO_EVIDENCE: Evidence = { hasGarment: false, decorations: [], renderInRound: false, qualityPhotos: 0, photographedViews: [] };

export interface TransitionRequest {
  from: SampleStage;
  to: SampleStage;
  actor: { id: number; role: UserRole };
  ownerId: number;
  evidence: Evidence;
  reason?: string | undefined;
  checklist?: Checklist | undefined;
  answer?: CustomerAnswer | undefined;
}

export type TransitionResult =
  | {
      ok: true;
      to: SampleStage;
      /** The action performed, or 'override' for an admin's move with a reason. */
      action: Action;
      /** Entering stage 1 from another stage opens round n+1. */
      opensRound: boolean;
    }
  | { ok: false; status: 400 | 403 | 409; message: string };

/** The transitions of issue 15, each with the action (and so the roles) that performs it. */
export const TRANSITIONS: readonly { from: SampleStage; to: SampleStage; action: Action }[] = [
  { from: STAGE.design, to: STAGE.render, action: 'sendDesign' },
  { from: STAGE.render, to: STAGE.making, action: 'uploadRender' },
  { from: STAGE.making, to: STAGE.quality, action: 'markMade' },
  { from: STAGE.quality, to: STAGE.photography, action: 'recordQuality' },
  { from: STAGE.quality, to: STAGE.error, action: 'recordQuality' },
  { from: STAGE.photography, to: STAGE.approval, action: 'completePhotos' },
  { from: STAGE.approval, to: STAGE.authorized, action: 'recordAnswer' },
  { from: STAGE.approval, to: STAGE.error, action: 'recordAnswer' },
  { from: STAGE.error, to: STAGE.design, action: 'openRound' },
];

const fail = (status: 400 | 403 | 409, message: string): TransitionResult => ({ ok: false, status, message });
const blank = (text: string | undefined) => !text || text.trim() === '';

/** What the evidence of one regular transition lacks (status and message), or null when it is complete. */
function missingEvidence(req: TransitionRequest, action: Action): TransitionResult | null {
  const { evidence: e, to } = req;
  if (action !== 'recordQuality' && req.checklist) return fail(400, LIFECYCLE_MESSAGES.unexpectedEvidence);
  if (action !== 'recordAnswer' && req.answer) return fail(400, LIFECYCLE_MESSAGES.unexpectedEvidence);
  switch (action) {
    case 'sendDesign':
      if (!e.hasGarment) return fail(409, LIFECYCLE_MESSAGES.noGarment);
      if (!e.decorations.length) return fail(409, LIFECYCLE_MESSAGES.noDecorations);
      return null;
    case 'uploadRender':
      return e.renderInRound ? null : fail(409, LIFECYCLE_MESSAGES.noRender);
    case 'recordQuality': {
      const c = req.checklist;
      if (!c) return fail(400, LIFECYCLE_MESSAGES.checklistRequired);
      if (!checklistComplete(c, e.decorations)) {
        const unanswered = unansweredChecks(c, e.decorations);
        return fail(400, unanswered ? LIFECYCLE_MESSAGES.checklistUnanswered(unanswered) : LIFECYCLE_MESSAGES.checklistIncomplete);
      }
      const failed = !checklistPassed(c) || !!c.failure;
      if (to === STAGE.photography && failed) return fail(400, LIFECYCLE_MESSAGES.checklistFailed);
      if (to === STAGE.error && !failed) return fail(400, LIFECYCLE_MESSAGES.checklistPassed);
      if (to === STAGE.error && (!c.failure || blank(c.failure.text))) return fail(400, LIFECYCLE_MESSAGES.failureRequired);
      if (e.qualityPhotos < 1) return fail(409, LIFECYCLE_MESSAGES.qualityPhotoRequired);
      return null;
    }
    case 'completePhotos': {
      // Every decorated view photographed, and at least one photo whatever the design.
      const views = decoratedViews(e.decorations);
      const missing = views.filter((v) => !e.photographedViews.includes(v)).length;
      if (missing || !e.photographedViews.length) return fail(409, LIFECYCLE_MESSAGES.viewsWithoutPhotos(Math.max(1, missing)));
      return null;
    }
    case 'recordAnswer': {
      const a = req.answer;
      if (!a) return fail(400, LIFECYCLE_MESSAGES.answerRequired);
      if (blank(a.answeredBy)) return fail(400, LIFECYCLE_MESSAGES.answeredByRequired);
      if ((a.decision === 'approved') !== (to === STAGE.authorized)) return fail(400, LIFECYCLE_MESSAGES.answerMismatch);
      if (a.decision === 'changes' && blank(a.text)) return fail(400, LIFECYCLE_MESSAGES.answerTextRequired);
      return null;
    }
    default:
      return null;
  }
}

/**
 * The stage machine (issue 15): from the current stage, who asks and what the server knows, the
 * next stage or why not. 403: the role (or a seller who does not own the sample) may not; 409: not
 * from this stage, or the sample lacks what the step needs; 400: the request's own evidence (checklist,
 * answer, reason) is missing or wrong. An admin may also move any sample to any other stage with a
 * reason ('override'), which is how an authorised sample is reopened.
 */
export function nextStage(req: TransitionRequest): TransitionResult {
  const { from, to, actor } = req;
  const owned = { ownerId: req.ownerId };
  const asking = can(actor, 'sample.transition', owned);
  if (!asking.allowed) return fail(403, asking.reason);
  if (from === to) return fail(409, LIFECYCLE_MESSAGES.sameStage(stageName(from)));
  const edge = TRANSITIONS.find((t) => t.from === from && t.to === to);
  const override = (): TransitionResult => {
    if (blank(req.reason)) return fail(400, LIFECYCLE_MESSAGES.reasonRequired);
    if (req.checklist || req.answer) return fail(400, LIFECYCLE_MESSAGES.unexpectedEvidence);
    return { ok: true, to, action: 'override', opensRound: to === STAGE.design };
  };
  if (!edge) {
    // Evidence of a regular step that is no longer possible (someone moved the sample first): 409.
    const regularStep = !!(req.checklist || req.answer);
    if (actor.role === 'admin' && !regularStep) return override();
    if (from === STAGE.authorized) return fail(409, LIFECYCLE_MESSAGES.locked);
    return fail(409, LIFECYCLE_MESSAGES.notFromStage(stageName(from), stageName(to)));
  }
  const refused = refusal(actor, edge.action, owned);
  if (refused) return fail(403, refused);
  const missing = missingEvidence(req, edge.action);
  if (missing) return actor.role === 'admin' && !blank(req.reason) && !req.checklist && !req.answer ? override() : missing;
  return { ok: true, to, action: edge.action, opensRound: to === STAGE.design };
}

/** The regular transitions this actor could start from a stage (the review screen's primary action). */
export function transitionsFor(stage: SampleStage, actor: { id: number; role: UserRole }, ownerId: number) {
  return TRANSITIONS.filter((t) => t.from === stage && refusal(actor, t.action, { ownerId }) === null);
}
