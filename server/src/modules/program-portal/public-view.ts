import type { FastifyInstance } from 'fastify';
import type { PublicProgram } from '@muestrario/shared/contract';
import { garmentTypesOfKit } from '@muestrario/shared/rules';
import type { OpenPortalLink } from './links';
import { publicEmployee } from './roster';

/**
 * What the HR contact's page shows of the link's program, and nothing else: the program's name, period and
 * client; its job titles with the garment types of their kits; the garment types' size runs (only those of
 * the kits' styles); the roster; the program's requests. No seller, no staff, no prices, no other program.
 */
export async function publicProgram(app: FastifyInstance, open: OpenPortalLink): Promise<PublicProgram> {
  const detail = (await app.programs.detail(open.program.id, app.now()))!;
  const employees = await app.programs.employees(open.program.id);
  return {
    programName: detail.name,
    clientName: detail.partnerName,
    period: detail.period,
    periodStart: detail.periodStart,
    periodEnd: detail.periodEnd,
    contactName: open.link.contact_name,
    expiresAt: open.link.expires_at,
    jobTitles: detail.jobTitles.map((t) => ({ id: t.id, name: t.name, garmentTypes: garmentTypesOfKit(t.kit) })),
    garmentTypes: detail.garmentTypes.map((g) => ({ garmentType: g.garmentType, label: g.label, sizes: g.sizes })),
    employees: employees.map(publicEmployee),
    requests: await app.programRequests.forPortal(open.program.id),
  };
}
