import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { DocumentEngine, DocumentLineInput } from '../business-documents/service';
import { StockLedgerRepository } from '../stock/ledger-repository';
import { PurchaseReceiptsService } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
const noAddress = { street: '', city: '', state: '', zipCode: '' };

/** A demo purchase order: supplier, lines (variant or item code, quantity in smallest units, cents per smallest unit). */
interface SeedOrder {
  supplier: string;
  daysAgo: number;
  lines: readonly [code: string, quantity: number, unitPriceCents: number][];
}

/*
 * Their own demo purchase orders, so Entradas and Devoluciones de mercancía have data by themselves (the
 * purchasing area seeds orders too; the merger may point these receipts at those instead): one received in
 * part (the rest still open), one received whole (closed) with a return, one not received yet.
 */
const ORDERS: readonly SeedOrder[] = [
  {
    supplier: 'P00001',
    daysAgo: 9,
    lines: [
      ['POL-001-BLA-M', 24, 9_800],
      ['ETQ-TAL-01', 1_000, 35],
      ['BOL-PE-01', 500, 90],
    ],
  },
  {
    supplier: 'P00002',
    daysAgo: 6,
    lines: [
      // In centimetres: thread at 1 ¢/cm ($1.00 a metre), reflective tape at 15 ¢/cm ($15.00 a metre).
      ['HIL-BOB-BL', 20_000, 1],
      ['CIN-REF-05', 5_000, 15],
    ],
  },
  { supplier: 'P00001', daysAgo: 2, lines: [['PLY-001-BLA-M', 36, 4_100]] },
];

/** The demo receipts and a return, inside the seeding transaction; skipped when the demo data lacks what they need. */
export async function seedPurchaseReceipts(trx: Kysely<Database>, engine: DocumentEngine, ctx: { now: Date; userId: number }): Promise<void> {
  const mp = await trx.selectFrom('warehouses').select('id').where('code', '=', 'MP').executeTakeFirst();
  if (!mp) return;
  const shelf = async (code: string) => (await trx.selectFrom('stock_locations').select('id').where('warehouse_id', '=', mp.id).where('code', '=', code).executeTakeFirst())?.id ?? null;
  const ids: { order: number; lines: number[] }[] = [];
  for (const o of ORDERS) {
    const supplier = await trx.selectFrom('clients').select('id').where('card_code', '=', o.supplier).executeTakeFirst();
    if (!supplier) return;
    const lines: DocumentLineInput[] = [];
    for (const [code, quantity, unitPriceCents] of o.lines) {
      const variant = await trx.selectFrom('item_variants').select(['id', 'item_id']).where('code', '=', code).executeTakeFirst();
      const item = variant ? { id: variant.item_id } : await trx.selectFrom('items').select('id').where('code', '=', code).executeTakeFirst();
      const described = await trx.selectFrom('items').select(['code', 'description']).where('id', '=', item?.id ?? 0).executeTakeFirst();
      if (!item || !described) return;
      lines.push({ code: described.code, description: described.description, quantity, unitPriceCents, itemId: item.id, variantId: variant?.id ?? null, warehouseId: mp.id });
    }
    const at = new Date(ctx.now.getTime() - o.daysAgo * DAY_MS).toISOString();
    const order = await engine.create(
      {
        kind: 'purchase_order',
        partnerId: supplier.id,
        contactId: null,
        ownerId: ctx.userId,
        name: 'Reposición de materiales',
        reference: '',
        currency: 'MXN',
        exchangeRate: 10_000,
        borderRegion: false,
        shippingAddress: noAddress,
        billingAddress: noAddress,
        sampleId: null,
        docDate: at.slice(0, 10),
        lines,
      },
      { actorId: ctx.userId, at, trx },
    );
    const lineIds = (await trx.selectFrom('document_lines').select('id').where('document_id', '=', order).orderBy('line_number').execute()).map((l) => l.id);
    ids.push({ order, lines: lineIds });
  }
  const service = new PurchaseReceiptsService(trx, engine, new StockLedgerRepository(trx));
  const when = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY_MS);
  const [partial, whole] = ids as [(typeof ids)[0], (typeof ids)[0]];
  // Labels and polos came whole, 300 of 500 bags: 200 still to come.
  await service.receive(
    {
      purchaseOrderId: partial.order,
      warehouseId: mp.id,
      locationId: await shelf('A-01-01'),
      note: 'Remisión 10482',
      lines: [
        { baseLineId: partial.lines[0]!, quantity: 24 },
        { baseLineId: partial.lines[1]!, quantity: 1_000 },
        { baseLineId: partial.lines[2]!, quantity: 300 },
      ],
    },
    { userId: ctx.userId, now: when(7), trx },
  );
  // Thread and tape whole (the order closes); 10 metres of tape went back: the reflective strip was cracked.
  const receipt = await service.receive(
    {
      purchaseOrderId: whole.order,
      warehouseId: mp.id,
      locationId: await shelf('A-02-01'),
      note: 'Remisión HO-2231',
      lines: [
        { baseLineId: whole.lines[0]!, quantity: 20_000 },
        { baseLineId: whole.lines[1]!, quantity: 5_000 },
      ],
    },
    { userId: ctx.userId, now: when(5), trx },
  );
  const tapeLine = (await trx.selectFrom('document_lines').select('id').where('document_id', '=', receipt).orderBy('line_number').execute())[1]!.id;
  await service.giveBack({ receiptId: receipt, note: 'Cinta reflejante estrellada', lines: [{ baseLineId: tapeLine, quantity: 1_000 }] }, { userId: ctx.userId, now: when(4), trx });
}
