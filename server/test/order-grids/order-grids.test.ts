import type { OrderLineGridInput } from '@muestrario/shared/contract';
import { seedIfEmpty } from '../../src/db/seed';
import { items as demoItems } from '../../src/db/seed/data/items';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildUser, quotationInput } from '../helpers/builders';
import { injectAs } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(90_000);

const COLOURS = ['Azul marino', 'Blanco', 'Rojo'];
const SIZES = ['CH', 'M', 'G', 'XG', '2XG', '3XG'];
/** 3 colours × 6 sizes = 120 pieces (40 per colour). */
const QUANTITIES = [
  [5, 7, 8, 7, 6, 7],
  [7, 6, 7, 6, 7, 7],
  [7, 7, 6, 7, 7, 6],
];

/** One name per piece of the grid, in the grid's order: 'Ana 1' … 'Ana 120' (short: they fit an 8 cm box at 1.5 cm). */
function namesFor(quantities: number[][], name = (i: number) => `Ana ${i}`): string[][] {
  const rows: string[][] = [];
  COLOURS.forEach((colour, r) => SIZES.forEach((size, c) => {
    for (let k = 0; k < quantities[r]![c]!; k++) rows.push([name(rows.length + 1), size, colour]);
  }));
  return rows;
}
const asText = (rows: string[][], header = true) => [...(header ? ['nombre\ttalla\tcolor'] : []), ...rows.map((r) => r.join('\t'))].join('\n');

