import { Type, type Static } from '@sinclair/typebox';
import { ANSWER_DECISIONS } from '../domain/lifecycle';
import { APPROVAL_COMMENT_MAX_CHARS, APPROVAL_LINK_STATES, APPROVAL_NAME_MAX_CHARS, APPROVAL_TOKEN_PATTERN } from '../domain/approval';
import { DbId, IdParams, NonBlankText } from './common';
import { literalUnion } from './literal-union';

/* Schemas of the customer approval link (issue 17; endpoints in ./endpoints/approvals.ts). */

const Timestamp = Type.String({ description: 'ISO 8601 timestamp' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The token in a public path: 43 base64url characters (anything else is refused before any lookup). */
export const ApprovalTokenParams = Type.Object({ token: Type.String({ pattern: APPROVAL_TOKEN_PATTERN }) });
export type ApprovalTokenParams = Static<typeof ApprovalTokenParams>;
export const ApprovalViewParams = Type.Object({ ...ApprovalTokenParams.properties, viewId: DbId });
export const ApprovalLogoParams = Type.Object({ ...ApprovalTokenParams.properties, logoId: DbId });
export const ApprovalPhotoParams = Type.Object({ ...ApprovalTokenParams.properties, photoId: DbId });
export const ApprovalParams = IdParams;

/** The stored proof of an answer: its name, size, SHA-256 and the key it downloads by (GET /files/{key}). */
export const StoredProof = Type.Object({ filename: Type.String(), size: Type.Integer(), sha256: Type.String(), fileKey: Type.String() });
export type StoredProof = Static<typeof StoredProof>;

/** A customer's answer through a link, as the sample screen shows it. */
export const ApprovalAnswer = Type.Object({
  linkId: Type.Integer(),
  round: Type.Integer(),
  decision: literalUnion(ANSWER_DECISIONS),
  customerName: Type.String(),
  comment: Type.String(),
  pin: Nullable(Type.Object({ viewId: Type.Integer(), viewTitle: Type.String(), x: Type.Number(), y: Type.Number() })),
  answeredAt: Timestamp,
  ip: Type.String(),
  userAgent: Type.String(),
  proof: Nullable(StoredProof),
});
export type ApprovalAnswer = Static<typeof ApprovalAnswer>;

/** The sample's latest link (never its token: only its hash is kept). */
export const ApprovalLinkInfo = Type.Object({
  id: Type.Integer(),
  round: Type.Integer(),
  state: literalUnion(APPROVAL_LINK_STATES),
  createdAt: Timestamp,
  expiresAt: Timestamp,
});
export type ApprovalLinkInfo = Static<typeof ApprovalLinkInfo>;

/** GET /business/samples/{id}/approval-link. */
export const ApprovalLinkStatus = Type.Object({
  link: Nullable(ApprovalLinkInfo),
  /** SMTP is configured: 'Enviar por correo' may be offered. */
  emailAvailable: Type.Boolean(),
  /** Every answer given through a link, newest first. */
  answers: Type.Array(ApprovalAnswer),
});
export type ApprovalLinkStatus = Static<typeof ApprovalLinkStatus>;

/** POST /business/samples/{id}/approval-link: the token, shown this once. */
export const CreatedApprovalLink = Type.Object({ ...ApprovalLinkInfo.properties, token: Type.String() });
export type CreatedApprovalLink = Static<typeof CreatedApprovalLink>;

export const EmailApprovalLinkBody = Type.Object(
  {
    token: Type.String({ pattern: APPROVAL_TOKEN_PATTERN }),
    to: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+$' }),
  },
  { additionalProperties: false },
);
export type EmailApprovalLinkBody = Static<typeof EmailApprovalLinkBody>;

const PublicThread = Type.Object({ id: Type.String(), name: Type.String(), hex: Type.String() });
const PublicDecoration = Type.Object({
  kind: literalUnion(['logo', 'text'] as const),
  id: Type.Integer(),
  name: Type.String(),
  technique: Type.String(),
  widthCm: Type.Number(),
  heightCm: Type.Number(),
  rotateDegrees: Type.Number(),
  /** Centre in cm from the view's top-left corner, and the view's width in cm. */
  xCm: Type.Number(),
  yCm: Type.Number(),
  threads: Type.Array(PublicThread),
  notes: Type.String(),
  /** Stacking order on the view (bottom first), as the editor and the review draw it. */
  zIndex: Type.Integer(),
  /** A text's words, font and colour ('#RRGGBB'), drawn as the review's preview draws them (issue 33). */
  text: Type.Optional(Type.Object({ value: Type.String(), font: Type.String(), color: Type.String() })),
});

/** A photo of the real sample in the link's round (issue 33): what it shows. */
const PublicPhoto = Type.Object({ id: Type.Integer(), caption: Type.String() });

/** GET /public/approvals/{token}: the proof of the pinned version, and nothing of the staff. */
export const PublicApproval = Type.Object({
  folio: Type.String(),
  sampleName: Type.String(),
  clientName: Type.String(),
  round: Type.Integer(),
  expiresAt: Timestamp,
  garment: Type.Object({ name: Type.String(), color: Type.String(), fabric: Type.String() }),
  render: Nullable(Type.Object({ filename: Type.String(), mimeType: Type.String(), size: Type.Integer() })),
  views: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), widthCm: Type.Number(), decorations: Type.Array(PublicDecoration) })),
  /** What approving accepts (the proof's own terms). */
  terms: Type.Array(Type.String()),
  /** Photos of the real sample taken in the link's round (quality review and photography). */
  photos: Type.Array(PublicPhoto),
});
export type PublicApproval = Static<typeof PublicApproval>;

export const ApproveBody = Type.Object(
  {
    name: NonBlankText(APPROVAL_NAME_MAX_CHARS),
    acceptTerms: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ApproveBody = Static<typeof ApproveBody>;

export const RequestChangesBody = Type.Object(
  {
    name: NonBlankText(APPROVAL_NAME_MAX_CHARS),
    comment: NonBlankText(APPROVAL_COMMENT_MAX_CHARS),
    /** A point of a view, in fractions (0–1) of its picture. */
    pin: Type.Optional(
      Type.Object({ viewId: DbId, x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type RequestChangesBody = Static<typeof RequestChangesBody>;

/** What the customer sees after answering. */
export const PublicAnswerResult = Type.Object({
  decision: literalUnion(ANSWER_DECISIONS),
  customerName: Type.String(),
  answeredAt: Timestamp,
  proof: Nullable(Type.Object({ filename: Type.String(), sha256: Type.String() })),
});
export type PublicAnswerResult = Static<typeof PublicAnswerResult>;
