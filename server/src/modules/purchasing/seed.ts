import type { Kysely } from 'kysely';
import { MXN_RATE } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { DocumentRows } from '../business-documents/repository';
import type { DocumentEngine, DocumentLineInput } from '../business-documents/service';

const BLANK = { street: '', city: '', state: '', zipCode: '' };

/**
 * The demo's purchasing (issue 31): the demo styles' preferred suppliers, a purchase request of blanks with
 * offers of two suppliers side by side (one cheaper), an open purchase order half ordered and a closed one.
 * Skipped when the suppliers, the raw-material warehouse or the styles are missing (the test fixture).
 */
export async function seedPurchasing(trx: Kysely<Database>, engine: DocumentEngine, ctx: { now: Date; userId: number }): Promise<void> {
  const supplier = async (code: string) => trx.selectFrom('clients').select(['id', 'border_region']).where('card_code', '=', code).where('partner_type', '=', 'Proveedor').executeTakeFirst();
  const [textiles, omega] = [await supplier('P00001'), await supplier('P00002')];
  const mp = await trx.selectFrom('warehouses').select('id').where('code', '=', 'MP').executeTakeFirst();
  const variant = async (code: string) =>
    trx.selectFrom('item_variants as v').innerJoin('items as i', 'i.id', 'v.item_id').select(['v.id', 'v.item_id', 'v.code', 'i.description']).where('v.code', '=', code).executeTakeFirst();
  const wanted = await Promise.all(['POL-001-AZM-M', 'POL-001-AZM-G', 'POL-001-BLA-G', 'PLY-001-BLA-M', 'GOR-001-AZM-UNI'].map(variant));
  if (!textiles || !omega || !mp || wanted.some((v) => !v)) return;
  type Variant = NonNullable<(typeof wanted)[number]>;
  const [azmM, azmG, blaG, plyM, gorra] = wanted as [Variant, Variant, Variant, Variant, Variant];
  await trx.updateTable('items').set({ preferred_supplier_id: textiles.id }).where('code', 'in', ['POL-001', 'POL-002', 'PLY-001']).where('preferred_supplier_id', 'is', null).execute();
  await trx.updateTable('items').set({ preferred_supplier_id: omega.id }).where('code', 'in', ['GOR-001']).where('preferred_supplier_id', 'is', null).execute();

  const at = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * 86_400_000).toISOString();
  const day = (daysAhead: number) => new Date(ctx.now.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const line = (v: Variant, quantity: number, unitPriceCents: number): DocumentLineInput => ({
    code: v.code,
    description: v.description,
    quantity,
    unitPriceCents,
    itemId: v.item_id,
    variantId: v.id,
    warehouseId: mp.id,
  });
  const header = (partner: { id: number; border_region: number }, reference: string, dueDate: string | null) => ({
    partnerId: partner.id,
    contactId: null,
    ownerId: ctx.userId,
    name: '',
    reference,
    currency: 'MXN' as const,
    exchangeRate: MXN_RATE,
    borderRegion: Number(partner.border_region) === 1,
    shippingAddress: BLANK,
    billingAddress: BLANK,
    sampleId: null,
    dueDate,
  });
  const rows = new DocumentRows(trx);
  const actor = { actorId: ctx.userId, trx };

  // A request of blanks, quoted by two suppliers (Omega cheaper on two of three lines).
  const request = await engine.create(
    { ...header(textiles, 'Polos para pedido de Seguridad Centinela', day(10)), kind: 'purchase_request', lines: [line(azmM, 60, 0), line(azmG, 40, 0), line(blaG, 24, 0)] },
    { ...actor, at: at(6) },
  );
  const requestLines = await rows.lines(request);
  for (const [partner, prices, daysAgo] of [
    [textiles, [9_600, 9_600, 9_400], 5],
    [omega, [9_250, 9_300, 9_700], 4],
  ] as const) {
    const offer = await engine.create(
      {
        ...header(partner, 'Cotización de polos', day(12)),
        kind: 'supplier_quotation',
        lines: requestLines.map((l, i) => ({ ...line([azmM, azmG, blaG][i]!, l.quantity, prices[i]!) })),
      },
      { ...actor, at: at(daysAgo) },
    );
    await trx.updateTable('documents').set({ base_document_id: request }).where('id', '=', offer).execute();
    for (const [i, l] of (await rows.lines(offer)).entries()) await rows.updateLine(l.id, { base_document_id: request, base_line_id: requestLines[i]!.id });
    await rows.appendHistory(offer, ctx.userId, at(daysAgo), 'copied-from', { documentId: request });
    await rows.appendHistory(request, ctx.userId, at(daysAgo), 'copied-to', { documentId: offer });
  }

  // An open purchase order of T-shirts and caps, partly copied from a request; a closed order of last month.
  const tees = await engine.create(
    { ...header(textiles, 'Reposición de playeras', day(5)), kind: 'purchase_request', lines: [line(plyM, 48, 4_100)] },
    { ...actor, at: at(9) },
  );
  await engine.copy(tees, 'purchase_order', [{ baseLineId: (await rows.lines(tees))[0]!.id, quantity: 36 }], { ...actor, at: at(8), header: { dueDate: day(5) } });
  await engine.create({ ...header(omega, 'Gorras para evento', day(3)), kind: 'purchase_order', lines: [line(gorra, 50, 4_150)] }, { ...actor, at: at(3) });
  const closed = await engine.create(
    { ...header(textiles, 'Polos de muestra', day(-20)), kind: 'purchase_order', lines: [line(azmM, 12, 9_500), line(blaG, 12, 9_400)] },
    { ...actor, at: at(30) },
  );
  await engine.setStatus(closed, 'Cerrada', { ...actor, at: at(18) });
}
