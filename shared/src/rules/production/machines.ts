import type { MachineBody } from '../../contract/machines';
import { MACHINE_LIMITS as L, MACHINES_MESSAGES as M, WEEKDAY_LABELS } from '../../domain/machines';

/*
 * Rules of the machines themselves (issue 30, item 5): what keeps a machine from being saved beyond its
 * schema, and which machine the decoration estimates read their needles and speed from.
 */

export type MachineField = keyof MachineBody | `shift${number}`;
export type MachineErrors = Partial<Record<MachineField, string>>;

const inRange = (value: number | null, limits: { min: number; max: number }) => value !== null && Number.isInteger(value) && value >= limits.min && value <= limits.max;

/**
 * Errors by field, in Spanish (empty when the machine may be saved): a name, heads in range, needles and
 * speed on an embroidery machine only, and each day's minutes from 0 to 1440.
 */
export function machineErrors(body: MachineBody): MachineErrors {
  const errors: MachineErrors = {};
  if (!body.name.trim()) errors.name = M.nameRequired;
  if (!inRange(body.heads, L.heads)) errors.heads = M.headsRange;
  if (body.kind === 'embroidery') {
    if (!inRange(body.needles, L.needles)) errors.needles = M.needlesRequired;
    if (!inRange(body.stitchesPerMinute, L.stitchesPerMinute)) errors.stitchesPerMinute = M.speedRequired;
  } else {
    if (body.needles !== null) errors.needles = M.embroideryOnly;
    if (body.stitchesPerMinute !== null) errors.stitchesPerMinute = M.embroideryOnly;
  }
  if (!inRange(body.rateCentsPerHour, L.rateCentsPerHour)) errors.rateCentsPerHour = M.rateRange;
  WEEKDAY_LABELS.forEach((day, i) => {
    if (!inRange(body.shiftMinutes[i] ?? null, L.shiftMinutes)) errors[`shift${i}`] = M.shiftRange(day);
  });
  return errors;
}

/** A machine name as compared for uniqueness: trimmed, inner spaces single, case and accents folded. */
export function machineNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

interface EstimateCandidate {
  id: number;
  kind: string;
  active: boolean;
  needles: number | null;
  stitchesPerMinute: number | null;
}

/**
 * The machine whose needles and speed the decoration estimates use (editor, review, print pages, the
 * logos' estimate, the worksheet): the active embroidery machine added first (lowest id); none → the
 * factory defaults.
 */
export function estimateMachine<T extends EstimateCandidate>(machines: readonly T[]): (T & { needles: number; stitchesPerMinute: number }) | undefined {
  let best: (T & { needles: number; stitchesPerMinute: number }) | undefined;
  for (const m of machines) {
    if (!m.active || m.kind !== 'embroidery' || m.needles === null || m.stitchesPerMinute === null) continue;
    if (!best || m.id < best.id) best = m as T & { needles: number; stitchesPerMinute: number };
  }
  return best;
}
