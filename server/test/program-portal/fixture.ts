import type { LiveSignal } from '@muestrario/shared/contract';
import type { MailMessage } from '../../src/modules/approvals/mailer';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildProgram, buildUser, type BuiltProgram, type BuiltUser } from '../helpers/builders';
import type { DatabaseKind } from '../helpers/databases';
import { anonymous, type Requester } from '../helpers/request';

/** The HR contact's browser: no session, a phone's user agent, URLs under /api/public/programs/ (start them with the token). */
export const hrContact = (t: TestApp, remoteAddress?: string): Requester =>
  anonymous(t.app, '/api/public/programs/', { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Prueba' }, ...(remoteAddress ? { remoteAddress } : {}) });

export interface PortalFixture {
  t: TestApp;
  seller: BuiltUser;
  otherSeller: BuiltUser;
  admin: BuiltUser;
  designer: BuiltUser;
  /** The program the links are made for (6 employees) and another program of the same seller (3 employees, another client). */
  p: BuiltProgram;
  other: BuiltProgram;
  sent: MailMessage[];
  /** Every live signal published since the fixture was built. */
  signals: LiveSignal[];
  /** A new link of `program` (by its seller, 30 days) and its token. */
  link(program?: BuiltProgram, body?: Partial<{ contactName: string; contactEmail: string; days: number }>): Promise<{ id: number; token: string }>;
  /** Rows of the tables the portal writes, for "nothing stored". */
  counts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export async function portalFixture(kind: DatabaseKind, options: { mailer?: boolean } = {}): Promise<PortalFixture> {
  const sent: MailMessage[] = [];
  const t = await createTestApp(kind, options.mailer === false ? {} : { mailer: { send: async (m) => void sent.push(m) } });
  const seller = await buildUser(t.app, { role: 'seller', firstName: 'Ana', lastName: 'Vendedora' });
  const otherSeller = await buildUser(t.app, { role: 'seller', username: 'otra-vendedora', firstName: 'Otra', lastName: 'Vendedora' });
  const admin = await buildUser(t.app, { role: 'admin', firstName: 'Jefa', lastName: 'Admin' });
  const designer = await buildUser(t.app, { role: 'designer' });
  const p = await buildProgram(t.app, { employees: 6, sellerId: seller.id, clientName: 'Hotel Pacífico, S.A. de C.V.' });
  const other = await buildProgram(t.app, { employees: 3, sellerId: seller.id, clientName: 'Minera Norte, S.A. de C.V.' });
  const signals: LiveSignal[] = [];
  const unsubscribe = t.app.signals.subscribe((s) => signals.push(s));
  const count = async (table: 'program_employees' | 'program_employee_sizes' | 'program_reorder_requests' | 'program_reorder_request_employees' | 'notifications' | 'program_portal_links') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    t,
    seller,
    otherSeller,
    admin,
    designer,
    p,
    other,
    sent,
    signals,
    async link(program = p, body = {}) {
      const res = await seller.as('POST', `/api/programs/${program.programId}/portal-links`, { contactName: 'Laura Méndez', contactEmail: 'laura@hotel.mx', days: 30, ...body });
      if (res.statusCode !== 201) throw new Error(`link: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number; token: string };
    },
    async counts() {
      const out: Record<string, number> = {};
      for (const table of ['program_employees', 'program_employee_sizes', 'program_reorder_requests', 'program_reorder_request_employees', 'notifications', 'program_portal_links'] as const) out[table] = await count(table);
      return out;
    },
    async close() {
      unsubscribe();
      await t.close();
    },
  };
}
