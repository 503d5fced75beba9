import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PacError, SwSapienPac } from '../../src/modules/fiscal/pac';
import { createPacClient } from '../../src/modules/fiscal/pac/factory';
import { parseFiscalConfig } from '../../src/modules/fiscal/config';
import { testCsd } from '../helpers/csd';
import { sealedCfdi } from './sealed-cfdi';

jest.setTimeout(60_000);

const UUID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const TOKEN = 'token-de-prueba';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local fake of SW sapien's REST API, as its documentation and SDKs show it: POST
 * /security/authenticate (headers user, password), POST /cfdi40/stamp/v4 (multipart «xml», Bearer token),
 * POST /cfdi33/cancel/{rfc}/{uuid}/{motivo}[/{sustituto}]. What it answers depends on the CFDI's Folio.
 */
function fakeSw() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/security/authenticate') {
        if (req.headers.user === 'demo' && req.headers.password === '123456789') return json(200, { data: { token: TOKEN, expires_in: Math.floor(Date.now() / 1000) + 7200, tokeny_type: 'bearer' }, status: 'success' });
        return json(400, { message: 'AU2000 - El usuario y/o contraseña son inválidos, no se puede autenticar el servicio.', messageDetail: null, data: null, status: 'error' });
      }
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { message: 'AU4101 - El token proporcionado viene vacio.', status: 'error' });
      if (req.url === '/cfdi40/stamp/v4') {
        if (!/name="xml"/.test(body)) return json(400, { message: 'No se encontró el xml', status: 'error' });
        const folio = /Folio="([^"]+)"/.exec(body)?.[1];
        if (folio === 'rechazar') return json(400, { message: 'CFDI40102 - El resultado de la digestión debe ser igual al resultado de la desencripción del sello.', messageDetail: 'Sello inválido', status: 'error' });
        if (folio === 'tardar') return; // never answers
        if (folio === 'roto') {
          res.writeHead(502, { 'content-type': 'text/html' });
          return res.end('<html>Bad gateway</html>');
        }
        if (folio === 'caido') return json(500, { message: 'Error interno', status: 'error' });
        const xml = body.slice(body.indexOf('<?xml'), body.lastIndexOf('</cfdi:Comprobante>') + '</cfdi:Comprobante>'.length);
        const tfd = `<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${UUID.toLowerCase()}" FechaTimbrado="2025-03-10T09:00:05" RfcProvCertif="LSO1306189R5" SelloCFD="x" NoCertificadoSAT="30001000000500003456" SelloSAT="y"/>`;
        const cfdi = xml.replace('</cfdi:Comprobante>', `<cfdi:Complemento>${tfd}</cfdi:Complemento></cfdi:Comprobante>`);
        return json(200, { data: { cadenaOriginalSAT: '||1.1|…||', noCertificadoSAT: '30001000000500003456', noCertificadoCFDI: '30001000000500003416', uuid: UUID.toLowerCase(), selloSAT: 'y', selloCFDI: 'x', fechaTimbrado: '2025-03-10T09:00:05', qrCode: '', cfdi }, status: 'success' });
      }
      const cancel = /^\/cfdi33\/cancel\/([^/]+)\/([^/]+)\/(\d\d)(?:\/([^/]+))?$/.exec(req.url ?? '');
      if (cancel) {
        const [, rfc, uuid] = cancel;
        if (rfc === 'AAA010101AAA') return json(400, { message: 'CACFDI33 - El RFC emisor no corresponde al UUID.', status: 'error' });
        return json(200, { data: { acuse: '<Acuse/>', uuid: { [uuid!]: uuid === UUID ? '201' : '202' } }, status: 'success' });
      }
      return json(404, { message: 'No existe', status: 'error' });
    });
  });
  return {
    seen,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describe('the SW sapien adapter, against a local fake of its API', () => {
  const fake = fakeSw();
  let url: string;
  const now = () => new Date('2025-03-10T15:00:00Z');
  const client = (over: Partial<ConstructorParameters<typeof SwSapienPac>[0]> = {}) =>
    new SwSapienPac({ url, user: 'demo', password: '123456789', token: undefined, timeoutMs: 2_000, ...over }, fetch, now);
  const xml = async (folio: string) => sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' }), { folio });
  const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e as PacError);

  beforeAll(async () => {
    url = await fake.start();
  });
  afterAll(() => fake.stop());

  it('is chosen by PAC_PROVIDER=sw, which needs a URL and credentials', () => {
    const config = parseFiscalConfig({ PAC_PROVIDER: 'sw', PAC_URL: url, PAC_TOKEN: TOKEN }, '/tmp/x');
    const pac = createPacClient(config, { db: undefined as never });
    expect(pac.provider).toBe('sw');
    expect(pac.testStamps).toBe(false);
    expect(() => parseFiscalConfig({ PAC_PROVIDER: 'sw' }, '/tmp/x')).toThrow(/PAC_URL/);
    expect(() => parseFiscalConfig({ PAC_PROVIDER: 'sw', PAC_URL: url }, '/tmp/x')).toThrow(/PAC_TOKEN, o PAC_USER y PAC_PASSWORD/);
    expect(() => parseFiscalConfig({ PAC_PROVIDER: 'finkok' }, '/tmp/x')).toThrow(/sandbox o sw/);
    expect(() => parseFiscalConfig({ MUESTRARIO_SECRET_KEY: 'corta' }, '/tmp/x')).toThrow(/32 bytes/);
    expect(parseFiscalConfig({ MUESTRARIO_SECRET_KEY: 'ab'.repeat(32) }, '/tmp/x').secretKey).toEqual(Buffer.alloc(32, 0xab));
    expect(parseFiscalConfig({ MUESTRARIO_SECRET_KEY: Buffer.alloc(32, 7).toString('base64') }, '/tmp/x').secretKey).toEqual(Buffer.alloc(32, 7));
  });

  it('stamps: authenticates once, sends the sealed XML as multipart «xml», answers the stamped XML and UUID', async () => {
    fake.seen.length = 0;
    const pac = client();
    const sealed = await xml('1');
    const stamp = await pac.stamp(sealed);
    expect(stamp).toEqual({ uuid: UUID, stampedXml: expect.stringContaining('<tfd:TimbreFiscalDigital'), stampedAt: '2025-03-10T09:00:05', testStamp: false });
    expect(stamp.stampedXml.startsWith(sealed.replace('</cfdi:Comprobante>\n', ''))).toBe(true);
    await pac.stamp(await xml('2'));
    expect(fake.seen.map((s) => s.url)).toEqual(['/security/authenticate', '/cfdi40/stamp/v4', '/cfdi40/stamp/v4']);
    expect(fake.seen[1]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(fake.seen[1]!.body).toContain(sealed.trim());
  });

  it('uses PAC_TOKEN as is, without authenticating', async () => {
    fake.seen.length = 0;
    await client({ token: TOKEN, user: undefined, password: undefined }).stamp(await xml('3'));
    expect(fake.seen.map((s) => s.url)).toEqual(['/cfdi40/stamp/v4']);
  });

  it('the PAC’s validation error: a 422 in Spanish carrying the PAC’s message and code', async () => {
    const error = await failure(client().stamp(await xml('rechazar')));
    expect(error).toBeInstanceOf(PacError);
    expect(error!.statusCode).toBe(422);
    expect(error!.message).toBe('El PAC rechazó el CFDI: CFDI40102 - El resultado de la digestión debe ser igual al resultado de la desencripción del sello. — Sello inválido');
    expect(error!.pacCode).toBe('CFDI40102');
  });

  it('no answer in time: a 504 in Spanish; nothing stamped', async () => {
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 400 }).stamp(await xml('tardar')));
    expect(error!.statusCode).toBe(504);
    expect(error!.message).toBe('El PAC no respondió en 0.4 s. No se timbró nada; inténtalo de nuevo más tarde.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a broken answer, a server error or no server: a 502 in Spanish', async () => {
    expect(await failure(client().stamp(await xml('roto')))).toMatchObject({ statusCode: 502, message: expect.stringMatching(/respondió algo inesperado \(HTTP 502\)/) });
    expect(await failure(client().stamp(await xml('caido')))).toMatchObject({ statusCode: 502, message: expect.stringMatching(/HTTP 500/) });
    expect(await failure(client({ url: 'http://127.0.0.1:9' }).stamp(await xml('1')))).toMatchObject({ statusCode: 502, message: expect.stringMatching(/No se pudo comunicar con el PAC/) });
  });

  it('wrong credentials: a 502 naming the PAC’s refusal', async () => {
    const error = await failure(client({ password: 'otra' }).stamp(await xml('1')));
    expect(error).toMatchObject({ statusCode: 502, message: expect.stringMatching(/no aceptó las credenciales.*AU2000/) });
  });

  it('refuses an unsealed CFDI before calling the PAC', async () => {
    fake.seen.length = 0;
    const error = await failure(client().stamp(sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' }), { sello: null })));
    expect(error).toMatchObject({ statusCode: 422, message: expect.stringMatching(/no está sellado/) });
    expect(fake.seen).toEqual([]);
  });

  it('cancels by UUID with the reason and the replacement: 201 → EnProceso, 202 → Cancelada; refusals in Spanish', async () => {
    fake.seen.length = 0;
    const pac = client({ token: TOKEN });
    const other = '0A1B2C3D-0000-4000-8000-000000000001';
    expect(await pac.cancel({ uuid: UUID, issuerRfc: 'EKU9003173C9', reason: '01', replacementUuid: other })).toEqual({ status: 'EnProceso', at: now().toISOString() });
    expect(fake.seen[0]!.url).toBe(`/cfdi33/cancel/EKU9003173C9/${UUID}/01/${other}`);
    expect(await pac.cancel({ uuid: other, issuerRfc: 'EKU9003173C9', reason: '02' })).toEqual({ status: 'Cancelada', at: now().toISOString() });
    expect(fake.seen[1]!.url).toBe(`/cfdi33/cancel/EKU9003173C9/${other}/02`);
    expect(await failure(pac.cancel({ uuid: UUID, issuerRfc: 'AAA010101AAA', reason: '02' }))).toMatchObject({ statusCode: 422, message: expect.stringMatching(/no pudo cancelar.*CACFDI33/) });
    expect(await failure(pac.cancel({ uuid: UUID, issuerRfc: 'EKU9003173C9', reason: '01' }))).toMatchObject({ statusCode: 400 });
    expect(fake.seen).toHaveLength(3);
  });
});
