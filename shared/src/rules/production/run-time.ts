import { PRODUCTION_TIMES, type ProductionTimes } from './constants';

/*
 * Run times of production operations (issue 30, item 4), pure. Every time is worked out in fractional
 * minutes and rounded UP once, at the end of each operation, to a whole minute (`wholeMinutes`): a plan
 * never promises less time than the work takes, and rounding per cycle or per piece would inflate a
 * 120-piece order by up to 120 minutes.
 */

/** Rounds a run time up to whole minutes; float noise (60.000000001) does not add a minute; ≤ 0 is 0. */
export function wholeMinutes(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  return Math.ceil(minutes - 1e-9);
}

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The embroidery machine as the rule needs it. */
export interface EmbroideryMachineSpec {
  heads: number;
  stitchesPerMinute: number;
  needles: number;
}

/** Manual thread changes: the colours the machine's needles cannot hold at once (0 up to the needles). */
export function colourChanges(threadColours: number, needles: number): number {
  return Math.max(0, count(threadColours) - Math.max(1, count(needles)));
}

export interface EmbroideryWork {
  pieces: number;
  /** Stitches of one piece at this position (every decoration sewn in the same hooping). */
  stitches: number;
  /** Distinct thread colours of the position's design. */
  threadColours: number;
}

/** The parts of an embroidery run, for the plan's detail line. */
export interface EmbroideryRun {
  cycles: number;
  colourChanges: number;
  /** Whole minutes, rounded up once. */
  minutes: number;
}

/**
 * Embroidery run time: ⌈pieces ÷ heads⌉ × (stitches ÷ stitches per minute + hooping) + colour changes ×
 * change time. The colour changes are charged once per operation (the formula): the operator
 * re-threads the extra colours for the run, not per cycle.
 */
export function embroideryRun(work: EmbroideryWork, machine: EmbroideryMachineSpec, times: ProductionTimes = PRODUCTION_TIMES): EmbroideryRun {
  const pieces = count(work.pieces);
  if (pieces === 0) return { cycles: 0, colourChanges: 0, minutes: 0 };
  const cycles = Math.ceil(pieces / Math.max(1, count(machine.heads)));
  const sewing = machine.stitchesPerMinute > 0 ? Math.max(0, work.stitches) / machine.stitchesPerMinute : 0;
  const changes = colourChanges(work.threadColours, machine.needles);
  return { cycles, colourChanges: changes, minutes: wholeMinutes(cycles * (sewing + times.hoopingMinutesPerCycle) + changes * times.colourChangeMinutes) };
}

/** An operation timed per order and per piece (preparación, inspección, empaque, DTF, planchado): whole minutes. */
export function perPieceMinutes(pieces: number, perPiece: number, perOrder = 0): number {
  const n = count(pieces);
  return n === 0 ? 0 : wholeMinutes(perOrder + n * perPiece);
}
