import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addText, sampleDetail } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * Issue 21, finding 1, as it was found: a page served on another port of the same host (same site, so the
 * SameSite=Lax session cookie goes along) auto-submits a body-less multipart form to end-design in a
 * signed-in Chromium. The server must refuse it and the sample stay in stage 1; the app's own page
 * still sends the design.
 */
let attacker: http.Server;
let attackerUrl: string;
let target = '';

test.beforeAll(async () => {
  attacker = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><title>Oferta</title><form method="POST" enctype="multipart/form-data" action="${target}"></form>` +
        '<script>document.forms[0].submit()</script>',
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
});
test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

test('a form auto-submitted from another port of the same host cannot send the design; the app itself can', async ({
  signedIn: page,
  sampleWithGarment: { sampleId: id, garment },
  baseURL,
}) => {
  // A design is sent with at least one decoration (issue 15).
  await addText(page.request, id, garment.positions[0]!.id, 'ORIGEN');
  target = `${baseURL}/api/business/samples/${id}/end-design`;

  // The attacker's page is not the app: its console (the refused form's 403) is not under test.
  const attack = await page.context().newPage();
  const answer = attack.waitForResponse((res) => res.url() === target);
  // A 204 would leave the page where it is (no load event): wait for the form's answer only.
  await attack.goto(attackerUrl, { waitUntil: 'commit' });
  const res = await answer;
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ message: 'Solicitud rechazada: no se permiten solicitudes desde otro origen.' });
  expect((await sampleDetail(page.request, id)).sampleStage).toBe(1);

  // The same write from the app's own page (the browser adds Origin and Sec-Fetch-Site: same-origin).
  const status = await page.evaluate(async (url) => (await fetch(url, { method: 'POST', credentials: 'same-origin' })).status, new URL(target).pathname);
  expect(status).toBe(204);
  expect((await sampleDetail(page.request, id)).sampleStage).toBe(2);
});
