import { PublicApproval } from '@muestrario/shared/contract';
import { Value } from '@sinclair/typebox/value';
import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, type LifecycleApp } from '../helpers/lifecycle';
import { buildApprovalLink, customer } from '../helpers/builders';
import type { Requester } from '../helpers/request';

/*
 * Issue 33: what the customer's page draws besides the proof: each logo's picture, the photos of the
 * real sample in the link's round, and the signed proof after approving, all by token only.
 */
describe.each(testDatabases)("the customer's page artwork, photos and signed proof (%s)", (kind) => {
  let l: LifecycleApp;
  let anon: Requester;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
    anon = customer(l.t.app);
  }, 120_000);
  afterAll(() => l.close());

  const linkFor = async (sampleId: number) => (await buildApprovalLink(l.as('owner'), sampleId)).token;

  it("answers the logo's picture, the texts' words, font and colour, and the round's photos (not the workshop's)", async () => {
    const s = await l.sampleAt(6);
    const token = await linkFor(s.id);
    const body = (await anon('GET', token)).json() as PublicApproval;
    expect(Value.Check(PublicApproval, body)).toBe(true);
    const text = body.views.flatMap((v) => v.decorations).find((d) => d.kind === 'text');
    expect(text?.text).toEqual({ value: 'SUPERVISOR', font: expect.any(String), color: expect.stringMatching(/^#[0-9A-F]{6}$/) });
    // One quality photo and one per decorated view.
    expect(body.photos.map((p) => p.caption)).toEqual(['Revisión de la muestra', expect.stringMatching(/^Fotografía · /), expect.stringMatching(/^Fotografía · /)]);

    const logo = await anon('GET', `${token}/logos/${s.logoId}`);
    expect([logo.statusCode, logo.headers['content-type'], logo.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    for (const p of body.photos) expect((await anon('GET', `${token}/photos/${p.id}`)).statusCode).toBe(200);
  });

  it.each([
    ['logos/abc', 400],
    ['logos/0', 400],
    ['logos/-1', 400],
    ['logos/1e3', 400],
    ['logos/99999999999999999999', 400],
    ['logos/%00', 400],
    ['logos/424242', 404],
    ['photos/abc', 400],
    ['photos/0', 400],
    ['photos/424242', 404],
  ])('GET …/%s → %i with a Spanish message', async (path, status) => {
    const s = await l.sampleAt(6);
    const token = await linkFor(s.id);
    const res = await anon('GET', `${token}/${path}`);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
  });

  it("another sample's logo or photo is not reachable with this token (404); a malformed token is 400, an unknown one 404", async () => {
    const mine = await l.sampleAt(6);
    const other = await l.sampleAt(6);
    const token = await linkFor(mine.id);
    const otherPhotos = (await l.call('owner', 'GET', `/business/samples/${other.id}/photos`)).json() as { id: number }[];
    expect((await anon('GET', `${token}/logos/${other.logoId}`)).statusCode).toBe(404);
    expect((await anon('GET', `${token}/photos/${otherPhotos[0]!.id}`)).statusCode).toBe(404);
    expect((await anon('GET', `abc/logos/${mine.logoId}`)).statusCode).toBe(400);
    expect((await anon('GET', `${'A'.repeat(43)}/logos/${mine.logoId}`)).statusCode).toBe(404);
    expect((await anon('GET', `${'A'.repeat(43)}/signed-proof.pdf`)).statusCode).toBe(404);
    expect((await anon('GET', 'abc/signed-proof.pdf')).statusCode).toBe(400);
  });

  it('the signed proof downloads after approving (and only then); the link itself no longer opens', async () => {
    const s = await l.sampleAt(6);
    const token = await linkFor(s.id);
    const before = await anon('GET', `${token}/signed-proof.pdf`);
    expect([before.statusCode, before.json().message]).toEqual([404, 'No hay una prueba firmada para este enlace.']);
    const approved = await anon('POST', `${token}/approve`, { name: 'Laura Méndez', acceptTerms: true });
    expect(approved.statusCode).toBe(200);
    const pdf = await anon('GET', `${token}/signed-proof.pdf`);
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="MU-\d{6}-R1-firmada\.pdf"/);
    expect((await anon('GET', `${token}/logos/${s.logoId}`)).statusCode).toBe(410);
  });

  it('a link answered with changes has no signed proof (404)', async () => {
    const s = await l.sampleAt(6);
    const token = await linkFor(s.id);
    expect((await anon('POST', `${token}/changes`, { name: 'Laura Méndez', comment: 'Más grande' })).statusCode).toBe(200);
    expect((await anon('GET', `${token}/signed-proof.pdf`)).statusCode).toBe(404);
  });
});
