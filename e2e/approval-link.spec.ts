import { execFileSync } from 'node:child_process';
import type { Browser, Page, ViewportSize } from '@playwright/test';
import { sampleAtApproval } from './support/approval';
import { audit } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESIGNER, PHONE, PRODUCTION, QUALITY, snap, WIDE } from './support/screens';

/*
 * The customer approval link (issue 17): the seller creates a link on the review screen; the customer
 * opens it in a browser with no session (a phone) and approves with their typed name or asks for changes;
 * the seller's open page learns it live.
 */

const folioOf = (id: number) => `MU-${String(id).padStart(6, '0')}`;
const activity = (page: Page) => page.getByRole('region', { name: 'Actividad' });
const currentStage = (page: Page) => page.getByRole('navigation', { name: /^Etapas de la muestra/ }).locator('[aria-current="step"]');
const approvalCard = (page: Page) => page.getByRole('region', { name: 'Aprobación del cliente' });

/** The customer: a new browser context, no cookies, at `viewport`. Its console must stay clean. */
async function customerPage(browser: Browser, baseURL: string | undefined, viewport: ViewportSize = PHONE): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, locale: 'es-MX', viewport });
  expect(await context.cookies()).toEqual([]);
  const page = await context.newPage();
  const errors: string[] = [];
  // A refused link answers 404/410 by design; the browser logs that request, nothing else may be logged.
  page.on('console', (m) => m.type() === 'error' && !/status of 4(04|10) /.test(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/** On the review screen: 'Crear enlace de aprobación' and the link it shows. */
async function createLink(seller: Page): Promise<string> {
  const card = approvalCard(seller);
  await card.getByRole('button', { name: 'Crear enlace de aprobación' }).click();
  const field = card.getByRole('textbox', { name: 'Enlace para el cliente' });
  await expect(field).toHaveValue(/\/aprobar\/[A-Za-z0-9_-]{43}$/);
  return field.inputValue();
}

test('the customer approves from a phone with their typed name: Autorizada, the timeline, and the stored proof PDF', async ({ signedIn: seller, signInAs, browser, baseURL }) => {
  test.setTimeout(180_000);
  const [designer, production, quality] = [await signInAs(DESIGNER), await signInAs(PRODUCTION), await signInAs(QUALITY)];
  const sample = await sampleAtApproval(
    { owner: seller.request, designer: designer.request, production: production.request, quality: quality.request },
    `aprobacion-${Date.now().toString(36)}`,
  );

  await seller.goto(`/samples/${sample.sampleId}`);
  await expect(currentStage(seller)).toContainText('6. Aprobación');
  const url = await createLink(seller);
  const card = approvalCard(seller);
  const whatsapp = card.getByRole('link', { name: 'Compartir por WhatsApp' });
  expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Hola, te comparto la prueba de tu muestra «${sample.sampleName}» (${folioOf(sample.sampleId)}) para que la revises y la apruebes o pidas cambios: ${url}`)}`);
  // The e2e server has no SMTP_URL: no e-mail option.
  await expect(card.getByRole('button', { name: 'Enviar por correo' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(card.getByRole('status')).toHaveText(/Enlace copiado\.|No se pudo copiar/);
  await snap(seller, 'approval-link-seller-wide');

  // A wide screen first, only to look at it.
  const wide = await customerPage(browser, baseURL, WIDE);
  await wide.page.goto(url);
  await expect(wide.page.getByRole('heading', { level: 1, name: sample.sampleName })).toBeVisible();
  await expect(wide.page.getByRole('img', { name: `Render de ${sample.sampleName}` })).toBeVisible();
  await snap(wide.page, 'approval-public-wide');
  expect(wide.errors).toEqual([]);
  await wide.close();

  const customer = await customerPage(browser, baseURL);
  const response = await customer.page.goto(url);
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  const phone = customer.page;
  await expect(phone.getByRole('heading', { level: 1, name: sample.sampleName })).toBeVisible();
  await expect(phone.getByText(`Folio ${folioOf(sample.sampleId)} · Ronda 1`)).toBeVisible();
  await expect(phone.getByText(`Cliente: ${sample.clientName}`)).toBeVisible();
  for (const id of sample.threadIds) await expect(phone.getByText(id, { exact: false }).first()).toBeVisible();
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Nothing of the staff: no seller's name on the page.
  await expect(phone.getByText('Demo', { exact: false })).toHaveCount(0);
  expect(await audit(phone)).toEqual([]);
  await snap(phone, 'approval-public-phone');

  // 'Aprobar' needs the name and the terms.
  await phone.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(phone.getByRole('textbox', { name: 'Tu nombre completo' })).toHaveAttribute('aria-invalid', 'true');
  await expect(phone.getByText('Escribe tu nombre completo para aprobar.')).toBeVisible();
  await expect(phone.getByText('Acepta los términos para aprobar.')).toBeVisible();
  await phone.getByRole('textbox', { name: 'Tu nombre completo' }).fill('Laura Méndez');
  await phone.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await phone.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(phone.getByRole('heading', { name: '¡Gracias, Laura Méndez! Aprobaste la prueba.' })).toBeVisible();
  await snap(phone, 'approval-public-phone-approved');
  // The link is spent: opening it again says so and shows nothing else.
  await phone.reload();
  await expect(phone.getByRole('alert')).toHaveText('Esta prueba ya fue respondida. Gracias: tu vendedor ya tiene tu respuesta.');
  await expect(phone.getByText(sample.sampleName)).toHaveCount(0);
  expect(customer.errors).toEqual([]);
  await customer.close();

  // The seller's open page: Autorizada, the approval in the timeline, the line with the proof's SHA-256.
  await expect(currentStage(seller)).toContainText('7. Autorizada');
  await expect(activity(seller).getByText('Laura Méndez (cliente)').first()).toBeVisible();
  await expect(activity(seller).getByText('aprobó la prueba desde el enlace: autorizada')).toBeVisible();
  const summary = card.getByTestId('approval-summary');
  await expect(summary).toHaveText(new RegExp(`^Aprobado por Laura Méndez el \\d{1,2} \\S+ \\d{4} \\d{2}:\\d{2} · prueba ${folioOf(sample.sampleId)}-R1-firmada\\.pdf · sha256 [0-9a-f]{4}…$`));
  const [download] = await Promise.all([seller.waitForEvent('download'), card.getByRole('link', { name: /^Descargar prueba/ }).click()]);
  expect(download.suggestedFilename()).toBe(`${folioOf(sample.sampleId)}-R1-firmada.pdf`);
  const file = await download.path();
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const expected of ['Laura Méndez', sample.clientName, folioOf(sample.sampleId), ...sample.threadIds]) expect(text, `«${expected}» in the stored PDF`).toContain(expected);
  const sha = (await card.getByText(/^sha256 [0-9a-f]{64}$/).textContent())!.replace('sha256 ', '');
  const { createHash } = await import('node:crypto');
  const { readFileSync } = await import('node:fs');
  expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(sha);
  // The round keeps the answer too, beside what production and quality recorded in it.
  const evidence = seller.getByRole('region', { name: /^(Evidencias de la muestra|Rondas)$/ });
  await expect(evidence.getByText(/^Aprobada · por enlace de aprobación: Laura Méndez, /)).toBeVisible();
  await expect(evidence.getByRole('link', { name: `Prueba de ese momento: ${folioOf(sample.sampleId)}-R1-firmada.pdf` })).toBeVisible();
  await snap(seller, 'approval-link-seller-approved-wide');
});

test("the customer asks for changes with a point on a view: Error with the comment, and the owner's open page is notified", async ({ signedIn: seller, signInAs, browser, baseURL }) => {
  test.setTimeout(180_000);
  const [designer, production, quality] = [await signInAs(DESIGNER), await signInAs(PRODUCTION), await signInAs(QUALITY)];
  const sample = await sampleAtApproval(
    { owner: seller.request, designer: designer.request, production: production.request, quality: quality.request },
    `cambios-${Date.now().toString(36)}`,
  );
  await seller.goto(`/samples/${sample.sampleId}`);
  const url = await createLink(seller);
  const bell = seller.getByRole('button', { name: /^Notificaciones/ });
  const unread = async () => Number(/(\d+) sin leer/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unread();

  const customer = await customerPage(browser, baseURL);
  const phone = customer.page;
  await phone.goto(url);
  await phone.getByRole('textbox', { name: 'Tu nombre completo' }).fill('Laura Méndez');
  await phone.getByRole('button', { name: 'Solicitar cambios' }).click();
  await expect(phone.getByText('Describe los cambios que necesitas.')).toBeVisible();
  await phone.getByRole('textbox', { name: 'Cambios que necesitas' }).fill('El escudo más arriba, a 2 cm del cuello.');
  await phone.getByRole('combobox', { name: /Marcar un punto en una vista/ }).selectOption({ index: 1 });
  await phone.getByRole('button', { name: /^Marcar un punto en/ }).click({ position: { x: 50, y: 30 } });
  await expect(phone.getByText(/^Punto marcado: \d+ % desde la izquierda, \d+ % desde arriba\.$/)).toBeVisible();
  await snap(phone, 'approval-public-phone-changes');
  await phone.getByRole('button', { name: 'Solicitar cambios' }).click();
  await expect(phone.getByRole('heading', { name: 'Gracias, Laura Méndez. Enviamos tu solicitud de cambios.' })).toBeVisible();
  expect(customer.errors).toEqual([]);
  await customer.close();

  // Live, without a reload: the bell, the stage and the comment.
  await expect.poll(unread, { timeout: 10_000 }).toBeGreaterThan(before);
  await bell.click();
  const item = seller.getByRole('list', { name: 'Lista de notificaciones' }).getByRole('listitem').filter({ hasText: sample.sampleName }).first();
  await expect(item).toContainText('Laura Méndez (cliente)');
  await expect(item).toContainText('pidió cambios desde el enlace de aprobación');
  await seller.keyboard.press('Escape');
  await expect(currentStage(seller)).toContainText('8. Error');
  await expect(activity(seller).getByText('El escudo más arriba, a 2 cm del cuello.')).toBeVisible();
  await expect(approvalCard(seller).getByText('«El escudo más arriba, a 2 cm del cuello.»')).toBeVisible();
  await expect(approvalCard(seller).getByText(/^Marcó un punto en /)).toBeVisible();
});

test('an unknown link shows only a Spanish notice', async ({ browser, baseURL }) => {
  const customer = await customerPage(browser, baseURL);
  await customer.page.goto(`/aprobar/${'x'.repeat(43)}`);
  await expect(customer.page.getByRole('heading', { name: 'Este enlace no está disponible' })).toBeVisible();
  await expect(customer.page.getByRole('alert')).toHaveText('Este enlace no existe. Revisa que lo hayas copiado completo o pide uno nuevo a tu vendedor.');
  await expect(customer.page.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
  expect(customer.errors).toEqual([]);
  await customer.close();
});
