import { Type, type Static } from '@sinclair/typebox';
import {
  ANSWER_CHANNELS,
  ANSWER_DECISIONS,
  ANSWERED_BY_MAX_CHARS,
  COMMENT_MAX_CHARS,
  EVENT_KINDS,
  FAILURE_REASONS,
  NOTIFICATION_REASONS,
  PHOTO_PURPOSES,
  REASON_MAX_CHARS,
} from '../domain/lifecycle';
import { USER_ROLES } from '../domain/enums';
import { PROGRAM_REQUEST_NOTIFICATION_REASON } from '../domain/programs-portal';
import { ACTIONS } from '../rules/lifecycle/permissions';
import { DbId, NonBlankText, PlainText } from './common';
import { literalUnion } from './literal-union';
import { ProgramRequestNotice } from './program-portal';
import { StageSchema } from './samples';

/* Schemas of the sample lifecycle's endpoints (issue 15; endpoints in ./endpoints/lifecycle.ts). */

const Timestamp = Type.String({ description: 'ISO 8601 timestamp' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DecorationKind = literalUnion(['logo', 'text'] as const);

/** Who did something: a staff member as the timeline and comments show them. */
export const StaffRef = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: literalUnion(USER_ROLES),
});
export type StaffRef = Static<typeof StaffRef>;

/** GET /staff: everyone who can be @mentioned. */
export const StaffMember = Type.Object({ ...StaffRef.properties, username: Type.String() });
export type StaffMember = Static<typeof StaffMember>;
export const StaffList = Type.Array(StaffMember);

