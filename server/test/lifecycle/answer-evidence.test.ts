import { FILE_MESSAGES } from '@muestrario/shared/domain';
import { testDatabases } from '../helpers/databases';
import { PDF_HTML_POLYGLOT, SMALL_PNG } from '../helpers/hostile-pictures';
import { createLifecycleApp, type LifecycleApp, type Person } from '../helpers/lifecycle';
import { HTML_BYTES, multipart, SVG_BYTES } from '../helpers/multipart';
import { anonymous } from '../helpers/request';

/** A small PDF, as a phone's "share as PDF" of a chat gives. */
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Issue 33: the optional evidence (JPG, PNG or PDF of the message) of a customer's answer recorded by the staff. */
describe.each(testDatabases)("a customer's answer's evidence (%s)", (kind) => {
  let l: LifecycleApp;
  let sampleId: number;
  let answerId: number;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
    // Walked to 7: the owner recorded the customer's approval.
    sampleId = (await l.sampleAt(7)).id;
    const rounds = (await l.call('owner', 'GET', `/business/samples/${sampleId}/rounds`)).json() as { answers: { id: number; evidence?: unknown }[] }[];
    const answers = rounds.flatMap((r) => r.answers);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.evidence).toBeNull();
    answerId = answers[0]!.id;
  });
  afterAll(() => l.close());

  const send = (who: Person, filename: string, data: Buffer, contentType = 'application/octet-stream', url = `/business/samples/${sampleId}/answers/${answerId}/evidence`) => {
    return l.as(who).upload(`/api${url}`, multipart({}, { filename, data, contentType }));
  };
  const evidenceNow = async () => {
    const rounds = (await l.call('owner', 'GET', `/business/samples/${sampleId}/rounds`)).json() as { answers: { id: number; evidence: { fileKey: string; filename: string; mimeType: string } | null }[] }[];
    return rounds.flatMap((r) => r.answers).find((a) => a.id === answerId)!.evidence;
  };

  it.each([
    ['a wrong type (HTML page)', 'mensaje.html', HTML_BYTES, 415],
    ['a wrong type (SVG)', 'captura.svg', SVG_BYTES, 415],
    ['a PNG named .pdf', 'captura.pdf', SMALL_PNG, 415],
    ['a zero-byte file', 'vacia.png', Buffer.alloc(0), 400],
  ] as const)('refuses %s with a Spanish 4xx JSON and links nothing', async (_what, filename, data, status) => {
    const res = await send('owner', filename, data);
    expect([res.statusCode, res.headers['content-type']]).toEqual([status, expect.stringContaining('application/json')]);
    expect(res.json().message).toMatch(/[áéíóúñ]|archivo|Formato/);
    expect(await evidenceNow()).toBeNull();
  });

  it.each([
    ['a PDF that is also an HTML page', 'poliglota.pdf', PDF_HTML_POLYGLOT, 'application/pdf'],
    ['a PNG signature over an HTML page', 'poliglota.png', Buffer.concat([SMALL_PNG.subarray(0, 16), HTML_BYTES]), 'image/png'],
  ] as const)('%s (polyglot) is never a 500, and if kept it is served as its declared format, never as a page', async (_what, filename, data, mime) => {
    const res = await send('owner', filename, data);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toContain('application/json');
    if (res.statusCode === 201) {
      const file = await l.call('owner', 'GET', `/files/${res.json().evidence.fileKey}?download=true`);
      expect([file.headers['content-type'], file.headers['x-content-type-options']]).toEqual([mime, 'nosniff']);
      expect(String(file.headers['content-disposition'])).toMatch(/^attachment/);
    }
  });

  it('attaches a PNG: the rounds link it and staff download the same bytes; a PDF then replaces it', async () => {
    const res = await send('owner', 'whatsapp cliente ñ.png', SMALL_PNG, 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: answerId, evidence: { filename: 'whatsapp cliente ñ.png', mimeType: 'image/png', size: SMALL_PNG.length } });
    const evidence = (await evidenceNow())!;
    expect(evidence.filename).toBe('whatsapp cliente ñ.png');
    for (const who of ['owner', 'quality', 'designer'] as const) {
      const file = await l.call(who, 'GET', `/files/${evidence.fileKey}?download=true`);
      expect([who, file.statusCode, file.rawPayload.equals(SMALL_PNG)]).toEqual([who, 200, true]);
    }

    const pdf = await send('owner', 'correo.pdf', PDF, 'application/pdf');
    expect(pdf.statusCode).toBe(201);
    const replaced = (await evidenceNow())!;
    expect([replaced.filename, replaced.mimeType]).toEqual(['correo.pdf', 'application/pdf']);
    // The replaced picture is no longer served.
    expect((await l.call('owner', 'GET', `/files/${evidence.fileKey}`)).statusCode).toBe(404);
  });

  it('only who recorded the answer (or an admin) attaches it; unknown answers and samples are 404; no session is 401', async () => {
    for (const who of ['otherSeller', 'designer', 'quality', 'production'] as const) {
      const res = await send(who, 'captura.png', SMALL_PNG, 'image/png');
      expect([who, res.statusCode]).toEqual([who, 403]);
    }
    expect((await send('admin', 'captura.png', SMALL_PNG, 'image/png')).statusCode).toBe(201);
    expect((await send('owner', 'captura.png', SMALL_PNG, 'image/png', `/business/samples/${sampleId}/answers/999999/evidence`)).statusCode).toBe(404);
    expect((await send('owner', 'captura.png', SMALL_PNG, 'image/png', `/business/samples/999999/answers/${answerId}/evidence`)).statusCode).toBe(404);
    const bad = await send('owner', 'captura.png', SMALL_PNG, 'image/png', `/business/samples/${sampleId}/answers/abc/evidence`);
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.any(String)]);
    const signedOut = await anonymous(l.t.app).upload(`/api/business/samples/${sampleId}/answers/${answerId}/evidence`, multipart({}, { filename: 'captura.png', data: SMALL_PNG }));
    expect(signedOut.statusCode).toBe(401);
    expect(FILE_MESSAGES.emptyFile).toMatch(/vacío/);
  });
});
