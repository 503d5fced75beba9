import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Value } from '@sinclair/typebox/value';
import { RenderFile } from '@muestrario/shared/contract';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/builders';
import { anonymous, type Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { multipartBody, type FilePart } from '../helpers/multipart-files';
import { ACCEPTED, PNG_1X1, REFUSED } from '../helpers/render-files';

const LIMIT = 64 * 1024;

describe.each(testDatabases)('POST /api/business/samples/:id/render-file (%s)', (kind) => {
  let t: TestApp;
  let designer: Requester;
  let sampleId: number;
  const filesDir = () => path.join(t.dataDir, 'files');
  const storedFiles = () => fs.readdirSync(filesDir()).sort();
  const renderRows = async (id = sampleId) =>
    t.app.db.selectFrom('render_files').selectAll().where('sample_id', '=', id).orderBy('id').execute();
  const stageOf = async (id = sampleId) =>
    (await t.app.db.selectFrom('samples').select('stage').where('id', '=', id).executeTakeFirstOrThrow()).stage;
  const setStage = (stage: number, id = sampleId) =>
    t.app.db.updateTable('samples').set({ stage: stage as 1 }).where('id', '=', id).execute();
  const upload = (parts: FilePart[], id: number | string = sampleId, extra: Record<string, string> = {}) =>
    designer.upload(`/api/business/samples/${id}/render-file`, multipartBody(parts), extra);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RENDER_MAX_BYTES: String(LIMIT) } });
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    // Renders are the designer's work (issue 15).
    designer = (await buildUser(t.app, { role: 'designer', firstName: 'Luis', lastName: 'Herrera' })).as;
    sampleId = (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', 'Gorras evento').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('render_files').where('sample_id', '=', sampleId).execute();
    await setStage(2);
  });

  it('stores a render of a stage-2 sample, moves it to stage 3, writes an event and answers the render', async () => {
    const before = storedFiles();
    const res = await upload([{ filename: 'render.png', content: PNG_1X1, contentType: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    const render = res.json();
    expect(Value.Check(RenderFile, render)).toBe(true);
    expect(render).toMatchObject({
      createFirstName: 'Luis',
      createFirstLastName: 'Herrera',
      createDate: t.clock.now().toISOString(),
      resourcePath: '/api/files/',
      originalFilename: 'render.png',
      filesize: PNG_1X1.length,
    });
    expect(render.filename).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(storedFiles()).toEqual([...before, render.filename].sort());
    expect(await stageOf()).toBe(3);
    const events = await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('sample_id', '=', sampleId)
      .where('kind', 'in', ['render_uploaded', 'stage_changed'])
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.kind, JSON.parse(e.payload)])).toEqual([
      ['render_uploaded', { filename: 'render.png', replaced: false, round: 1 }],
      ['stage_changed', { from: 2, to: 3, action: 'uploadRender', round: 1 }],
    ]);
    expect((await designer.get(`/api/business/samples/${sampleId}/render-file`)).json()).toEqual(render);

    const download = await designer.get(`${render.resourcePath}${render.filename}?download=true`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="render.png"; filename*=UTF-8''render.png`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it.each(ACCEPTED)('accepts $format recognised by its bytes', async ({ format, filename, content, mime }) => {
    const res = await upload([{ filename, content, contentType: 'application/octet-stream' }]);
    expect([res.statusCode, res.json().originalFilename]).toEqual([200, filename]);
    const [row] = await renderRows();
    // An SVG is kept as its sanitised text (issue 28: no DOCTYPE, comments or processing instructions).
    const kept = format === 'SVG' ? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>') : content;
    expect(row).toMatchObject({ mime_type: mime, file_size: kept.length });
    const download = await designer.get(`/api/files/${row!.file_key}?download=true`);
    expect(download.rawPayload.toString('latin1')).toBe(kept.toString('latin1'));
  });

  it.each(REFUSED)('refuses $what with 415, leaving no row and no file', async ({ filename, content }) => {
    const before = storedFiles();
    const res = await upload([{ filename, content, contentType: 'image/png' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Formato no admitido. Sube un archivo PDF, SVG, AI, EPS, PNG, JPEG, DST, PES o EMB.');
    expect(await renderRows()).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect(await stageOf()).toBe(2);
  });

  it.each([
    ['an SVG with a script named factura.html', 'factura.html', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'],
    ['a PNG named render.pdf', 'render.pdf', PNG_1X1],
  ])('refuses %s (the name contradicts the bytes) with 415, leaving no row and no file', async (_what, filename, content) => {
    const before = storedFiles();
    const res = await upload([{ filename, content: Buffer.from(content), contentType: 'text/html' }]);
    expect([res.statusCode, res.json().message]).toEqual([
      415,
      'El contenido del archivo no coincide con su extensión. Sube un archivo PDF, SVG, AI, EPS, PNG, JPEG, DST, PES o EMB.',
    ]);
    expect(await renderRows()).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect(await stageOf()).toBe(2);
  });

  it('accepts a file of exactly RENDER_MAX_BYTES and refuses one byte more with 413, keeping nothing', async () => {
    const png = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length, 0x42)]);
    const before = storedFiles();
    const tooBig = await upload([{ filename: 'grande.png', content: png(LIMIT + 1) }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('El archivo pesa más de 64 KB. Sube uno más ligero.');
    expect(storedFiles()).toEqual(before);
    expect(await renderRows()).toEqual([]);

    const exact = await upload([{ filename: 'justo.png', content: png(LIMIT) }]);
    expect(exact.statusCode).toBe(200);
    expect(exact.json().filesize).toBe(LIMIT);
  });

  it('uploading again at stage 3 replaces the render and keeps the earlier row as history; other stages answer 409', async () => {
    const first = (await upload([{ filename: 'primero.png', content: PNG_1X1 }])).json();
    expect(await stageOf()).toBe(3);
    t.clock.advanceMinutes(1);
    const second = await upload([{ filename: 'segundo.pdf', content: ACCEPTED[0]!.content }]);
    expect(second.statusCode).toBe(200);
    expect(second.json().originalFilename).toBe('segundo.pdf');
    expect((await renderRows()).map((r) => r.original_filename)).toEqual(['primero.png', 'segundo.pdf']);
    expect((await designer.get(`/api/business/samples/${sampleId}/render-file`)).json().originalFilename).toBe('segundo.pdf');
    expect(await stageOf()).toBe(3);
    const files = storedFiles();
    for (const stage of [1, 4, 5, 7, 8]) {
      await setStage(stage);
      const late = await upload([{ filename: 'tarde.png', content: PNG_1X1 }]);
      expect([stage, late.statusCode]).toEqual([stage, 409]);
    }
    expect(storedFiles()).toEqual(files);
    // The earlier file can still be downloaded from the history.
    expect((await designer.get(`/api/files/${first.filename}`)).statusCode).toBe(200);
  });

  it('keeps a file name with quotes, CR/LF and non-ASCII characters intact through the download', async () => {
    const name = 'Render "final"\r\nversión ñandú 100% (2).pdf';
    // As a browser sends it: UTF-8 in the header, with LF, CR and " escaped as %0A, %0D and %22.
    const res = await upload([{ filename: 'Render %22final%22%0D%0Aversión ñandú 100% (2).pdf', content: ACCEPTED[0]!.content }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().originalFilename).toBe(name);
    const download = await designer.get(`/api/files/${res.json().filename}?download=true`);
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition.startsWith(`attachment; filename="Render _final___versi_n _and_ 100_ (2).pdf"; filename*=UTF-8''`)).toBe(true);
    const encoded = /filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$/.exec(disposition)?.[1];
    expect(decodeURIComponent(encoded ?? '')).toBe(name);
  });

  it('an upload cut off mid-body leaves no row and no file', async () => {
    const before = storedFiles();
    const { payload, headers } = multipartBody([{ filename: 'cortado.png', content: Buffer.concat([PNG_1X1, Buffer.alloc(3000, 1)]) }]);
    const res = await designer('POST', `/api/business/samples/${sampleId}/render-file`, payload.subarray(0, payload.length - 1500), headers);
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'El archivo llegó incompleto. Vuelve a subirlo.' }]);
    expect(await renderRows()).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('a connection dropped while the file is being written leaves no row and no file', async () => {
    const before = storedFiles();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const { payload, headers } = multipartBody([{ filename: 'abortado.png', content: Buffer.concat([PNG_1X1, Buffer.alloc(LIMIT - 200, 7)]) }]);
      const sent = payload.subarray(0, payload.length - 100);
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/business/samples/${sampleId}/render-file`,
        headers: { ...headers, cookie: designer.cookie!, 'content-length': String(payload.length) },
      });
      req.on('error', () => {});
      try {
        req.write(sent);
        // Wait until the server has started writing the file, then drop the connection.
        await waitFor(() => storedFiles().length > before.length);
      } finally {
        req.destroy();
      }
      await waitFor(() => storedFiles().length === before.length);
      expect(storedFiles()).toEqual(before);
      expect(await renderRows()).toEqual([]);
      expect(await stageOf()).toBe(2);
    } finally {
      await new Promise((resolve) => t.app.server.close(resolve));
    }
  });

  it.each<[string, string | number, FilePart[] | 'json' | 'none', number, string]>([
    ['an unknown sample', 99999, [{ filename: 'r.png', content: PNG_1X1 }], 404, 'La muestra no existe.'],
    ['a huge id', '99999999999999999999', [{ filename: 'r.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser menor o igual a 2147483647.'],
    ['an id past 32 bits', 2_147_483_648, [{ filename: 'r.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser menor o igual a 2147483647.'],
    ['a fractional id', '1.5', [{ filename: 'r.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser un número entero.'],
    ['a negative id', -3, [{ filename: 'r.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser mayor o igual a 1.'],
    ['a non-numeric id', 'abc', [{ filename: 'r.png', content: PNG_1X1 }], 400, 'El segmento de la ruta «id» debe ser un número entero.'],
    ['no file part', 'sample', [], 400, 'Adjunta el archivo de render en el campo «file».'],
    ['a file in another field', 'sample', [{ field: 'render', filename: 'r.png', content: PNG_1X1 }], 400, 'Adjunta el archivo de render en el campo «file».'],
    ['an empty file', 'sample', [{ filename: 'r.png', content: Buffer.alloc(0) }], 400, 'El archivo está vacío.'],
    ['a NUL byte in the file name', 'sample', [{ filenameStar: 'ren\0der.png', content: PNG_1X1 }], 400, 'El nombre del archivo no es válido.'],
    ['a 300-character file name', 'sample', [{ filenameStar: `${'a'.repeat(296)}.png`, content: PNG_1X1 }], 400, 'El nombre del archivo no es válido.'],
    ['a JSON body', 'sample', 'json', 415, 'Tipo de contenido no admitido. Envía JSON o multipart/form-data.'],
    ['no body', 'sample', 'none', 400, 'Adjunta el archivo de render en el campo «file».'],
  ])('answers %s with %#', async (_what, id, parts, status, message) => {
    const target = id === 'sample' ? sampleId : id;
    const before = storedFiles();
    const res =
      parts === 'json'
        ? await designer('POST', `/api/business/samples/${target}/render-file`, { file: 'x' })
        : parts === 'none'
          ? await designer('POST', `/api/business/samples/${target}/render-file`)
          : await upload(parts, target);
    expect([res.statusCode, res.json()]).toEqual([status, { message }]);
    expect(storedFiles()).toEqual(before);
    expect(await renderRows()).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await anonymous(t.app).upload(`/api/business/samples/${sampleId}/render-file`, multipartBody([{ filename: 'r.png', content: PNG_1X1 }]));
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Inicia sesión para continuar.' }]);
  });
});

async function waitFor(condition: () => boolean, attempts = 200): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not reached');
}
