import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage, signIn } from './support/browser';

/**
 * Issue 21, finding 1, as it was found: a page served on another port of the same host (same site, so the
 * SameSite=Lax session cookie goes along) auto-submits a body-less multipart form to end-design in a
 * signed-in Chromium. The server must refuse it and the sample stay in stage 1; the app's own page
 * still sends the design.
 */
let browser: Browser;
let attacker: http.Server;
let attackerUrl: string;
let target = '';

beforeAll(async () => {
  browser = await launchBrowser();
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
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => attacker.close(resolve));
});

/** A new stage-1 sample with a garment, made through the API as the signed-in user. */
async function sampleReadyToSend(page: Page): Promise<number> {
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/business/samples', {
    data: {
      sampleName: `Falsificación ${Date.now()}`,
      dueDate: due,
      cardCode: null,
      cardName: 'PRUEBAS DE ORIGEN',
      address: 'Calle 1',
      zipCode: '06050',
      phone1: '5512345678',
      county: 'Cuauhtémoc',
      state: 'Ciudad de México',
      country: 'MEX',
      email: 'origen@example.com',
    },
  });
  expect(created.status()).toBe(200);
  const { sampleId } = (await created.json()) as { sampleId: number };
  const clothing = (await (await page.request.get('/api/business/sample-clothing')).json()) as { id: number }[];
  const chosen = await page.request.post(`/api/business/samples/${sampleId}/select-clothing/${clothing[0]!.id}`);
  expect(chosen.status()).toBe(200);
  // A design is sent with at least one decoration (issue 15).
  const { positions } = (await chosen.json()) as { positions: { id: number }[] };
  const text = await page.request.post(`/api/business/samples/${sampleId}/current-clothing-position/${positions[0]!.id}/texts`, { data: { text: 'ORIGEN', widthCm: 6 } });
  expect(text.status()).toBe(200);
  return sampleId;
}

const stageOf = async (page: Page, id: number) =>
  ((await (await page.request.get(`/api/business/samples/${id}`)).json()) as { sampleStage: number }).sampleStage;

test('a form auto-submitted from another port of the same host cannot send the design; the app itself can', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page);
  const id = await sampleReadyToSend(page);
  target = `${BASE_URL}/api/business/samples/${id}/end-design`;

  const attack = await context.newPage();
  const answer = attack.waitForResponse((res) => res.url() === target);
  // A 204 would leave the page where it is (no load event): wait for the form's answer only.
  await attack.goto(attackerUrl, { waitUntil: 'commit' });
  const res = await answer;
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ message: 'Solicitud rechazada: no se permiten solicitudes desde otro origen.' });
  expect(await stageOf(page, id)).toBe(1);

  // The same write from the app's own page (the browser adds Origin and Sec-Fetch-Site: same-origin).
  const status = await page.evaluate(async (url) => (await fetch(url, { method: 'POST', credentials: 'same-origin' })).status, new URL(target).pathname);
  expect(status).toBe(204);
  expect(await stageOf(page, id)).toBe(2);
  await context.close();
});
