import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Value } from '@sinclair/typebox/value';
import { PartnerDetail } from '@muestrario/shared/contract';
import { PARTNER_PHOTO_MAX_BYTES, SALES_MESSAGES } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { referencedKeys } from '../../src/storage/sweep';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { multipartBody, type FilePart } from '../helpers/multipart-files';
import { PNG_1X1 } from '../helpers/render-files';
import { backofficeFixture } from '../helpers/backoffice';
import { buildUser, signInDemo } from '../helpers/builders';
import { anonymous, type Requester } from '../helpers/request';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(60_000);

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0x11), Buffer.from('ffd9', 'hex')]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
/** A PNG padded to `size` bytes (its head is still a PNG's). */
const pngOf = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length, 0x42)]);

describe.each(testDatabases)('partner photo: POST/DELETE /api/business-partners/:id/photo (%s)', (kind) => {
  let t: TestApp;
  let partnerId: number;
  let as: Requester;
  const filesDir = () => path.join(t.dataDir, 'files');
  const storedFiles = () => fs.readdirSync(filesDir()).sort();
  const photoRow = async (id = partnerId) =>
    t.app.db.selectFrom('clients').select(['photo_file_key', 'photo_mime_type', 'photo_original_filename']).where('id', '=', id).executeTakeFirstOrThrow();
  const upload = (parts: FilePart[], id: number | string = partnerId, who = as) => who.upload(`/api/business-partners/${id}/photo`, multipartBody(parts));
  const keyOf = (photoUrl: string) => photoUrl.replace('/api/files/', '');

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    as = (await signInDemo(t.app)).as;
    partnerId = (await t.app.db.selectFrom('clients').select('id').where('card_code', '=', 'C0001').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await as('DELETE', `/api/business-partners/${partnerId}/photo`);
  });

  it('stores a PNG, answers the partner with its photoUrl and serves it through the files endpoint with its security headers', async () => {
    expect((await as.get(`/api/business-partners/${partnerId}`)).json().photoUrl).toBeNull();
    const before = storedFiles();
    const res = await upload([{ filename: 'fachada.png', content: PNG_1X1, contentType: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    const partner = res.json();
    expect(Value.Check(PartnerDetail, partner)).toBe(true);
    expect(partner.photoUrl).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect(storedFiles()).toEqual([...before, keyOf(partner.photoUrl)].sort());
    expect(await photoRow()).toEqual({ photo_file_key: keyOf(partner.photoUrl), photo_mime_type: 'image/png', photo_original_filename: 'fachada.png' });
    expect((await as.get(`/api/business-partners/${partnerId}`)).json()).toEqual(partner);
    // The orphan sweep finds the column by its name: the photo is a referenced file.
    expect((await referencedKeys(t.app.db)).has(keyOf(partner.photoUrl))).toBe(true);

    const file = await as.get(partner.photoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(file.headers['content-disposition']).toBe(`inline; filename="fachada.png"; filename*=UTF-8''fachada.png`);
  });

  it.each([
    ['a GIF', 'logo.gif', GIF, 'image/gif', /\.gif$/],
    ['a JPEG named .jpeg', 'foto.JPEG', JPEG, 'image/jpeg', /\.jpg$/],
    ['a PNG without a name', '', PNG_1X1, 'image/png', /\.png$/],
  ])('accepts %s, decided by its bytes', async (_what, filename, content, mime, ext) => {
    const res = await upload([{ ...(filename ? { filename } : { filenameStar: 'foto' }), content }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().photoUrl).toMatch(ext);
    expect((await photoRow()).photo_mime_type).toBe(mime);
  });

  it.each([
    ['HTML named .png', 'foto.png', HTML, 'Formato no admitido. Sube un archivo JPEG, GIF o PNG.'],
    ['an SVG (not a photo format)', 'foto.svg', SVG, 'Formato no admitido. Sube un archivo JPEG, GIF o PNG.'],
    ['a PNG named .gif', 'foto.gif', PNG_1X1, 'El contenido del archivo no coincide con su extensión. Sube un archivo JPEG, GIF o PNG.'],
  ])('refuses %s with 415, leaving no row and no file, and keeps the previous photo', async (_what, filename, content, message) => {
    const previous = (await upload([{ filename: 'antes.png', content: PNG_1X1 }])).json().photoUrl;
    const before = storedFiles();
    const res = await upload([{ filename, content, contentType: 'image/png' }]);
    expect([res.statusCode, res.json()]).toEqual([415, { message }]);
    expect(storedFiles()).toEqual(before);
    expect((await photoRow()).photo_file_key).toBe(keyOf(previous));
  });

  it('accepts exactly 1 MB and refuses one byte more with 413, leaving no row and no file', async () => {
    const before = storedFiles();
    const tooBig = await upload([{ filename: 'grande.png', content: pngOf(PARTNER_PHOTO_MAX_BYTES + 1) }]);
    expect([tooBig.statusCode, tooBig.json()]).toEqual([413, { message: 'El archivo pesa más de 1 MB. Sube uno más ligero.' }]);
    expect(storedFiles()).toEqual(before);
    expect((await photoRow()).photo_file_key).toBeNull();
    const exact = await upload([{ filename: 'justo.png', content: pngOf(PARTNER_PHOTO_MAX_BYTES) }]);
    expect(exact.statusCode).toBe(200);
  });

  it('answers 413 while the file is still streaming in (before the body ends), leaving no row and no file', async () => {
    const before = storedFiles();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      // The body announces 3 MB; only the first 1.25 MB are ever sent.
      const { payload, headers } = multipartBody([{ filename: 'enorme.png', content: pngOf(3 * 1024 * 1024) }]);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/business-partners/${partnerId}/photo`,
          headers: { ...headers, cookie: as.cookie!, 'content-length': String(payload.length) },
        });
        req.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          // The rest of the body is never sent: the answer came while it was still streaming.
          setTimeout(() => req.destroy(), 50);
        });
        req.on('error', (error) => reject(error));
        req.write(payload.subarray(0, 1.25 * 1024 * 1024));
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'El archivo pesa más de 1 MB. Sube uno más ligero.' });
      await waitFor(() => storedFiles().length === before.length);
      expect(storedFiles()).toEqual(before);
      expect((await photoRow()).photo_file_key).toBeNull();
    } finally {
      await new Promise((resolve) => t.app.server.close(resolve));
    }
  });

  it('replacing the photo removes the old file once the new row is committed', async () => {
    const first = (await upload([{ filename: 'uno.png', content: PNG_1X1 }])).json().photoUrl;
    expect(storedFiles()).toContain(keyOf(first));
    const second = await upload([{ filename: 'dos.gif', content: GIF }]);
    expect(second.statusCode).toBe(200);
    expect(storedFiles()).not.toContain(keyOf(first));
    expect(storedFiles()).toContain(keyOf(second.json().photoUrl));
    expect((await as.get(first)).statusCode).toBe(404);
    expect((await as.get(second.json().photoUrl)).headers['content-type']).toBe('image/gif');
  });

  it("'Quitar foto' clears the row and removes the file; without a photo it is not an error", async () => {
    const photoUrl = (await upload([{ filename: 'uno.png', content: PNG_1X1 }])).json().photoUrl;
    const res = await as('DELETE', `/api/business-partners/${partnerId}/photo`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: partnerId, photoUrl: null });
    expect(await photoRow()).toEqual({ photo_file_key: null, photo_mime_type: null, photo_original_filename: null });
    expect(storedFiles()).not.toContain(keyOf(photoUrl));
    expect((await as.get(photoUrl)).statusCode).toBe(404);
    expect((await as('DELETE', `/api/business-partners/${partnerId}/photo`)).statusCode).toBe(200);
  });

  it('follows the partner-editing rule: a reviewer (designer) is refused, any seller may, before any byte is stored', async () => {
    const reviewer = await buildUser(t.app, { username: `revisora-${kind}`, role: 'designer' });
    const photoUrl = (await upload([{ filename: 'uno.png', content: PNG_1X1 }])).json().photoUrl;
    const before = storedFiles();
    const refused = await upload([{ filename: 'otra.png', content: PNG_1X1 }], partnerId, reviewer.as);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: SALES_MESSAGES.partnersReadOnly }]);
    const refusedDelete = await reviewer.as('DELETE', `/api/business-partners/${partnerId}/photo`);
    expect([refusedDelete.statusCode, refusedDelete.json()]).toEqual([403, { message: SALES_MESSAGES.partnersReadOnly }]);
    expect(storedFiles()).toEqual(before);
    expect((await photoRow()).photo_file_key).toBe(keyOf(photoUrl));

    // Partners are shared master data: another seller edits them (shared/src/rules/sales-permissions.ts canSell).
    const otherSeller = await buildUser(t.app, { username: `vendedor-${kind}`, role: 'seller' });
    const byOther = await upload([{ filename: 'de-otro.png', content: PNG_1X1 }], partnerId, otherSeller.as);
    expect(byOther.statusCode).toBe(200);
  });

  it.each<[string, string | number, FilePart[] | 'json' | 'none', number, string]>([
    ['an unknown partner', 99999, [{ filename: 'f.png', content: PNG_1X1 }], 404, SALES_MESSAGES.partnerNotFound],
    ['a huge id', '99999999999999999999', [{ filename: 'f.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser menor o igual a 2147483647.'],
    ['an id past 32 bits', 2_147_483_648, [{ filename: 'f.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser menor o igual a 2147483647.'],
    ['a fractional id', '1.5', [{ filename: 'f.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser un número entero.'],
    ['a negative id', -3, [{ filename: 'f.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser mayor o igual a 1.'],
    ['a non-numeric id', 'abc', [{ filename: 'f.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser un número entero.'],
    ['a SQL-looking id', "1%20or%201=1", [{ filename: 'f.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser un número entero.'],
    ['no file part', 'partner', [], 400, 'Adjunta el archivo de la foto en el campo «file».'],
    ['a file in another field', 'partner', [{ field: 'photo', filename: 'f.png', content: PNG_1X1 }], 400, 'Adjunta el archivo de la foto en el campo «file».'],
    ['two files', 'partner', [{ filename: 'a.png', content: PNG_1X1 }, { filename: 'b.png', content: PNG_1X1 }], 400, 'El campo «file» está repetido.'],
    ['an empty file', 'partner', [{ filename: 'f.png', content: Buffer.alloc(0) }], 400, 'El archivo está vacío.'],
    ['a NUL byte in the file name', 'partner', [{ filenameStar: 'fo\0to.png', content: PNG_1X1 }], 400, 'El nombre del archivo no es válido.'],
    ['a JSON body', 'partner', 'json', 415, 'Tipo de contenido no admitido. Envía JSON o multipart/form-data.'],
    ['no body', 'partner', 'none', 400, 'Adjunta el archivo de la foto en el campo «file».'],
  ])('POST answers %s with %#', async (_what, id, parts, status, message) => {
    const target = id === 'partner' ? partnerId : id;
    const before = storedFiles();
    const url = `/api/business-partners/${target}/photo`;
    const res =
      parts === 'json'
        ? await as('POST', url, { file: 'x' })
        : parts === 'none'
          ? await as('POST', url)
          : await upload(parts, target);
    expect([res.statusCode, res.json()]).toEqual([status, { message }]);
    expect(storedFiles()).toEqual(before);
    expect((await photoRow()).photo_file_key).toBeNull();
  });

  it.each<[string, string | number, number]>([
    ['an unknown partner', 99999, 404],
    ['a huge id', '99999999999999999999', 400],
    ['a zero id', 0, 400],
    ['a non-numeric id', 'abc', 400],
    ['a path-looking id', '..%2F1', 400],
  ])('DELETE answers %s', async (_what, id, status) => {
    const res = await as('DELETE', `/api/business-partners/${id}/photo`);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
  });

  it('needs a session', async () => {
    const res = await anonymous(t.app).upload(`/api/business-partners/${partnerId}/photo`, multipartBody([{ filename: 'f.png', content: PNG_1X1 }]));
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Inicia sesión para continuar.' }]);
    expect((await anonymous(t.app)('DELETE', `/api/business-partners/${partnerId}/photo`)).statusCode).toBe(401);
  });
});

async function waitFor(condition: () => boolean, attempts = 200): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not reached');
}
