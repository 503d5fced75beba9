import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPROVAL_MESSAGES, APPROVAL_PROOF_LIMIT } from '@muestrario/shared/domain';
import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, type LifecycleApp } from '../helpers/lifecycle';
import { buildApprovalLink, customer } from '../helpers/builders';

jest.setTimeout(180_000);

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'proof-'));
  try {
    writeFileSync(join(dir, 'p.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'p.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Issue 28, findings 6, 8, 12 and 14 (the IP) on the customer approval link. */
describe.each(testDatabases)('approval link hardening (%s)', (kind) => {
  let l: LifecycleApp;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
  });
  afterAll(() => l.close());

  const createLink = (sampleId: number) => buildApprovalLink(l.as('owner'), sampleId);
  const anon = (method: 'GET' | 'POST', url: string, payload?: object, ip = '127.0.0.1') => customer(l.t.app, { userAgent: 'Prueba', remoteAddress: ip })(method, url, payload);

  it('6: builds the public proof once per link and round (10 parallel requests), then answers 429 past the limit per address', async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    const builds = l.t.app.approvalProofs.builds;
    const answers = await Promise.all(Array.from({ length: 10 }, () => anon('GET', `${link.token}/proof.pdf`, undefined, '198.51.100.7')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(l.t.app.approvalProofs.builds).toBe(builds + 1);
    // The same address keeps asking: past the limit it gets 429 with Retry-After, another address still its PDF.
    for (let i = 10; i < APPROVAL_PROOF_LIMIT.perIp; i++) expect((await anon('GET', `${link.token}/proof.pdf`, undefined, '198.51.100.7')).statusCode).toBe(200);
    const limited = await anon('GET', `${link.token}/proof.pdf`, undefined, '198.51.100.7');
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: APPROVAL_MESSAGES.tooMany }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown tokens count too (no free probing).
    expect((await anon('GET', `${'C'.repeat(43)}/proof.pdf`, undefined, '198.51.100.7')).statusCode).toBe(429);
    expect((await anon('GET', `${link.token}/proof.pdf`, undefined, '198.51.100.8')).statusCode).toBe(200);
    expect(l.t.app.approvalProofs.builds).toBe(builds + 1);
  });

  it("8: the stored signed proof carries a name in CJK, Arabic, Greek and emoji (read with pdftotext)", async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    const name = '山田太郎 😀 محمد Ωμέγα';
    const res = await anon('POST', `${link.token}/approve`, { name, acceptTerms: true }, '198.51.100.20');
    expect(res.statusCode).toBe(200);
    const row = await l.t.app.db.selectFrom('approval_links').select('proof_file_key').where('sample_id', '=', s.id).executeTakeFirstOrThrow();
    const file = await l.t.app.storage.get(row.proof_file_key!);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Aprobada en línea por');
    for (const part of ['山田太郎', 'Ωμέγα', 'محمد', '😀']) expect(text).toContain(part);
    // Fonts are subset: the proof stays small.
    expect(pdf.length).toBeLessThan(1_500_000);
  });

  it.each(['\u202E', '\u2067', '\u200E'])('12: an approver name with U+%s is refused (400), nothing answered', async (c) => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    const res = await anon('POST', `${link.token}/approve`, { name: `Laura ${c}zednéM`, acceptTerms: true }, '198.51.100.30');
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/«name» contiene caracteres de control de dirección/)]);
    const changes = await anon('POST', `${link.token}/changes`, { name: 'Laura', comment: `Cambiar ${c}esto` }, '198.51.100.30');
    expect([changes.statusCode, changes.json().message]).toEqual([400, expect.stringMatching(/«comment»/)]);
    expect((await anon('GET', link.token, undefined, '198.51.100.30')).statusCode).toBe(200);
  });

  it("14: the customer's IP and browser reach the sample's owner and admins only", async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    expect((await anon('POST', `${link.token}/approve`, { name: 'Laura Méndez', acceptTerms: true }, '203.0.113.44')).statusCode).toBe(200);
    const answerOf = async (who: Parameters<LifecycleApp['call']>[0]) => (await l.call(who, 'GET', `/business/samples/${s.id}/approval-link`)).json().answers[0];
    for (const who of ['owner', 'admin'] as const) expect(await answerOf(who)).toMatchObject({ ip: '203.0.113.44', userAgent: 'Prueba' });
    for (const who of ['otherSeller', 'designer', 'production', 'quality'] as const) {
      const answer = await answerOf(who);
      expect(answer).toMatchObject({ customerName: 'Laura Méndez', ip: '', userAgent: '' });
    }
  });
});
