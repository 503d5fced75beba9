import { businessDay } from '@muestrario/shared/rules';
import type { ProgramRow } from '../programs/repository';

/**
 * The period a reorder counts against and today's Mexico City day. The period is the program's
 * `period_start` as the program keeps it (its page shows and changes it): allowances, pieces and
 * exceptions are all keyed by it, so a program moved to its next period starts every allowance afresh.
 */
export function currentPeriod(program: Pick<ProgramRow, 'period_start'>, now: Date): { periodStart: string; today: string } {
  return { periodStart: program.period_start, today: businessDay(now) };
}
