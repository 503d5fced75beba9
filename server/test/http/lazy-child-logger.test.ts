import '../helpers/esm-shims';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { lazyChildLogger } from '../../src/http/lazy-child-logger';

describe('request loggers made on first use', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: lazyChildLogger,
    });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/loud', async (request) => {
      request.log.debug('no se escribe');
      request.log.warn({ detalle: 7 }, 'aviso del pedido');
      request.log.info('segundo aviso');
      return { level: request.log.level };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('a request that logs nothing makes no child logger', async () => {
    const child = jest.spyOn(app.log, 'child');
    try {
      expect((await app.inject({ url: '/quiet' })).json()).toEqual({ ok: true });
      expect(child).not.toHaveBeenCalled();
    } finally {
      child.mockRestore();
    }
  });

  it("a request that logs gets one child, bound to the request's id, at the app's level", async () => {
    const child = jest.spyOn(app.log, 'child');
    lines.length = 0;
    try {
      const res = await app.inject({ url: '/loud' });
      expect(res.json()).toEqual({ level: 'info' });
      expect(child).toHaveBeenCalledTimes(1);
    } finally {
      child.mockRestore();
    }
    expect(lines.map((l) => [l.msg, l.level])).toEqual([
      ['aviso del pedido', 40],
      ['segundo aviso', 30],
    ]);
    expect(lines[0]).toMatchObject({ detalle: 7 });
    expect(typeof lines[0]!.reqId).toBe('string');
    expect(lines[1]!.reqId).toBe(lines[0]!.reqId);
  });
});
