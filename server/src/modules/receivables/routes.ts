import type { FastifyPluginAsync } from 'fastify';
import { receivableEndpoints as E } from '@muestrario/shared/contract';
import { BUSINESS_TIME_ZONE, RECEIVABLES_MESSAGES as M } from '@muestrario/shared/domain';
import { calendarDayIn } from '@muestrario/shared/rules';
import { notFound } from '../../errors';
import { contentDisposition } from '../files/content-disposition';
import { route } from '../../http/endpoint-route';
import { buildStatementPdf, statementFileName } from './statement-pdf';

/**
 * Accounts receivable (issue 32 items 6 and 8). `route` checks each endpoint's action in the permission
 * table (sellers and admins); the service scopes what a seller reads and writes to the documents they own.
 */
const receivableRoutes: FastifyPluginAsync = async (app) => {
  const viewer = (user: { id: number; role: string } | null | undefined) => ({ id: user!.id, role: user!.role });
  const today = () => calendarDayIn(app.now(), BUSINESS_TIME_ZONE);
  const clientDetail = async (id: number, user: { id: number; role: string }) => {
    const who = viewer(user);
    if (!(await app.receivables.clientExists(id))) throw notFound(M.clientNotFound);
    const [balance] = await app.receivables.reads.balances(today(), who, id);
    const documents = await app.receivables.reads.list({ partnerId: id }, who);
    const payments = await app.receivables.reads.payments({ partnerId: id }, who);
    const name = balance ?? (await app.receivables.clientSummary(id));
    return {
      partnerId: id,
      partnerName: name.partnerName,
      rfc: name.rfc,
      balanceCents: balance?.balanceCents ?? 0,
      overdueCents: balance?.overdueCents ?? 0,
      ageing: balance?.ageing ?? { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 },
      openDocuments: balance?.openDocuments ?? 0,
      today: today(),
      documents,
      payments,
    };
  };

  route(app, E.listReceivableDocuments, async (request) => app.receivables.reads.list(request.query, viewer(request.user)));

  route(app, E.getReceivableDocument, async (request) => {
    const detail = await app.receivables.reads.detail(request.params.id);
    if (!detail) throw notFound(M.documentNotFound);
    const { ownerId, ...rest } = detail;
    if (request.user!.role !== 'admin' && ownerId !== request.user!.id) throw notFound(M.documentNotFound);
    return rest;
  });

  route(app, E.listInvoiceSources, async (request) => app.receivables.reads.sources(request.query, viewer(request.user)));

  route(app, E.getInvoiceSource, async (request) => {
    const source = await app.receivables.reads.source(request.params.id);
    if (!source || (request.user!.role !== 'admin' && source.ownerId !== request.user!.id)) throw notFound(M.documentNotFound);
    const { ownerId: _ownerId, ...rest } = source;
    return rest;
  });

  route(app, E.createInvoice, async (request) => app.receivables.createInvoice(request.body, viewer(request.user), app.now()));
  route(app, E.createCreditNote, async (request) => app.receivables.createCreditNote(request.body, viewer(request.user), app.now()));
  route(app, E.createDebitNote, async (request) => app.receivables.createDebitNote(request.body, viewer(request.user), app.now()));
  route(app, E.createDownPayment, async (request) => app.receivables.createDownPayment(request.body, viewer(request.user), app.now()));
  route(app, E.createCustomerPayment, async (request) => app.receivables.receivePayment(request.body, viewer(request.user), app.now()));

  route(app, E.listClientBalances, async (request) => app.receivables.reads.balances(today(), viewer(request.user)));

  route(app, E.getClientBalance, async (request) => clientDetail(request.params.id, request.user!));

  route(app, E.getClientStatementPdf, async (request, reply) => {
    const detail = await clientDetail(request.params.id, request.user!);
    const pdf = await buildStatementPdf(detail);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', statementFileName(detail.partnerName)))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });

  route(app, E.getInvoicedSalesReport, async (request) => app.receivables.report(request.query, viewer(request.user)));
};

export default receivableRoutes;
