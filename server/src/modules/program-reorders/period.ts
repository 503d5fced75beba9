import { businessDay, currentPeriodStart } from '@muestrario/shared/rules';
import type { ProgramRow } from '../programs/repository';

/**
 * The period a reorder counts against and today's Mexico City day. The program keeps `period_start` as
 * its anchor; the current period is the one today falls in, counted whole periods from it
 * (`currentPeriodStart`; the first period while the program has not started), so a program whose year ended starts every allowance afresh without anyone editing
 * it. Allowances, pieces and exceptions are all keyed by that first day.
 */
export function currentPeriod(program: Pick<ProgramRow, 'period_start' | 'period'>, now: Date): { periodStart: string; today: string } {
  const today = businessDay(now);
  return { periodStart: currentPeriodStart(program.period_start, program.period, today), today };
}