const CheckResult = Type.Optional(Type.Boolean());
export const ChecklistItemSchema = Type.Object(
  {
    kind: DecorationKind,
    id: DbId,
    results: Type.Object(
      { placement: CheckResult, size: CheckResult, threads: CheckResult, technique: CheckResult, spelling: CheckResult },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export const FailureSchema = Type.Object(
  { reason: literalUnion(FAILURE_REASONS), text: NonBlankText(REASON_MAX_CHARS) },
  { additionalProperties: false },
);
export const ChecklistSchema = Type.Object(
  { items: Type.Array(ChecklistItemSchema, { maxItems: 500 }), failure: Type.Optional(FailureSchema) },
  { additionalProperties: false },
);
export const AnswerSchema = Type.Object(
  {
    decision: literalUnion(ANSWER_DECISIONS),
    channel: literalUnion(ANSWER_CHANNELS),
    /** Who answered for the customer (issue 33). */
    answeredBy: PlainText(ANSWERED_BY_MAX_CHARS),
    text: PlainText(REASON_MAX_CHARS),
  },
  { additionalProperties: false },
);

/** POST /business/samples/{id}/transitions. */
export const TransitionBody = Type.Object(
  {
    to: StageSchema,
    /** Mandatory for an admin's move outside the regular steps (and to reopen an authorised sample). */
    reason: Type.Optional(PlainText(REASON_MAX_CHARS)),
    /** Production's note when marking the sample made. */
    note: Type.Optional(PlainText(REASON_MAX_CHARS)),
    checklist: Type.Optional(ChecklistSchema),
    answer: Type.Optional(AnswerSchema),
  },
  { additionalProperties: false },
);
export type TransitionBody = Static<typeof TransitionBody>;

/** A recorded quality checklist, with each decoration's name as it was then. */
export const ChecklistRecord = Type.Object({
  id: Type.Integer(),
  passed: Type.Boolean(),
  failure: Nullable(Type.Object({ reason: literalUnion(FAILURE_REASONS), text: Type.String() })),
  items: Type.Array(Type.Object({ ...ChecklistItemSchema.properties, name: Type.String() })),
});
export type ChecklistRecord = Static<typeof ChecklistRecord>;

/** A recorded answer; answers recorded before issue 33 name nobody (`answeredBy` absent or ''). */
export const AnswerEvidence = Type.Object({
  /** Storage key (download at FILES_PATH + fileKey). */
  fileKey: Type.String(),
  filename: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
});
export type AnswerEvidence = Static<typeof AnswerEvidence>;
/** A recorded answer; answers recorded before issue 33 name nobody (`answeredBy` absent or ''). `evidence`: the optional picture or PDF of the message. */
export const AnswerRecord = Type.Object({
  id: Type.Integer(),
  ...AnswerSchema.properties,
  answeredBy: Type.Optional(Type.String()),
  evidence: Type.Optional(Nullable(AnswerEvidence)),
});
export type AnswerRecord = Static<typeof AnswerRecord>;

/** A photo of the physical sample. `filename` is its storage key (download at FILES_PATH + filename). */
export const Photo = Type.Object({
  id: Type.Integer(),
  round: Type.Integer(),
  purpose: literalUnion(PHOTO_PURPOSES),
  viewId: Nullable(Type.Integer()),
  filename: Type.String(),
  originalFilename: Type.String(),
  filesize: Type.Integer(),
  createdAt: Timestamp,
  author: StaffRef,
});
export type Photo = Static<typeof Photo>;
export const PhotoList = Type.Array(Photo);

/** Multipart field beside a photo upload (POST …/photos): the view a stage-5 photo shows. Numbers arrive as text. */
export const UploadPhotoFields = Type.Object({ viewId: Type.Optional(DbId) }, { additionalProperties: false });
export type UploadPhotoFields = Static<typeof UploadPhotoFields>;

export const Comment = Type.Object({
  id: Type.Integer(),
  sampleId: Type.Integer(),
  round: Type.Integer(),
  author: StaffRef,
  /** Empty once deleted. */
  body: Type.String(),
  createdAt: Timestamp,
  editedAt: Nullable(Timestamp),
  deleted: Type.Boolean(),
});
export type Comment = Static<typeof Comment>;
export const CommentBody = Type.Object({ body: NonBlankText(COMMENT_MAX_CHARS) }, { additionalProperties: false });
export type CommentBody = Static<typeof CommentBody>;
export const CommentParams = Type.Object({ id: DbId, commentId: DbId });
/** …/answers/{answerId}/evidence (issue 33). */
export const AnswerParams = Type.Object({ id: DbId, answerId: DbId });

/** One entry of a sample's timeline: who, what and when; the fields present depend on `kind`. */
export const TimelineEvent = Type.Object({
  id: Type.Integer(),
  sampleId: Type.Integer(),
  kind: literalUnion(EVENT_KINDS),
  at: Timestamp,
  actor: Nullable(StaffRef),
  from: Type.Optional(StageSchema),
  to: Type.Optional(StageSchema),
  action: Type.Optional(literalUnion(ACTIONS)),
  reason: Type.Optional(Type.String()),
  note: Type.Optional(Type.String()),
  round: Type.Optional(Type.Integer()),
  filename: Type.Optional(Type.String()),
  replaced: Type.Optional(Type.Boolean()),
  checklist: Type.Optional(ChecklistRecord),
  answer: Type.Optional(AnswerRecord),
  photo: Type.Optional(Type.Object({ id: Type.Integer(), purpose: literalUnion(PHOTO_PURPOSES), viewId: Nullable(Type.Integer()) })),
  comment: Type.Optional(Comment),
  /** The customer's own answer through an approval link (issue 17): no staff actor. */
  customer: Type.Optional(
    Type.Object({
      name: Type.String(),
      comment: Type.String(),
      proof: Type.Optional(Type.Object({ filename: Type.String(), sha256: Type.String() })),
    }),
  ),
});
export type TimelineEvent = Static<typeof TimelineEvent>;
export const EventsQuery = Type.Object(
  {
    /** Events after this id (the previous page's `next`). */
    after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
/** Oldest first; `next` is the `after` of the following page, null on the last one. */
export const EventPage = Type.Object({ items: Type.Array(TimelineEvent), next: Nullable(Type.Integer()) });
export type EventPage = Static<typeof EventPage>;

/** GET /business/samples/{id}/lifecycle: what the review screen's stepper and action need. */
export const SampleLifecycle = Type.Object({
  sampleId: Type.Integer(),
  stage: StageSchema,
  round: Type.Integer(),
  owner: StaffRef,
  /** When each stage was reached in the current round (null: not reached). */
  stageDates: Type.Array(Type.Object({ stage: StageSchema, reachedAt: Nullable(Timestamp) })),
  decorations: Type.Array(Type.Object({ kind: DecorationKind, id: Type.Integer(), viewId: Type.Integer(), viewTitle: Type.String(), name: Type.String() })),
  /** Views carrying decorations, and whether each has a 'photography' photo in this round. */
  views: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), photographed: Type.Boolean() })),
  qualityPhotos: Type.Integer(),
});
export type SampleLifecycle = Static<typeof SampleLifecycle>;

/** A round's design as it was when the round closed. */
export const RoundDesign = Type.Object({
  clothingId: Nullable(Type.Integer()),
  clothingTitle: Nullable(Type.String()),
  sampleOn: Type.String(),
  clothingColor: Type.String(),
  sampleCanvas: Type.String(),
  canvasColor: Type.String(),
  notes: Type.String(),
  logos: Type.Array(
    Type.Object({
      id: Type.Integer(),
      viewId: Type.Integer(),
      name: Type.String(),
      technique: Type.String(),
      heightCm: Type.Number(),
      widthCm: Type.Number(),
      xCm: Type.Number(),
      yCm: Type.Number(),
      rotateDegrees: Type.Number(),
      filename: Type.String(),
      originalFilename: Type.String(),
      threads: Type.Array(Type.String()),
    }),
  ),
  texts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      viewId: Type.Integer(),
      text: Type.String(),
      font: Type.String(),
      color: Type.String(),
      technique: Type.String(),
      heightCm: Type.Number(),
      widthCm: Type.Number(),
      xCm: Type.Number(),
      yCm: Type.Number(),
      rotateDegrees: Type.Number(),
    }),
  ),
});
export type RoundDesign = Static<typeof RoundDesign>;

