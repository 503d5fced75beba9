import type { UserRole } from '../domain/enums';
import { allows, type PermissionActor } from './permissions';

/*
 * Who sees the manager's reports (issue 33 item 11), in one place: the server answers each report
 * within this scope and the back-office hides what a role may not see. A later issue gathers every
 * permission into one `can(actor, action, resource)` table (./permissions): who sees a report at all is
 * decided there (`report.samples`, `report.sales`); the scope ('own' for a seller) stays here.
 */

export type ReportKind = 'samples' | 'sales';
/** 'all': the whole shop; 'own': the user's own documents only; 'none': refused (403) and hidden. */
export type ReportScope = 'all' | 'own' | 'none';

export interface ReportActor {
  id: number;
  role: UserRole | string;
}

/**
 * - Samples report (stages, turnaround, late samples, conversion): every staff role sees the whole
 *   shop, as every signed-in person already sees every sample in the lists; it holds no amounts.
 * - Sales report (orders' totals by seller and month): an admin sees every seller, a seller only
 *   their own orders, the workshop roles nothing (sales amounts are not theirs to see).
 * A role added later sees nothing until it is named here.
 */
export function reportScope(actor: ReportActor, report: ReportKind): ReportScope {
  if (!allows(actor as PermissionActor, `report.${report}`)) return 'none';
  return report === 'sales' && actor.role !== 'admin' ? 'own' : 'all';
}

/** May see the report at all (the sidebar entry, the Panel's section, the endpoint). */
export function mayViewReport(actor: ReportActor, report: ReportKind): boolean {
  return reportScope(actor, report) !== 'none';
}