describe.each(testDatabases)('order line grids and name lists (%s)', (kind) => {
  let t: TestApp;
  let demo: ReturnType<typeof injectAs>;
  let other: ReturnType<typeof injectAs>;
  let admin: ReturnType<typeof injectAs>;
  let designer: ReturnType<typeof injectAs>;
  let clientId: number;
  let styleId: number;
  let authorised: number;
  let inReview: number;
  let otherClients: number;
  let orderId: number;

  async function sample(name: string, stage: number, client: number, text?: { widthCm: number; heightCm: number }) {
    const demoUser = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
    const view = await t.app.db.selectFrom('clothing_positions').select(['id', 'clothing_id']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const at = t.clock.now().toISOString();
    const { id } = await t.app.db
      .insertInto('samples')
      .values({
        sample_name: name, search_name: name.toLowerCase(), client_id: client, clothing_id: view.clothing_id, stage: stage as 7, sample_on: 'Prenda',
        clothing_color: 'FFFFFF', sample_canvas: '', canvas_color: 'FFFFFF', notes: '', created_by: demoUser, create_date: at, due_date: '2025-04-01', updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (text) {
      await t.app.db
        .insertInto('texts')
        .values({
          sample_id: id, position_id: view.id, text: 'NOMBRE', font: 'Roboto', color: '000000', technique: 'Bordado', comments: '', size: 1,
          height_cm: text.heightCm, width_cm: text.widthCm, rotate_degrees: 0, x_cm: 10, y_cm: 10, created_by: demoUser, created_at: at,
        })
        .execute();
    }
    return id;
  }

  const body = (over: Partial<OrderLineGridInput> = {}): OrderLineGridInput => ({
    styleId, sampleId: authorised, colours: COLOURS, sizes: SIZES, quantities: QUANTITIES, nameList: asText(namesFor(QUANTITIES)), ...over,
  });
  const newOrder = async (as = demo) => {
    const res = await as('POST', '/api/sales/orders', quotationInput(clientId, { lines: [{ code: 'PLY-PQ-01', description: 'Polo piqué', quantity: 1, unitPriceCents: 18_550 }, { code: 'BOR-MIL-13', description: 'Bordado', quantity: 3, unitPriceCents: 100 }] }));
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const counts = async (id: number) => ({
    grids: Number((await t.app.db.selectFrom('order_line_grids').select((eb) => eb.fn.countAll<number | string>().as('n')).where('document_id', '=', id).executeTakeFirstOrThrow()).n),
    cells: Number((await t.app.db.selectFrom('order_line_grid_cells as c').innerJoin('order_line_grids as g', 'g.line_id', 'c.line_id').select((eb) => eb.fn.countAll<number | string>().as('n')).where('g.document_id', '=', id).executeTakeFirstOrThrow()).n),
    names: Number((await t.app.db.selectFrom('order_line_names as n').innerJoin('order_line_grids as g', 'g.line_id', 'n.line_id').select((eb) => eb.fn.countAll<number | string>().as('n')).where('g.document_id', '=', id).executeTakeFirstOrThrow()).n),
    quantity: Number((await t.app.db.selectFrom('document_lines').select('quantity').where('document_id', '=', id).where('line_number', '=', 0).executeTakeFirstOrThrow()).quantity),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems }, t.clock.now());
    demo = injectAs(t.app, await loginCookie(t.app, 'demo', 'demo1234'));
    other = (await buildUser(t.app, { username: 'otro', role: 'seller' })).as;
    admin = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).as;
    designer = (await buildUser(t.app, { username: 'revisor', role: 'designer' })).as;
    clientId = (await t.app.db.selectFrom('clients').select('id').where('card_code', '=', 'C0001').executeTakeFirstOrThrow()).id;
    const otherClient = (await t.app.db.selectFrom('clients').select('id').where('id', '!=', clientId).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    styleId = (await t.app.db.selectFrom('items').select('id').where('code', '=', 'POL-001').executeTakeFirstOrThrow()).id;
    authorised = await sample('Polos con nombre', 7, clientId, { widthCm: 8, heightCm: 1.5 });
    inReview = await sample('Polos en revisión', 5, clientId, { widthCm: 8, heightCm: 1.5 });
    otherClients = await sample('Polos de otro cliente', 7, otherClient, { widthCm: 8, heightCm: 1.5 });
    orderId = await newOrder();
  });
  afterAll(() => t.close());

  it('accepts 3 colours × 6 sizes = 120 pieces with a 120-row name list: the line becomes 120 pieces, kept per variant', async () => {
    const res = await demo('PUT', `/api/sales/orders/${orderId}/lines/1/grid`, body());
    expect(res.statusCode).toBe(200);
    const grid = res.json();
    expect(grid).toMatchObject({ line: 1, styleCode: 'POL-001', sampleId: authorised, total: 120 });
    expect(grid.names).toHaveLength(120);
    expect(grid.names[0]).toEqual({ row: 2, name: 'Ana 1', size: 'CH', colour: 'Azul marino', text: 'NOMBRE' });
    expect(await counts(orderId)).toEqual({ grids: 1, cells: 18, names: 120, quantity: 120 });
    const order = (await demo('GET', `/api/sales/orders/${orderId}`)).json();
    expect(order.lines[0].quantity).toBe(120);
    expect(order.totalCents).toBe(Math.round(120 * 18_550 * 1.16) + Math.round(300 * 1.16));
    // Read back: the style's colours (its fourth, with no pieces, too) and size run; the quantities as saved.
    const [read] = (await designer('GET', `/api/sales/orders/${orderId}/grids`)).json();
    expect(read.colours).toEqual(['Azul marino', 'Blanco', 'Rojo', 'Gris Oxford']);
    expect(read.sizes).toEqual(SIZES);
    expect(read.quantities.slice(0, 3)).toEqual(QUANTITIES);
    expect(read.quantities[3]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(read.nameListText.split('\n')).toHaveLength(121);
  });

  it('refuses a sample that is not authorised, with its stage, in Spanish; and another client’s sample', async () => {
    const res = await demo('PUT', `/api/sales/orders/${orderId}/lines/2/grid`, body({ sampleId: inReview }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^La muestra «Polos en revisión» está en la etapa «[^»]+»: solo una muestra autorizada \(etapa 7, Autorizada\) puede fabricarse\.$/);
    expect(res.json().fields).toEqual(['sampleId']);
    const foreign = await demo('PUT', `/api/sales/orders/${orderId}/lines/2/grid`, body({ sampleId: otherClients }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('La muestra «Polos de otro cliente» es de otro cliente.');
    expect((await counts(orderId)).grids).toBe(1);
  });

  it('refuses a name that does not fit its box on its row, and mismatched counts naming the cells; nothing written', async () => {
    const rows = namesFor(QUANTITIES);
    rows[6]![0] = 'María Guadalupe Hernández de la Fuente';
    const res = await demo('PUT', `/api/sales/orders/${orderId}/lines/1/grid`, body({ nameList: asText(rows), quantities: QUANTITIES.map((r) => r.map((q) => q + 1)) }));
    expect(res.statusCode).toBe(400);
    const { message, fields } = res.json();
    expect(message).toContain('Azul marino, talla CH: la cuadrícula pide 6 piezas y la lista trae 5.');
    const fitOnly = await demo('PUT', `/api/sales/orders/${orderId}/lines/1/grid`, body({ nameList: asText(rows) }));
    expect(fitOnly.statusCode).toBe(400);
    expect(fitOnly.json().message).toMatch(/^Fila 8: «María Guadalupe Hernández de la Fuente» no cabe en el texto «NOMBRE»/);
    expect(fitOnly.json().fields).toEqual(['nameList.8']);
    expect(fields).toContain('nameList.8');
    expect(await counts(orderId)).toEqual({ grids: 1, cells: 18, names: 120, quantity: 120 });
  });

  it('matches colours without case or accents (the style’s spelling kept)', async () => {
    const id = await newOrder();
    const res = await demo('PUT', `/api/sales/orders/${id}/lines/1/grid`, body({ colours: ['AZUL MARINO', 'blanco', 'rojo'], nameList: asText(namesFor(QUANTITIES)).toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().quantities.slice(0, 3)).toEqual(QUANTITIES);
    expect(res.json().names[0]).toMatchObject({ colour: 'Azul marino', size: 'CH' });
  });

  it('refuses colours and sizes that are not the style’s', async () => {
    const res = await demo('PUT', `/api/sales/orders/${orderId}/lines/1/grid`, body({ colours: ['Azul marino', 'Verde limón', 'Rojo'], nameList: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El color «Verde limón» no es del estilo POL-001 (Azul marino, Blanco, Rojo, Gris Oxford).');
  });

  it('keeps a gridded line’s quantity with its grid when the order form saves (in the same transaction)', async () => {
    const input = quotationInput(clientId, { lines: [{ code: 'PLY-PQ-01', description: 'Polo piqué', quantity: 100, unitPriceCents: 18_550 }, { code: 'BOR-MIL-13', description: 'Bordado', quantity: 3, unitPriceCents: 100 }] });
    const res = await demo('PUT', `/api/sales/orders/${orderId}`, input);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Línea 1: su cantidad la da su cuadrícula de tallas (120 piezas); cámbiala en «Tallas y nombres».');
    expect((await counts(orderId)).quantity).toBe(120);
    const ok = await demo('PUT', `/api/sales/orders/${orderId}`, { ...input, lines: [{ ...input.lines[0]!, quantity: 120 }, input.lines[1]!], name: 'Renombrada' });
    expect(ok.statusCode).toBe(200);
    expect((await counts(orderId)).names).toBe(120);
  });

  it('lets the order’s seller and an admin write, refuses another seller and a designer, lets everyone read', async () => {
    const small = { quantities: [[1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], nameList: 'Luis\tCH\tAzul marino' };
    expect((await other('PUT', `/api/sales/orders/${orderId}/lines/2/grid`, body(small))).statusCode).toBe(403);
    expect((await designer('PUT', `/api/sales/orders/${orderId}/lines/2/grid`, body(small))).statusCode).toBe(403);
    expect((await designer('DELETE', `/api/sales/orders/${orderId}/lines/2/grid`)).statusCode).toBe(403);
    expect((await admin('PUT', `/api/sales/orders/${orderId}/lines/2/grid`, body(small))).statusCode).toBe(200);
    expect((await other('GET', `/api/sales/orders/${orderId}/grids`)).json()).toHaveLength(2);
    expect((await demo('DELETE', `/api/sales/orders/${orderId}/lines/2/grid`)).json()).toHaveLength(1);
    const samples = (await designer('GET', `/api/sales/grid-samples?clientId=${clientId}`)).json();
    expect(samples.map((s: { id: number }) => s.id)).toContain(authorised);
    expect(samples.map((s: { id: number }) => s.id)).not.toContain(inReview);
    expect(samples.find((s: { id: number }) => s.id === authorised).texts[0]).toMatchObject({ text: 'NOMBRE', font: 'Roboto', widthCm: 8, heightCm: 1.5 });
  });

  const HOSTILE: [string, string, string, unknown, number][] = [
    ['PUT', 'a missing order', '/api/sales/orders/999999/lines/1/grid', 'body', 404],
    ['PUT', 'a missing line', '/api/sales/orders/ORDER/lines/9/grid', 'body', 404],
    ['PUT', 'a line number of 0', '/api/sales/orders/ORDER/lines/0/grid', 'body', 400],
    ['PUT', 'a line number that is text', '/api/sales/orders/ORDER/lines/uno/grid', 'body', 400],
    ['PUT', 'no body', '/api/sales/orders/ORDER/lines/1/grid', undefined, 400],
    ['PUT', 'an unknown field', '/api/sales/orders/ORDER/lines/1/grid', { extra: 1 }, 400],
    ['PUT', 'a negative cell', '/api/sales/orders/ORDER/lines/1/grid', { quantities: [[-1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], nameList: '' }, 400],
    ['PUT', 'a decimal cell', '/api/sales/orders/ORDER/lines/1/grid', { quantities: [[1.5, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], nameList: '' }, 400],
    ['PUT', 'a cell as text', '/api/sales/orders/ORDER/lines/1/grid', { quantities: [['diez', 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], nameList: '' }, 400],
    ['PUT', 'a huge cell', '/api/sales/orders/ORDER/lines/1/grid', { quantities: [[1e9, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], nameList: '' }, 400],
    ['PUT', 'a ragged matrix', '/api/sales/orders/ORDER/lines/1/grid', { quantities: [[1, 0], [0], []], nameList: '' }, 400],
    ['PUT', 'an all-zero grid', '/api/sales/orders/ORDER/lines/1/grid', { quantities: [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], nameList: '' }, 400],
    ['PUT', 'a repeated colour', '/api/sales/orders/ORDER/lines/1/grid', { colours: ['Rojo', 'rojo', 'Blanco'], nameList: '' }, 400],
    ['PUT', 'a size not in the run', '/api/sales/orders/ORDER/lines/1/grid', { sizes: ['CH', 'M', 'G', 'XG', '2XG', '5XG'], nameList: '' }, 400],
    ['PUT', 'a missing style', '/api/sales/orders/ORDER/lines/1/grid', { styleId: 999999 }, 400],
    ['PUT', 'a service as style', '/api/sales/orders/ORDER/lines/1/grid', { styleId: 'SERVICE' }, 400],
    ['PUT', 'a missing sample', '/api/sales/orders/ORDER/lines/1/grid', { sampleId: 999999 }, 400],
    ['PUT', 'a sample id as text', '/api/sales/orders/ORDER/lines/1/grid', { sampleId: 'uno' }, 400],
    ['PUT', 'a binary name list', '/api/sales/orders/ORDER/lines/1/grid', { nameList: '\u0000\u0001\u0002' }, 400],
    ['PUT', 'a name list of quotes', '/api/sales/orders/ORDER/lines/1/grid', { nameList: '"""\n"' }, 400],
    ['PUT', 'a name list over 1 MB', '/api/sales/orders/ORDER/lines/1/grid', { nameList: 'x'.repeat(1_000_001) }, 400],
    ['PUT', 'a name list with an unknown colour', '/api/sales/orders/ORDER/lines/1/grid', { nameList: 'Ana\tCH\tMorado' }, 400],
    ['PUT', 'HTML in a name', '/api/sales/orders/ORDER/lines/1/grid', { quantities: [[1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], nameList: '<script>alert(1)</script>\tCH\tAzul marino' }, 400],
    ['DELETE', 'a missing order', '/api/sales/orders/999999/lines/1/grid', undefined, 404],
    ['DELETE', 'a missing line', '/api/sales/orders/ORDER/lines/9/grid', undefined, 404],
    ['GET', 'grids of a missing order', '/api/sales/orders/999999/grids', undefined, 404],
    ['GET', 'grids of an id that is text', '/api/sales/orders/abc/grids', undefined, 400],
    ['GET', 'samples of a client id that is text', '/api/sales/grid-samples?clientId=x', undefined, 400],
    ['GET', 'samples with an unknown query field', '/api/sales/grid-samples?stage=5', undefined, 400],
  ];

  it.each(HOSTILE)('%s with %s: a Spanish 4xx, nothing half-written', async (method, _name, path, payload, status) => {
    const id = await newOrder();
    const service = (await t.app.db.selectFrom('items').select('id').where('kind', '=', 'Servicio').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const resolved = payload === 'body' ? body() : payload && typeof payload === 'object' ? body({ ...(payload as object), ...((payload as { styleId?: unknown }).styleId === 'SERVICE' ? { styleId: service } : {}) }) : payload;
    const res = await demo(method as 'PUT', path.replace('ORDER', String(id)), resolved);
    expect(res.statusCode).toBe(status);
    const message = res.json().message as string;
    expect(message).toMatch(/[a-záéíóúñ]/i);
    expect(message).not.toMatch(/\b(must|should|required property|Internal)\b/);
    expect(await counts(id)).toEqual({ grids: 0, cells: 0, names: 0, quantity: 1 });
  });

  it('refuses a grid on an order that is no longer open (409)', async () => {
    const id = await newOrder();
    expect((await demo('POST', `/api/sales/orders/${id}/status`, { status: 'Cancelada' })).statusCode).toBeLessThan(300);
    const res = await demo('PUT', `/api/sales/orders/${id}/lines/1/grid`, body());
    expect(res.statusCode).toBe(409);
    expect(await counts(id)).toEqual({ grids: 0, cells: 0, names: 0, quantity: 1 });
  });
});
