import { seedIfEmpty } from '../../src/db/seed';
import { DocumentEngineError, type CreateDocument } from '../../src/modules/business-documents/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { backofficeFixture } from '../helpers/backoffice';
import { quotationInput, signInDemo } from '../helpers/builders';

jest.setTimeout(60_000);

/**
 * The business document engine on real databases (issue 29, acceptance 3): partial copies leave the
 * right open quantity, concurrent copies never over-copy, effects run inside the transaction and a
 * throwing effect rolls everything back, and the history is append-only.
 */
describe.each(testDatabases)('business document engine (%s)', (kind) => {
  let t: TestApp;
  let clientId: number;
  let userId: number;
  const at = () => t.clock.now().toISOString();

  const order = (lines: [code: string, quantity: number][]): CreateDocument => ({
    kind: 'order',
    partnerId: clientId,
    contactId: null,
    ownerId: userId,
    name: 'Pedido de prueba',
    reference: 'REF-1',
    currency: 'MXN',
    exchangeRate: 10_000,
    borderRegion: false,
    shippingAddress: { street: '', city: '', state: '', zipCode: '' },
    billingAddress: { street: '', city: '', state: '', zipCode: '' },
    sampleId: null,
    lines: lines.map(([code, quantity]) => ({ code, description: code, quantity, unitPriceCents: 10_000, discountBp: 500 })),
  });
  const linesOf = (id: number) => t.app.db.selectFrom('document_lines').selectAll().where('document_id', '=', id).orderBy('line_number').execute();
  const headerOf = (id: number) => t.app.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const countDocuments = async () => Number((await t.app.db.selectFrom('documents').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    clientId = (await t.app.db.selectFrom('clients').select('id').where('card_code', '=', 'C0001').executeTakeFirstOrThrow()).id;
    userId = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('copies 2 of 5 units and leaves 3 open on the base line; the base closes when every line is copied', async () => {
    const baseId = await t.app.documents.create(order([['PLY-PQ-01', 5], ['BOR-LG-09', 3]]), { actorId: userId, at: at() });
    const [first, second] = await linesOf(baseId);
    const deliveryId = await t.app.documents.copy(baseId, 'delivery', [{ baseLineId: first!.id, quantity: 2 }], { actorId: userId, at: at() });

    expect((await linesOf(baseId)).map((l) => l.open_quantity)).toEqual([3, 3]);
    const delivery = await headerOf(deliveryId);
    expect(delivery).toMatchObject({ kind: 'delivery', series: 'EN', folio: 'EN00001', status: 'Abierta', base_document_id: baseId, partner_id: clientId });
    const [copied] = await linesOf(deliveryId);
    // Price and discount come from the base line: 2 × $100.00 − 5 % = $190.00, IVA $30.40.
    expect(copied).toMatchObject({ code: 'PLY-PQ-01', quantity: 2, open_quantity: 2, base_document_id: baseId, base_line_id: first!.id, discount_bp: 500 });
    expect([Number(copied!.line_total_cents), Number(copied!.tax_cents), Number(delivery.total_cents)]).toEqual([19_000, 3_040, 22_040]);
    expect((await headerOf(baseId)).status).toBe('Abierta');

    // More than is open is refused with the reason; nothing changes.
    await expect(t.app.documents.copy(baseId, 'delivery', [{ baseLineId: first!.id, quantity: 4 }], { actorId: userId, at: at() })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Solo quedan 3 pendientes en la línea base.',
    });
    // A kind the copy rules do not name is refused.
    await expect(t.app.documents.copy(baseId, 'quotation', 'all-open', { actorId: userId, at: at() })).rejects.toBeInstanceOf(DocumentEngineError);

    await t.app.documents.copy(baseId, 'delivery', 'all-open', { actorId: userId, at: at() });
    expect((await linesOf(baseId)).map((l) => l.open_quantity)).toEqual([0, 0]);
    expect(await headerOf(baseId)).toMatchObject({ status: 'Cerrada', status_changed_by: userId });
    await expect(t.app.documents.copy(baseId, 'delivery', 'all-open', { actorId: userId, at: at() })).rejects.toMatchObject({ statusCode: 409 });
    const history = await t.app.documents.history(baseId);
    expect(history.map((h) => h.action)).toEqual(['created', 'copied-to', 'copied-to', 'status']);
    expect(history[1]!.detail).toMatchObject({ documentId: deliveryId, lines: [{ baseLineId: first!.id, quantity: 2 }] });
    expect(second).toBeDefined();
  });

  it('an edited base keeps what was copied: its quantity cannot go below it, and the rest stays open', async () => {
    const baseId = await t.app.documents.create(order([['PLY-PQ-01', 5]]), { actorId: userId, at: at() });
    const [line] = await linesOf(baseId);
    await t.app.documents.copy(baseId, 'delivery', [{ baseLineId: line!.id, quantity: 2 }], { actorId: userId, at: at() });
    const { lines, ...header } = order([['PLY-PQ-01', 1]]);
    await expect(t.app.documents.update(baseId, header, lines, { actorId: userId, at: at() })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Ya se copiaron 2 unidades de esta línea a otro documento: no puede quedar con menos.',
    });
    expect(await t.app.documents.update(baseId, header, order([['PLY-PQ-01', 6]]).lines, { actorId: userId, at: at() })).toBe(true);
    const [after] = await linesOf(baseId);
    expect(after).toMatchObject({ id: line!.id, quantity: 6, open_quantity: 4 });
  });

  it('parallel copies of the last units never copy more than is open', async () => {
    const baseId = await t.app.documents.create(order([['PLY-PQ-01', 5]]), { actorId: userId, at: at() });
    const [line] = await linesOf(baseId);
    // Two server instances on one database when it is PostgreSQL (each with its own connection pool).
    const second = kind === 'postgres' ? await t.rebuild() : t.app;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? second : t.app).documents.copy(baseId, 'delivery', [{ baseLineId: line!.id, quantity: 1 }], { actorId: userId, at: at() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DocumentEngineError);
    const copied = await t.app.db.selectFrom('document_lines').select('quantity').where('base_line_id', '=', line!.id).execute();
    expect(copied.reduce((sum, l) => sum + l.quantity, 0)).toBe(5);
    expect((await linesOf(baseId))[0]!.open_quantity).toBe(0);
    expect((await headerOf(baseId)).status).toBe('Cerrada');
  });

  it('runs the kind’s registered effects inside the transaction; an effect that throws rolls everything back', async () => {
    const baseId = await t.app.documents.create(order([['PLY-PQ-01', 5]]), { actorId: userId, at: at() });
    const [line] = await linesOf(baseId);
    const seen: string[] = [];
    const offWrite = t.app.documents.effects.register('delivery', async ({ trx, document, event }) => {
      // The document is visible (and writable) through the engine's transaction.
      const row = await trx.selectFrom('documents').select('folio').where('id', '=', document.id).executeTakeFirstOrThrow();
      seen.push(`${event} ${row.folio}`);
      await trx.updateTable('documents').set({ reference: 'efecto' }).where('id', '=', document.id).execute();
    });
    const deliveryId = await t.app.documents.copy(baseId, 'delivery', [{ baseLineId: line!.id, quantity: 1 }], { actorId: userId, at: at() });
    const delivery = await headerOf(deliveryId);
    expect(seen).toEqual([`created ${delivery.folio}`]);
    expect(delivery.reference).toBe('efecto');

    const offThrow = t.app.documents.effects.register('delivery', async () => {
      throw new Error('el almacén no respondió');
    });
    const documentsBefore = await countDocuments();
    const historyBefore = await t.app.documents.history(baseId);
    await expect(t.app.documents.copy(baseId, 'delivery', [{ baseLineId: line!.id, quantity: 2 }], { actorId: userId, at: at() })).rejects.toThrow('el almacén no respondió');
    expect(await countDocuments()).toBe(documentsBefore);
    expect((await linesOf(baseId))[0]!.open_quantity).toBe(4);
    expect(await t.app.documents.history(baseId)).toEqual(historyBefore);
    offThrow();
    offWrite();
    // The rolled-back copy gave its folio number back: the next delivery takes the next one in the series.
    const nextId = await t.app.documents.copy(baseId, 'delivery', [{ baseLineId: line!.id, quantity: 1 }], { actorId: userId, at: at() });
    expect(Number((await headerOf(nextId)).number)).toBe(Number(delivery.number) + 1);
  });

  it('keeps the history append-only in the database itself', async () => {
    const id = await t.app.documents.create(order([['PLY-PQ-01', 1]]), { actorId: userId, at: at() });
    expect((await t.app.documents.history(id)).map((h) => [h.documentId, h.action])).toEqual([[id, 'created']]);
    // The refusal's message, whatever realm its error comes from (better-sqlite3's native addon keeps the
    // SqliteError of the first test file a Jest worker loaded, which is no `Error` of later files).
    const refusal = (write: Promise<unknown>) => write.then(
      () => 'accepted',
      (error: unknown) => String((error as { message?: unknown }).message),
    );
    expect(await refusal(t.app.db.updateTable('document_history').set({ action: 'borrado' }).where('document_id', '=', id).execute())).toMatch(/solo agregar/);
    expect(await refusal(t.app.db.deleteFrom('document_history').where('document_id', '=', id).execute())).toMatch(/solo agregar/);
    expect((await t.app.documents.history(id)).map((h) => h.action)).toEqual(['created']);
    // Deleting the whole document still takes its history with it.
    await t.app.db.deleteFrom('documents').where('id', '=', id).execute();
    expect(await t.app.documents.history(id)).toEqual([]);
  });

  it('"Copiar a orden de venta" goes through the engine: every order line names its quotation line', async () => {
    const demo = (await signInDemo(t.app)).as;
    const q = (await demo('POST', '/api/sales/quotations', quotationInput(clientId))).json();
    const res = await demo('POST', `/api/sales/quotations/${q.id}/order`);
    expect(res.statusCode).toBe(201);
    const quotationLines = await linesOf(q.id);
    expect(quotationLines.map((l) => l.open_quantity)).toEqual([0, 0]);
    expect((await linesOf(res.json().id)).map((l) => [l.base_document_id, l.base_line_id])).toEqual(quotationLines.map((l) => [q.id, l.id]));
    expect((await t.app.documents.history(q.id)).map((h) => h.action)).toEqual(['created', 'copied-to', 'status']);
  });
});
