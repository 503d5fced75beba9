import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { PNG_2x1 } from '../helpers/multipart';
import { NEW_SAMPLE_BODY, buildSample, garments, logoUrl, signInDemo } from '../helpers/builders';
import type { Requester } from '../helpers/request';

/**
 * Issue 21, finding 7: a lone UTF-16 surrogate is no character. SQLite stored 15 × "\ud800" as bytes that
 * read back as 45 × U+FFFD (PostgreSQL kept them): every text input refuses it with 400 on both, and a
 * real surrogate pair (an emoji) still goes in and comes back unchanged.
 */
const LONE = '\ud800'.repeat(15);
const EMOJI = 'Playera 😀 del equipo 👍🏽';
/** A design text is at most 15 characters. */
const SHORT_EMOJI = 'Hola 😀👍🏽';

/** A multipart body whose text field `logoName` (or file name) is sent in UTF-16LE, as a part's charset may say. */
function utf16Upload(options: { field?: string; filename?: string }) {
  const boundary = '----muestrariosurrogates';
  const chunks: Buffer[] = [];
  if (options.field !== undefined) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logoName"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`),
      Buffer.from(options.field, 'utf16le'),
      Buffer.from('\r\n'),
    );
  }
  const filename =
    options.filename === undefined
      ? 'filename="marca.png"'
      : `filename*=utf-16le''${[...Buffer.from(options.filename, 'utf16le')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`;
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${filename}\r\nContent-Type: image/png\r\n\r\n`),
    PNG_2x1,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases)('lone surrogates (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let call: Requester;
  let shirt: Awaited<ReturnType<typeof garments>>[number];
  const upload = (id: number, body: ReturnType<typeof utf16Upload>) => demo.upload(logoUrl(id, shirt.views[0]!.id), body);
  const count = async (table: 'samples' | 'texts') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const logosOf = async (id: number) => (await t.app.db.selectFrom('logos').select('id').where('sample_id', '=', id).execute()).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    call = demo.under('/api/business/samples');
    [shirt] = (await garments(t.app)) as [typeof shirt];
  });
  afterAll(() => t.close());

  it('refuses 15 × \\ud800 as a new sample’s name, and stores nothing', async () => {
    const before = await count('samples');
    const res = await call('POST', '', { ...NEW_SAMPLE_BODY, sampleName: LONE });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'El campo «sampleName» contiene caracteres no válidos.' });
    expect(await count('samples')).toBe(before);
  });

  it('refuses it in a renamed sample, a text, a half pair next to real characters, and a JSON key', async () => {
    const id = await buildSample(t.app, { clothingId: shirt.id });
    const rename = await call('PATCH', `/${id}/project`, { sampleName: LONE });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({ message: 'El campo «sampleName» contiene caracteres no válidos.' });
    const texts = await count('texts');
    const text = await call('POST', `/${id}/current-clothing-position/${shirt.views[0]!.id}/texts`, { text: LONE, widthCm: 10 });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: 'El campo «text» contiene caracteres no válidos.' });
    const half = await call('PATCH', `/${id}/project`, { sampleName: `Hola ${'😀'.slice(0, 1)} mundo` });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ message: 'El campo «sampleName» contiene caracteres no válidos.' });
    const key = await call('PATCH', `/${id}/project`, { [`sampleName${'\udc00'}`]: 'x' });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual({ message: 'La solicitud contiene caracteres no válidos.' });
    expect(await count('texts')).toBe(texts);
    const stored = await t.app.db.selectFrom('samples').select('sample_name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.sample_name).toBe('Muestra de prueba');
  });

  it('refuses a multipart field or a file name that decodes to a lone surrogate, and stores no logo', async () => {
    const id = await buildSample(t.app, { clothingId: shirt.id });
    const field = await upload(id, utf16Upload({ field: LONE }));
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({ message: 'El campo «logoName» contiene caracteres no válidos.' });
    const filename = await upload(id, utf16Upload({ filename: `${LONE}.png` }));
    expect(filename.statusCode).toBe(400);
    expect(filename.json()).toEqual({ message: 'El nombre del archivo contiene caracteres no válidos.' });
    expect(await logosOf(id)).toBe(0);
    // The same UTF-16 encoding with real characters is fine.
    const ok = await upload(id, utf16Upload({ field: EMOJI, filename: 'marca 😀.png' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ logoName: EMOJI });
  });

  it('refuses a path segment that is not UTF-8 (it can never become a lone surrogate)', async () => {
    const res = await call('GET', '/%ED%A0%80');
    expect(res.statusCode).toBe(400);
  });

  it('keeps a valid emoji (a surrogate pair) in a name and a text, read back unchanged', async () => {
    const created = await call('POST', '', { ...NEW_SAMPLE_BODY, sampleName: EMOJI });
    expect(created.statusCode).toBe(200);
    const { sampleId } = created.json();
    expect((await call('GET', `/${sampleId}`)).json()).toMatchObject({ sampleName: EMOJI });
    const id = await buildSample(t.app, { clothingId: shirt.id });
    const text = await call('POST', `/${id}/current-clothing-position/${shirt.views[0]!.id}/texts`, { text: SHORT_EMOJI, widthCm: 10 });
    expect(text.json()).toMatchObject({ text: SHORT_EMOJI });
    expect((await call('GET', `/${id}/texts`)).json()).toEqual([expect.objectContaining({ text: SHORT_EMOJI })]);
    const renamed = await call('PATCH', `/${id}/project`, { sampleName: EMOJI });
    expect(renamed.statusCode).toBe(200);
    expect((await call('GET', `/${id}`)).json()).toMatchObject({ sampleName: EMOJI });
  });
});
