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

/**
 * How many checks of the sample's decorations the checklist leaves unanswered (neither approved nor
 * failed), or undefined when the checklist is not about exactly these decorations (issue 33: the
 * checklist starts unanswered, and an untouched one is refused with this count).
 */
export function unansweredChecks(checklist: Checklist, decorations: readonly DecorationRef[]): number | undefined {
  if (checklist.items.length !== decorations.length) return undefined;
  const wanted = new Set(decorations.map(keyOf));
  const seen = new Set<string>();
  let missing = 0;
  for (const item of checklist.items) {
    const key = keyOf(item);
    if (!wanted.has(key) || seen.has(key)) return undefined;
    seen.add(key);
    missing += checksFor(item.kind).filter((c) => typeof item.results[c] !== 'boolean').length;
  }
  return missing;
}

/** The failure reason each failed check suggests (issue 33: the reason offered from the failed points). */
export const CHECK_FAILURE_REASON = {
  placement: 'position',
  size: 'size',
  threads: 'thread_color',
  technique: 'technique',
  spelling: 'spelling',
} as const satisfies Record<QualityCheck, FailureReason>;

/**
 * The failure reasons the failed checks point to, most frequent first (ties in the checks' order), and
 * 'garment' when the garment itself is wrong.
 */
export function suggestedReasons(items: readonly ChecklistItem[], garmentFailed = false): FailureReason[] {
  const counts = new Map<FailureReason, number>();
  for (const item of items) {
    for (const check of checksFor(item.kind)) {
      if (item.results[check] === false) counts.set(CHECK_FAILURE_REASON[check], (counts.get(CHECK_FAILURE_REASON[check]) ?? 0) + 1);
    }
  }
  const order = Object.values(CHECK_FAILURE_REASON) as FailureReason[];
  const reasons = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || order.indexOf(a) - order.indexOf(b));
  return garmentFailed ? ['garment', ...reasons] : reasons;
}

/** True when every check of every item passed. */
export function checklistPassed(checklist: Checklist): boolean {
  return checklist.items.every((item) => Object.values(item.results).every((v) => v === true));
}

/** Views that carry at least one decoration, in first-seen order. */
export function decoratedViews(decorations: readonly DecorationRef[]): number[] {
  return [...new Set(decorations.map((d) => d.viewId))];
}
