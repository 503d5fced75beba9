import type { Kysely } from 'kysely';
import { CURRENCIES } from '@muestrario/shared/domain';
import { ArticlesRepository } from '../../modules/articles/repository';
import { seedItems } from '../../modules/items/seed';
import { MachinesRepository } from '../../modules/machines/repository';
import { seedBoms } from '../../modules/bom/seed';
import { seedStock } from '../../modules/stock/seed';
import { seedOrderGrids } from '../../modules/order-grids/seed';
import { seedProductionOrders } from '../../modules/production-orders/seed';
import { seedProductionStock } from '../../modules/production-stock/seed';
import { seedPurchaseReceipts } from '../../modules/purchase-receipts/seed';
import { seedReceivables } from '../../modules/receivables/seed';
import { seedPurchasing } from '../../modules/purchasing/seed';
import { seedDeliveries } from '../../modules/deliveries/seed';
import { seedPrograms } from '../../modules/programs/seed';
import { DocumentEngine } from '../../modules/business-documents/service';
import { SalesService } from '../../modules/quotations/service';
import { normalizeUsername } from '../../modules/auth/users-repository';
import type { Database } from '../types';
import type { SeedData } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Seeded staff cannot sign in: this is no argon2 hash, so every password check fails. */
const NO_PASSWORD = '!sin-contraseña';

/**
 * The back-office part of the demo data (issue 19), inside the seeding transaction: partners' contacts
 * and addresses, the other sellers, the article catalogue, and the quotations and orders with the folios
 * the screens showed; the folio sequences continue after the highest seeded number.
 */
export async function seedBackoffice(
  trx: Kysely<Database>,
  data: SeedData,
  ctx: { clientIds: readonly number[]; demoUserId: number; now: Date },
): Promise<void> {
  const at = ctx.now.toISOString();
  // The plant's machines (issue 30), as production would add them (by no one: seeded).
  const machines = new MachinesRepository(trx);
  for (const machine of data.machines ?? []) await machines.insert(trx, machine, null, ctx.now);
  for (const [i, client] of data.clients.entries()) {
    const clientId = ctx.clientIds[i]!;
    if (client.contacts?.length) {
      await trx
        .insertInto('partner_contacts')
        .values(client.contacts.map((c, sort_order) => ({ ...c, client_id: clientId, sort_order })))
        .execute();
    }
    if (client.addresses?.length) {
      await trx
        .insertInto('partner_addresses')
        .values(client.addresses.map(({ zipCode, ...a }, sort_order) => ({ ...a, zip_code: zipCode, client_id: clientId, sort_order })))
        .execute();
    }
  }

  const userIds = new Map<string, number>([[normalizeUsername(data.demoUser.username), ctx.demoUserId]]);
  for (const s of data.staff ?? []) {
    const { id } = await trx
      .insertInto('users')
      .values({ username: normalizeUsername(s.username), password_hash: NO_PASSWORD, first_name: s.firstName, last_name: s.lastName, role: s.role, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(normalizeUsername(s.username), id);
  }

  for (const [sort_order, a] of (data.articles ?? []).entries()) {
    await trx
      .insertInto('articles')
      .values({ code: a.code, description: a.description, kind: a.kind, unit: a.unit, unit_price_cents: a.unitPriceCents, garment: a.garment ?? null, sort_order })
      .execute();
  }

  await seedItems(trx, data.items ?? [], at);
  await seedBoms(trx, data.boms, at);
  // Warehouses, shelves and the opening stock (issue 31), once the items exist.
  await seedStock(trx, data.stock, ctx.now);

  const clientIdByCode = new Map(data.clients.map((c, i) => [c.cardCode, ctx.clientIds[i]!]));
  const engine = new DocumentEngine(trx);
  const sales = new SalesService(trx, engine, new ArticlesRepository(trx));
  const sampleIdOf = async (name: string) => {
    const row = await trx.selectFrom('samples').select('id').where('sample_name', '=', name).executeTakeFirst();
    if (!row) throw new Error(`Seed: documento hecho de la muestra inexistente "${name}".`);
    return row.id;
  };
  const ids = new Map<string, number>();
  // Oldest first, so a quotation exists before the order copied from it.
  const documents = [...(data.salesDocuments ?? [])].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo || a.number - b.number);
  for (const d of documents) {
    const clientId = clientIdByCode.get(d.clientCode);
    const sellerId = userIds.get(d.seller);
    if (clientId === undefined || sellerId === undefined) throw new Error(`Seed: documento ${d.kind} ${d.number} con cliente o vendedor desconocido.`);
    const client = data.clients.find((c) => c.cardCode === d.clientCode)!;
    const contact = await trx.selectFrom('partner_contacts').select('id').where('client_id', '=', clientId).orderBy('sort_order').executeTakeFirst();
    const address = { street: client.address, city: client.city, state: client.state, zipCode: client.zipCode };
    const created = new Date(ctx.now.getTime() - d.createdDaysAgo * DAY_MS - (1_000 - d.number) * 60_000).toISOString();
    const id = await sales.create(
      d.kind,
      {
        clientId,
        contactId: contact?.id ?? null,
        name: d.name,
        reference: d.reference,
        currency: d.currency ?? CURRENCIES[0],
        exchangeRate: d.exchangeRate ?? '1',
        // The catalogue's prices are in pesos: a document in dollars gets them at its exchange rate.
        lines: d.lines.map(([code, quantity]) => ({ code, description: '', quantity, unitPriceCents: Math.round((data.articles?.find((a) => a.code === code)?.unitPriceCents ?? 0) / Number(d.exchangeRate ?? '1')) })),
        shippingAddress: address,
        billingAddress: address,
      },
      {
        sellerId,
        at: created,
        number: d.number,
        status: d.status,
        sampleId: d.sampleName === undefined ? null : await sampleIdOf(d.sampleName),
        trx,
      },
    );
    ids.set(`${d.kind}-${d.number}`, id);
    // An order copied from a quotation: its lines are linked to the quotation's (the engine's base lines).
    const baseId = d.sourceNumber === undefined ? undefined : ids.get(`quotation-${d.sourceNumber}`);
    if (baseId !== undefined) await engine.recordCopy(id, baseId, trx);
  }
  // Size grids and name lists on two open orders (issue 30), once their lines exist.
  await seedOrderGrids(trx, engine, at);
  // Production orders in every status on this week's board (issue 30), from those grids.
  await seedProductionOrders(trx, engine, { now: ctx.now, userId: ctx.demoUserId });
  // Materials issued to the open orders and one receipt of finished goods (issue 31 item 4).
  await seedProductionStock(trx, { now: ctx.now, userId: ctx.demoUserId });
  // Purchase orders with receipts (one partial) and a return (issue 31 item 5).
  await seedPurchaseReceipts(trx, engine, { now: ctx.now, userId: ctx.demoUserId });
  // Purchase requests, offers side by side and purchase orders (issue 31).
  await seedPurchasing(trx, engine, { now: ctx.now, userId: ctx.demoUserId });
  // Finished goods on the shipping shelf, deliveries (one partial, one whole) and a return (issue 32 item 1).
  await seedDeliveries(trx, engine, { now: ctx.now, userId: ctx.demoUserId });
  // Invoices, payments, notes and down payments of a few clients (issue 32 item 6).
  await seedReceivables(trx, { now: ctx.now, userId: ctx.demoUserId });
  // Clients' uniform programs (issue 35), on the items and the authorised samples above; the demo seller's.
  await seedPrograms(trx, data.programs ?? [], { now: ctx.now, sellerId: ctx.demoUserId });
}
