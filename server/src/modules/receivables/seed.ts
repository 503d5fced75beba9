import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { DocumentEngine, type DocumentLineInput } from '../business-documents/service';
import { ReceivablesService } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
const noAddress = { street: '', city: '', state: '', zipCode: '' };

/*
 * Demo accounts receivable (issue 32 item 6), on their own orders of the demo seller for the first three
 * clients with an RFC, written through the service as a seller would (the stamp comes with the fiscal area):
 * a PUE invoice paid at once; a PPD invoice with two partial payments and a debit note; a PPD invoice more
 * than 90 days overdue with a credit note (03); a down payment requested, paid and applied (07) to its
 * final invoice; and one down payment request still awaiting payment.
 */
export async function seedReceivables(trx: Kysely<Database>, ctx: { now: Date; userId: number }): Promise<void> {
  const clients = await trx.selectFrom('clients').select(['id']).where('partner_type', '=', 'Cliente').where('rfc', '<>', '').orderBy('id').limit(3).execute();
  if (clients.length < 3) return;
  const [a, b, c] = clients.map((x) => x.id) as [number, number, number];
  const engine = new DocumentEngine(trx);
  const service = new ReceivablesService(trx, engine, true);
  const seller = { id: ctx.userId, role: 'seller' };
  const ago = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  const date = (days: number) => ago(days).toISOString().slice(0, 10);
  const variant = async (code: string) => (await trx.selectFrom('item_variants').select(['id', 'item_id']).where('code', '=', code).executeTakeFirst()) ?? null;
  const polo = await variant('POL-001-AZM-M');
  const poloLine = (quantity: number): DocumentLineInput => ({ code: 'POL-001', description: 'Polo piqué manga corta caballero azul marino M', quantity, unitPriceCents: 18_500, itemId: polo?.item_id ?? null, variantId: polo?.id ?? null });
  const embroidery: DocumentLineInput = { code: 'BOR-LG-09', description: 'Bordado del logotipo en pecho izquierdo', quantity: 0, unitPriceCents: 4_500 };
  const order = async (partnerId: number, days: number, pieces: number) => {
    const id = await engine.create(
      {
        kind: 'order',
        partnerId,
        contactId: null,
        ownerId: ctx.userId,
        name: 'Uniformes operativos',
        reference: '',
        currency: 'MXN',
        exchangeRate: 10_000,
        borderRegion: false,
        shippingAddress: noAddress,
        billingAddress: noAddress,
        sampleId: null,
        docDate: date(days),
        lines: [poloLine(pieces), { ...embroidery, quantity: pieces }],
      },
      { actorId: ctx.userId, at: ago(days).toISOString(), trx },
    );
    const lines = await trx.selectFrom('document_lines').select(['id', 'quantity']).where('document_id', '=', id).orderBy('line_number').execute();
    return { id, lines: lines.map((l) => ({ baseLineId: l.id, quantity: l.quantity })) };
  };
  const pay = (partnerId: number, days: number, documentId: number, amountCents: number, paymentForm: '01' | '02' | '03' | '04', reference: string) =>
    service.receivePayment({ partnerId, date: date(days), paymentForm, currency: 'MXN', exchangeRate: 10_000, amountCents, reference, applications: [{ documentId, amountCents }] }, seller, ago(days));

  // A: PUE, paid by transfer the same day.
  const o1 = await order(a, 22, 40);
  const pue = await service.createInvoice({ baseId: o1.id, lines: o1.lines, paymentMethod: 'PUE', paymentForm: '03' }, seller, ago(20));
  await pay(a, 20, pue.id, pue.totalCents, '03', 'SPEI 7730214');

  // B: PPD due 30 days after, two partial payments so far, and a debit note for freight.
  const o2 = await order(b, 52, 60);
  const ppd = await service.createInvoice({ baseId: o2.id, lines: o2.lines, paymentMethod: 'PPD', paymentForm: '99' }, seller, ago(50));
  await pay(b, 35, ppd.id, Math.round(ppd.totalCents * 0.4), '03', 'SPEI 5512098');
  await pay(b, 12, ppd.id, Math.round(ppd.totalCents * 0.3), '02', 'Cheque 004512');
  await service.createDebitNote({ invoiceId: ppd.id, lines: [{ description: 'Flete urgente a planta', quantity: 1, unitPriceCents: 85_000 }], paymentMethod: 'PPD', paymentForm: '99' }, seller, ago(15));

  // C: PPD from 150 days ago (due 120 days ago), unpaid, with a return of five polos (03).
  const o3 = await order(c, 152, 30);
  const overdue = await service.createInvoice({ baseId: o3.id, lines: o3.lines, paymentMethod: 'PPD', paymentForm: '99' }, seller, ago(150));
  await service.createCreditNote({ invoiceId: overdue.id, relationType: '03', lines: [{ baseLineId: overdue.lines[0]!.id, quantity: 5 }] }, seller, ago(140));

  // A: a down payment requested on an order, paid, then applied (07) to the final invoice.
  const o4 = await order(a, 40, 80);
  const request = await service.createDownPayment({ orderId: o4.id, amountCents: 1_000_000 }, seller, ago(38));
  await pay(a, 36, request.id, request.totalCents, '03', 'SPEI 6620871');
  await service.createInvoice({ baseId: o4.id, lines: o4.lines, paymentMethod: 'PPD', paymentForm: '99', downPayments: [{ documentId: request.id, amountCents: request.totalCents }] }, seller, ago(8));

  // B: a down payment request still awaiting the client's transfer.
  const o5 = await order(b, 5, 120);
  await service.createDownPayment({ orderId: o5.id, amountCents: 1_500_000 }, seller, ago(4));
}
