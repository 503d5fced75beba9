import type { PatchLogoBody, PatchTextBody } from '@muestrario/shared/contract';
import type { EditorAction } from './actions';
import type { Decoration, EditorDocument, LogoDecoration, TextDecoration } from './types';

/**
 * What the server must be told after an action, computed by comparing the documents before and
 * after it. Undo and redo are persisted exactly like any other edit: a decoration that disappears
 * is deleted (soft: it can come back), one that reappears is restored, changed fields are patched.
 */
export type SyncOperation =
  | { op: 'patchLogo'; serverId: number; body: PatchLogoBody }
  | { op: 'patchText'; serverId: number; body: PatchTextBody }
  | { op: 'delete'; kind: Decoration['kind']; serverId: number }
  | { op: 'restore'; kind: Decoration['kind']; serverId: number };

/** Actions whose result the server already holds (created there) or that do not touch the document. */
const ALREADY_SAVED = new Set<EditorAction['type']>(['loaded', 'garmentChosen', 'added', 'remoteChanged']);

export function operationsFor(action: EditorAction, before: EditorDocument, after: EditorDocument): SyncOperation[] {
  if (ALREADY_SAVED.has(action.type) || before === after) return [];
  return diffDocuments(before, after);
}

export function diffDocuments(before: EditorDocument, after: EditorDocument): SyncOperation[] {
  const ops: SyncOperation[] = [];
  const old = new Map(before.decorations.map((d) => [d.id, d]));
  const now = new Map(after.decorations.map((d) => [d.id, d]));
  for (const d of before.decorations) {
    if (!now.has(d.id)) ops.push({ op: 'delete', kind: d.kind, serverId: d.serverId });
  }
  for (const d of after.decorations) {
    const prev = old.get(d.id);
    if (!prev) {
      ops.push({ op: 'restore', kind: d.kind, serverId: d.serverId });
      continue;
    }
    if (prev === d) continue;
    if (d.kind === 'logo' && prev.kind === 'logo') {
      const body = changed(logoBody(prev), logoBody(d));
      if (body) ops.push({ op: 'patchLogo', serverId: d.serverId, body });
    } else if (d.kind === 'text' && prev.kind === 'text') {
      const body = changed(textBody(prev), textBody(d));
      if (body) ops.push({ op: 'patchText', serverId: d.serverId, body });
    }
  }
  return ops;
}

/** Every persisted field of a logo, as the PATCH names them. */
export function logoBody(d: LogoDecoration): Required<PatchLogoBody> {
  return {
    logoName: d.name,
    logoTechnique: d.technique,
    logoNotes: d.notes,
    logoNotesOnColor: d.notesOnColor,
    logoNotesOnPosition: d.notesOnPosition,
    heightCm: d.heightCm,
    widthCm: d.widthCm,
    rotateDegrees: d.rotateDegrees,
    xpositionCm: d.xCm,
    ypositionCm: d.yCm,
    zIndex: d.zIndex,
    pantones: d.pantones,
  };
}

export function textBody(d: TextDecoration): Required<PatchTextBody> {
  return {
    text: d.text,
    font: d.font,
    color: d.color,
    threadId: d.threadId,
    technique: d.technique,
    comments: d.comments,
    size: d.size,
    heightCm: d.heightCm,
    widthCm: d.widthCm,
    rotateDegrees: d.rotateDegrees,
    xCm: d.xCm,
    yCm: d.yCm,
    zIndex: d.zIndex,
  };
}

/** The fields of `b` that differ from `a`, or undefined when none does. */
function changed<T extends object>(a: T, b: T): Partial<T> | undefined {
  const out: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(b) as (keyof T)[]) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) {
      out[key] = b[key];
      any = true;
    }
  }
  return any ? out : undefined;
}

/** Merges a later patch of the same item into an earlier one still waiting to be sent. */
export function mergeOperations(earlier: SyncOperation, later: SyncOperation): SyncOperation | undefined {
  if (earlier.op === 'patchLogo' && later.op === 'patchLogo' && earlier.serverId === later.serverId) {
    return { ...earlier, body: { ...earlier.body, ...later.body } };
  }
  if (earlier.op === 'patchText' && later.op === 'patchText' && earlier.serverId === later.serverId) {
    return { ...earlier, body: { ...earlier.body, ...later.body } };
  }
  return undefined;
}
