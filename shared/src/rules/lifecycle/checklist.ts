import type { FailureReason, QualityCheck } from '../../domain/lifecycle';

/** A decoration of the sample's current design, as the checklist and the photo rule see it. */
export interface DecorationRef {
  kind: 'logo' | 'text';
  id: number;
  /** The garment view it is placed on. */
  viewId: number;
}

/** Quality's result for one decoration: each check passed (true) or failed (false). */
export interface ChecklistItem {
  kind: 'logo' | 'text';
  id: number;
  results: Partial<Record<QualityCheck, boolean>>;
}

export interface Checklist {
  items: readonly ChecklistItem[];
  /** Required when anything failed (or the garment itself is wrong): sends the sample to Error. */
  failure?: { reason: FailureReason; text: string } | undefined;
}

/** The checks that apply to a decoration: spelling only for texts. */
export function checksFor(kind: 'logo' | 'text'): QualityCheck[] {
  return kind === 'text' ? ['placement', 'size', 'threads', 'technique', 'spelling'] : ['placement', 'size', 'threads', 'technique'];
}

const keyOf = (d: { kind: string; id: number }) => `${d.kind}:${d.id}`;

/**
 * Whether the checklist covers every decoration exactly once, with a result for each of its checks
 * and no other check.
 */
export function checklistComplete(checklist: Checklist, decorations: readonly DecorationRef[]): boolean {
  if (checklist.items.length !== decorations.length) return false;
  const wanted = new Map(decorations.map((d) => [keyOf(d), d]));
  const seen = new Set<string>();
  for (const item of checklist.items) {
    const key = keyOf(item);
    if (!wanted.has(key) || seen.has(key)) return false;
    seen.add(key);
    const checks = checksFor(item.kind);
    const given = Object.keys(item.results);
    if (given.length !== checks.length || !checks.every((c) => typeof item.results[c] === 'boolean')) return false;
  }
  return true;
}

/** True when every check of every item passed. */
export function checklistPassed(checklist: Checklist): boolean {
  return checklist.items.every((item) => Object.values(item.results).every((v) => v === true));
}

/** Views that carry at least one decoration, in first-seen order. */
export function decoratedViews(decorations: readonly DecorationRef[]): number[] {
  return [...new Set(decorations.map((d) => d.viewId))];
}