export const Round = Type.Object({
  round: Type.Integer(),
  current: Type.Boolean(),
  openedAt: Timestamp,
  closedAt: Nullable(Timestamp),
  /** The closed round's design; null for the current round (read it from the editor's endpoints). */
  design: Nullable(RoundDesign),
  renders: Type.Array(Type.Object({ filename: Type.String(), originalFilename: Type.String(), filesize: Type.Integer(), createdAt: Timestamp })),
  checklists: Type.Array(ChecklistRecord),
  answers: Type.Array(AnswerRecord),
  photos: Type.Array(Photo),
});
export type Round = Static<typeof Round>;
export const RoundList = Type.Array(Round);

/** A notification about a sample's event (a mention, the owner's sample, work arriving at a stage). */
export const SampleNotification = Type.Object({
  kind: Type.Literal('sample'),
  id: Type.Integer(),
  reason: literalUnion(NOTIFICATION_REASONS),
  read: Type.Boolean(),
  createdAt: Timestamp,
  sampleName: Type.String(),
  event: TimelineEvent,
});
export type SampleNotification = Static<typeof SampleNotification>;
/** A notification about a reorder request sent from a uniform program's HR portal (issue 35 item 4). */
export const ProgramRequestNotification = Type.Object({
  kind: Type.Literal('programRequest'),
  id: Type.Integer(),
  reason: Type.Literal(PROGRAM_REQUEST_NOTIFICATION_REASON),
  read: Type.Boolean(),
  createdAt: Timestamp,
  request: ProgramRequestNotice,
});
export type ProgramRequestNotification = Static<typeof ProgramRequestNotification>;
/** One line of the bell: about a sample's event or about a program's reorder request (`kind` tells which). */
export const Notification = Type.Union([SampleNotification, ProgramRequestNotification]);
export type Notification = Static<typeof Notification>;
export const NotificationList = Type.Object({ unread: Type.Integer(), items: Type.Array(Notification) });
export type NotificationList = Static<typeof NotificationList>;
export const ReadNotificationsBody = Type.Object(
  { ids: Type.Optional(Type.Array(DbId, { minItems: 1, maxItems: 500 })), all: Type.Optional(Type.Literal(true)) },
  { additionalProperties: false, minProperties: 1 },
);
export type ReadNotificationsBody = Static<typeof ReadNotificationsBody>;
export const UnreadCount = Type.Object({ unread: Type.Integer() });

/**
 * What the live stream (GET /events/stream) sends: `event: sample`, `event: viewers` (who has the sample's
 * editor open changed) or `event: notification`, data as JSON.
 */
export type LiveSignal =
  | { type: 'sample'; sampleId: number }
  | { type: 'viewers'; sampleId: number }
  | { type: 'notification'; userId: number }
  /** A production order or one of its operations changed (issue 30): boards, queues and order pages refetch. */
  | { type: 'production'; orderId: number }
  /** Between servers only (never sent to a browser): a session of this user ended; their open streams check theirs. */
  | { type: 'sessions'; userId: number };
