import { STAGE } from '../../domain/stages';
import { median } from './median';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A timeline event as the turnaround needs it: creation (stage 1) and the stage changes. */
export interface StageEvent {
  kind: string;
  /** ISO 8601 timestamp. */
  at: string;
  to?: number | undefined;
}

/** A time a sample spent in one stage: from entering it to leaving it (null while it is still there). */
export interface StageStay {
  stage: number;
  enteredAt: string;
  leftAt: string | null;
}

/**
 * The stays of one sample, from its timeline events in time order (ties keep the given order):
 * 'created' enters stage 1 and each 'stage_changed' leaves the current stage and enters its `to`.
 * Other events are ignored; a change before any creation starts the first stay at the change.
 */
export function stageStays(events: readonly StageEvent[]): StageStay[] {
  const ordered = events
    .map((e, i) => ({ e, i, t: Date.parse(e.at) }))
    .filter(({ e, t }) => Number.isFinite(t) && (e.kind === 'created' || (e.kind === 'stage_changed' && typeof e.to === 'number')))
    .sort((a, b) => a.t - b.t || a.i - b.i);
  const stays: StageStay[] = [];
  for (const { e } of ordered) {
    const current = stays[stays.length - 1];
    if (e.kind === 'created') {
      if (!current) stays.push({ stage: STAGE.design, enteredAt: e.at, leftAt: null });
      continue;
    }
    if (current && current.leftAt === null) current.leftAt = e.at;
    stays.push({ stage: e.to!, enteredAt: e.at, leftAt: null });
  }
  return stays;
}

export interface StageTime {
  stage: number;
  /** Median days in the stage (one decimal), null when no stay ended in the window. */
  medianDays: number | null;
  /** How many stays ended in the window. */
  stays: number;
}

/**
 * Median days per stage over the stays that ended within the last `windowDays` before `now`, for the
 * given stages in their order (a sample that went back through a stage counts each stay).
 */
export function medianDaysPerStage(staysBySample: readonly (readonly StageStay[])[], stages: readonly number[], now: Date, windowDays: number): StageTime[] {
  const since = now.getTime() - windowDays * DAY_MS;
  const days = new Map<number, number[]>(stages.map((s) => [s, []]));
  for (const stays of staysBySample) {
    for (const stay of stays) {
      if (stay.leftAt === null) continue;
      const left = Date.parse(stay.leftAt);
      if (left < since || left > now.getTime()) continue;
      days.get(stay.stage)?.push(Math.max(0, left - Date.parse(stay.enteredAt)) / DAY_MS);
    }
  }
  return stages.map((stage) => {
    const list = days.get(stage)!;
    const m = median(list);
    return { stage, medianDays: m === null ? null : Math.round(m * 10) / 10, stays: list.length };
  });
}

/** The calendar day (yyyy-mm-dd) of an instant in a time zone: the shop's day for due dates. */
export function calendarDayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole days from one calendar day to another (yyyy-mm-dd): '2026-11-20' → '2026-11-26' is 6. */
export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / DAY_MS);
}
