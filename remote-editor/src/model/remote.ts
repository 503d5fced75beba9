import type { SyncOperation } from './sync';
import type { Decoration, DecorationId, EditorDocument } from './types';
import { logoId, textId } from './from-api';

/**
 * Following changes made elsewhere (issue 16, live editing). After a live signal the editor reads the
 * decorations again and merges them into what it shows: last write wins per field, except the fields
 * this page has edited and not yet saved (they win once their save arrives, and are sent as they are).
 */

/** This page's edits still waiting in the save queue, by decoration, in model field names. */
export interface PendingEdits {
  fields: ReadonlyMap<DecorationId, ReadonlySet<string>>;
  deleted: ReadonlySet<DecorationId>;
  restored: ReadonlySet<DecorationId>;
}

/** PATCH field → model field, where they differ. */
const MODEL_FIELD: Record<string, string> = {
  logoName: 'name',
  logoTechnique: 'technique',
  logoNotes: 'notes',
  logoNotesOnColor: 'notesOnColor',
  logoNotesOnPosition: 'notesOnPosition',
  xpositionCm: 'xCm',
  ypositionCm: 'yCm',
};
/** Fields that change the shape together: a pending one keeps the others local too. */
const SHAPE = ['heightCm', 'widthCm', 'ratio', 'text', 'font'];

export const decorationIdOf = (kind: Decoration['kind'], serverId: number): DecorationId => (kind === 'logo' ? logoId(serverId) : textId(serverId));

export function pendingEdits(ops: readonly SyncOperation[]): PendingEdits {
  const fields = new Map<DecorationId, Set<string>>();
  const deleted = new Set<DecorationId>();
  const restored = new Set<DecorationId>();
  for (const op of ops) {
    if (op.op === 'delete') deleted.add(decorationIdOf(op.kind, op.serverId));
    else if (op.op === 'restore') restored.add(decorationIdOf(op.kind, op.serverId));
    else {
      const id = decorationIdOf(op.op === 'patchLogo' ? 'logo' : 'text', op.serverId);
      const set = fields.get(id) ?? new Set<string>();
      for (const key of Object.keys(op.body)) set.add(MODEL_FIELD[key] ?? key);
      if (SHAPE.some((f) => set.has(f))) for (const f of SHAPE) set.add(f);
      fields.set(id, set);
    }
  }
  return { fields, deleted, restored };
}

/** What changed elsewhere, to apply to the document and to every undo/redo step alike. */
export interface RemoteDelta {
  /** Deleted elsewhere (this page had them and has no pending restore). */
  removed: Decoration[];
  /** New (or restored) elsewhere. */
  added: Decoration[];
  /** Fields changed elsewhere, by decoration. */
  changed: ReadonlyMap<DecorationId, Partial<Decoration>>;
}

const FIXED = new Set(['id', 'kind', 'serverId']);

export function remoteDelta(local: readonly Decoration[], server: readonly Decoration[], pending: PendingEdits): RemoteDelta {
  const mine = new Map(local.map((d) => [d.id, d]));
  const theirs = new Map(server.map((d) => [d.id, d]));
  const removed = local.filter((d) => !theirs.has(d.id) && !pending.restored.has(d.id));
  const added = server.filter((d) => !mine.has(d.id) && !pending.deleted.has(d.id));
  const changed = new Map<DecorationId, Partial<Decoration>>();
  for (const s of server) {
    const l = mine.get(s.id);
    if (!l) continue;
    const kept = pending.fields.get(s.id);
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(s)) {
      if (FIXED.has(key) || kept?.has(key)) continue;
      if (JSON.stringify(value) !== JSON.stringify((l as unknown as Record<string, unknown>)[key])) fields[key] = value;
    }
    if (Object.keys(fields).length) changed.set(s.id, fields as Partial<Decoration>);
  }
  return { removed, added, changed };
}

export const isEmptyDelta = (delta: RemoteDelta) => !delta.removed.length && !delta.added.length && !delta.changed.size;

/** One document (the current one or an undo step) with the changes made elsewhere. */
export function applyRemoteDelta(doc: EditorDocument, delta: RemoteDelta): EditorDocument {
  const gone = new Set(delta.removed.map((d) => d.id));
  const decorations = doc.decorations
    .filter((d) => !gone.has(d.id))
    .map((d) => {
      const fields = delta.changed.get(d.id);
      return fields ? ({ ...d, ...fields } as Decoration) : d;
    });
  const present = new Set(decorations.map((d) => d.id));
  return { decorations: [...decorations, ...delta.added.filter((d) => !present.has(d.id))] };
}

/**
 * Edits kept from a visit that ended before they were saved (session expired), as a change to the
 * document just read: patched fields set, deleted decorations removed. Restores come back with the
 * next read once sent.
 */
export function deltaOfOperations(doc: readonly Decoration[], ops: readonly SyncOperation[]): RemoteDelta {
  const byId = new Map(doc.map((d) => [d.id, d]));
  const removed: Decoration[] = [];
  const changed = new Map<DecorationId, Partial<Decoration>>();
  for (const op of ops) {
    if (op.op === 'restore') continue;
    const id = decorationIdOf(op.op === 'delete' ? op.kind : op.op === 'patchLogo' ? 'logo' : 'text', op.serverId);
    const d = byId.get(id);
    if (!d) continue;
    if (op.op === 'delete') {
      removed.push(d);
      continue;
    }
    const fields: Record<string, unknown> = { ...changed.get(id) };
    for (const [key, value] of Object.entries(op.body)) fields[MODEL_FIELD[key] ?? key] = value;
    changed.set(id, fields as Partial<Decoration>);
  }
  return { removed, added: [], changed };
}

/** Where the edits of one person on one sample wait while they sign in again (sessionStorage). */
export const pendingEditsKey = (userId: number, sampleId: number) => `muestrario:pending-edits:${userId}:${sampleId}`;

const OPS = new Set(['patchLogo', 'patchText', 'delete', 'restore']);

/** Reads stored operations back, keeping only well-formed ones (the storage is the user's to edit). */
export function parseStoredOperations(text: string | null): SyncOperation[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (o): o is SyncOperation =>
        !!o &&
        typeof o === 'object' &&
        OPS.has((o as { op?: unknown }).op as string) &&
        Number.isInteger((o as { serverId?: unknown }).serverId) &&
        ((o as { op: string }).op.startsWith('patch') ? typeof (o as { body?: unknown }).body === 'object' && (o as { body?: unknown }).body !== null : ['logo', 'text'].includes((o as { kind?: unknown }).kind as string)),
    );
  } catch {
    return [];
  }
}
