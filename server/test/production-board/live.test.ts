import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { injectAs } from '../helpers/request';
import { boardFixture, type BoardFixture } from './fixture';

jest.setTimeout(120_000);

/** GET /api/events/stream on a listening app; `next(pattern)` waits until the stream so far matches. */
async function openStream(app: FastifyInstance, cookie: string) {
  const { port } = app.server.address() as AddressInfo;
  let text = '';
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/api/events/stream', headers: { cookie } }, resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  return {
    response,
    next: async (pattern: RegExp, ms = 5000) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} in: ${text}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => response.destroy(),
  };
}

/*
 * Acceptance 3, live part: two app instances on one PostgreSQL database (each with its own LISTEN
 * connection, as two servers behind a balancer). A move through instance A reaches a board's event stream
 * on instance B, and B's board reads the new plan. SQLite is one process only: skipped there.
 */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('the floor board live across two instances (postgres)', () => {
  let f: BoardFixture;
  let b: FastifyInstance;

  beforeAll(async () => {
    f = await boardFixture('postgres');
    b = await f.t.rebuild();
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => f.close());

  it("a move through instance A arrives as 'production' on instance B's stream, and B's board shows it", async () => {
    const tajima = await f.machine('Tajima 6 cabezas', 'embroidery');
    const brother = await f.machine('Brother 1 cabeza', 'embroidery');
    const o = await f.order({ operations: [{ kind: 'embroidery', minutes: 90, machineId: tajima, plannedDay: '2025-03-11' }] });
    // A quality inspector watches the board on B (everyone sees changes live).
    const stream = await openStream(b, f.users.quality.cookie);
    try {
      expect(stream.response.statusCode).toBe(200);
      await stream.next(/retry: \d+/);
      const moved = await f.users.production.as('PUT', `/api/production/operations/${o.operationIds[0]}/plan`, { machineId: brother, plannedDay: '2025-03-12', version: 0 });
      expect(moved.statusCode).toBe(200);
      await stream.next(new RegExp(`event: production\\ndata: \\{"orderId":${o.orderId}\\}`));
      const board = (await injectAs(b, f.users.quality.cookie).get('/api/production/board')).json();
      const op = board.operations.find((x: { id: number }) => x.id === o.operationIds[0]);
      expect(op).toMatchObject({ machineId: brother, plannedDay: '2025-03-12', movedByName: 'produccion Prueba', version: 1 });
      expect(board.machines.find((m: { id: number }) => m.id === brother).load[2]).toBe(90);
      expect(board.machines.find((m: { id: number }) => m.id === tajima).load[1]).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('a refused move sends nothing', async () => {
    const tajima = (await f.t.app.db.selectFrom('machines').select('id').where('name', '=', 'Tajima 6 cabezas').executeTakeFirstOrThrow()).id;
    const o = await f.order({ operations: [{ kind: 'embroidery', minutes: 30, machineId: tajima, plannedDay: '2025-03-11' }] });
    const stream = await openStream(b, f.users.quality.cookie);
    try {
      await stream.next(/retry: \d+/);
      const refused = await f.users.production.as('PUT', `/api/production/operations/${o.operationIds[0]}/plan`, { machineId: tajima, plannedDay: '2025-03-16', version: 0 });
      expect(refused.statusCode).toBe(409);
      await expect(stream.next(new RegExp(`"orderId":${o.orderId}\\}`), 500)).rejects.toThrow();
    } finally {
      stream.close();
    }
  });
});
