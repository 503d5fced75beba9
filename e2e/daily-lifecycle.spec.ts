import type { Browser, Page, ViewportSize } from '@playwright/test';
import { PNG } from 'pngjs';
import { logosOf } from './support/api';
import { sampleAtApproval, sampleAtQuality } from './support/approval';
import { expect, test } from './support/fixtures';
import { makePng } from './support/png';
import { DESIGNER, PHONE, PRODUCTION, QUALITY, snap, WIDE } from './support/screens';

/*
 * Issue 33 (items 1–4): what the shop's staff trip over every day, walked by clicking: the customer's
 * answer recorded with who answered and a confirmation; the quality checklist that starts unanswered;
 * round 2's editor saying why round 1 failed; the customer's page drawing the artwork and the photos.
 */

const currentStage = (page: Page) => page.getByRole('navigation', { name: /^Etapas de la muestra/ }).locator('[aria-current="step"]');
const activity = (page: Page) => page.getByRole('region', { name: 'Actividad' });

test("recording the customer's answer: nothing chosen is refused; with name, channel and confirmation the sample is Autorizada and the timeline names who answered", async ({
  signedIn: seller,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const [designer, production, quality] = [await signInAs(DESIGNER), await signInAs(PRODUCTION), await signInAs(QUALITY)];
  const sample = await sampleAtApproval(
    { owner: seller.request, designer: designer.request, production: production.request, quality: quality.request },
    `respuesta-${Date.now().toString(36)}`,
  );
  await seller.goto(`/samples/${sample.sampleId}`);
  await expect(currentStage(seller)).toContainText('6. Aprobación');
  await seller.getByRole('button', { name: 'Registrar respuesta del cliente' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Registrar respuesta del cliente' });
  // Nothing is chosen at first.
  await expect(dialog.getByRole('radio', { name: 'Aprobó la muestra' })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Pide cambios' })).not.toBeChecked();
  await expect(dialog.getByRole('combobox', { name: /Recibida por/ })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Revisar y confirmar' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Elige la respuesta del cliente.' })).toBeVisible();
  await expect(dialog.getByText('Escribe el nombre de quien respondió por parte del cliente.')).toBeVisible();
  await expect(dialog.getByText('Elige por dónde llegó la respuesta.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Quién respondió/ })).toHaveAttribute('aria-invalid', 'true');
  await snap(seller, 'answer-refused-1440');

  await dialog.getByRole('radio', { name: 'Aprobó la muestra' }).check();
  await dialog.getByRole('textbox', { name: /Quién respondió/ }).fill('Laura Méndez');
  await dialog.getByRole('combobox', { name: /Recibida por/ }).selectOption('whatsapp');
  // The optional evidence (issue 33): a text file is flagged beside the field, a PNG of the chat is taken.
  const evidence = dialog.getByLabel('Evidencia (opcional)');
  await evidence.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(evidence).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert').filter({ hasText: 'Formato no admitido. Sube un archivo PNG, JPEG o PDF.' })).toBeVisible();
  await evidence.setInputFiles({ name: 'chat laura.png', mimeType: 'image/png', buffer: makePng(12, 8, [37, 211, 102]) });
  await expect(evidence).not.toHaveAttribute('aria-invalid');
  await seller.setViewportSize(PHONE);
  await snap(seller, 'answer-evidence-390');
  await seller.setViewportSize(WIDE);
  await snap(seller, 'answer-evidence-1440');
  await dialog.getByRole('button', { name: 'Revisar y confirmar' }).click();
  await expect(dialog.getByRole('status')).toContainText('La muestra pasará a «Autorizada»');
  await expect(dialog.getByRole('status')).toContainText('Respuesta de Laura Méndez por WhatsApp. ¿Confirmas?');
  await seller.setViewportSize(PHONE);
  await snap(seller, 'answer-confirm-390');
  await seller.setViewportSize(WIDE);
  await snap(seller, 'answer-confirm-1440');
  await dialog.getByRole('button', { name: 'Confirmar: pasar a Autorizada' }).click();
  await expect(dialog).toBeHidden();
  await expect(currentStage(seller)).toContainText('7. Autorizada');
  await expect(activity(seller).getByText('registró la respuesta de Laura Méndez (cliente) por WhatsApp: autorizada')).toBeVisible();
  // The evidence is linked where the round shows the answer, and downloads as the same file.
  const link = seller.getByRole('region', { name: /Evidencias de la muestra|Rondas/ }).getByRole('link', { name: 'Evidencia: chat laura.png' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([seller.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('chat laura.png');
});

test('the quality checklist starts unanswered: untouched is refused, a failed point is labelled and preselects its reason; round 2 opens the editor with why round 1 failed', async ({
  signedIn: seller,
  signInAs,
}) => {
  test.setTimeout(240_000);
  const [designer, production] = [await signInAs(DESIGNER), await signInAs(PRODUCTION)];
  const quality = await signInAs(QUALITY, WIDE);
  const sample = await sampleAtQuality({ owner: seller.request, designer: designer.request, production: production.request }, `calidad-${Date.now().toString(36)}`);
  const [logo] = await logosOf(seller.request, sample.sampleId);
  await quality.goto(`/samples/${sample.sampleId}`);
  await quality.getByRole('button', { name: 'Registrar revisión de calidad' }).click();
  const dialog = quality.getByRole('dialog', { name: 'Registrar revisión de calidad' });
  const placement = dialog.getByRole('radiogroup', { name: new RegExp(`^Posición de ${logo!.logoName}`) });
  await expect(placement).toHaveAccessibleName(`Posición de ${logo!.logoName}: sin marcar`);
  await expect(placement.getByRole('radio', { name: 'Aprobado' })).not.toBeChecked();
  // Sent untouched: refused on the screen (the API refuses it too: server/test/lifecycle/hostile.test.ts).
  await dialog.getByRole('button', { name: 'Registrar revisión aprobada' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Faltan 9 puntos de la revisión por marcar como aprobados o con falla.');
  await placement.getByRole('radio', { name: 'Con falla' }).check();
  await expect(placement).toHaveAccessibleName(`Posición de ${logo!.logoName}: con falla`);
  await expect(dialog.getByRole('combobox', { name: /Motivo del error/ })).toHaveValue('position');
  await dialog.getByRole('button', { name: 'Aprobar los 8 puntos sin marcar' }).click();
  await dialog.getByRole('textbox', { name: /Descripción/ }).fill('El escudo quedó 2 cm más abajo.');
  await dialog.getByLabel(/Fotos de la revisión/).setInputFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: makePng(12, 8) },
    { name: 'detalle.png', mimeType: 'image/png', buffer: makePng(8, 8, [30, 64, 175]) },
  ]);
  await expect(dialog.getByText('2 fotos seleccionadas.')).toBeVisible();
  await snap(quality, 'quality-failed-point-1440');
  await quality.setViewportSize(PHONE);
  await snap(quality, 'quality-failed-point-390');
  await dialog.getByRole('button', { name: 'Registrar y enviar a Error' }).click();
  await expect(dialog).toBeHidden();
  await expect(currentStage(quality)).toContainText('8. Error');
  const photos = (await (await seller.request.get(`/api/business/samples/${sample.sampleId}/photos`)).json()) as { purpose: string }[];
  expect(photos.filter((p) => p.purpose === 'quality')).toHaveLength(2);

  // The owner opens round 2: the editor says why round 1 failed.
  await seller.goto(`/samples/${sample.sampleId}`);
  await seller.getByRole('button', { name: 'Abrir nueva ronda' }).click();
  await seller.getByRole('dialog', { name: 'Abrir nueva ronda' }).getByRole('button', { name: 'Abrir nueva ronda' }).click();
  await expect(seller).toHaveURL(new RegExp(`/samples/${sample.sampleId}/design$`));
  const why = seller.getByRole('region', { name: /^Por qué no pasó la ronda 1/ });
  await expect(why).toContainText('Revisión de calidad: Posición');
  await expect(why).toContainText('El escudo quedó 2 cm más abajo.');
  await expect(why.getByRole('listitem')).toHaveText([`Logo «${logo!.logoName}»: Posición`]);
  await snap(seller, 'editor-previous-round-1440');
  // The review of a sample in Diseño links to the editor.
  await seller.goto(`/samples/${sample.sampleId}`);
  await expect(currentStage(seller)).toContainText('1. Diseño');
  await seller.setViewportSize(PHONE);
  await snap(seller, 'review-design-open-editor-390');
  await seller.getByRole('link', { name: 'Abrir editor' }).click();
  await expect(seller).toHaveURL(new RegExp(`/samples/${sample.sampleId}/design$`));
  await expect(seller.getByRole('region', { name: /^Por qué no pasó la ronda 1/ })).toBeVisible();
  await snap(seller, 'editor-previous-round-390');
});

/** The customer: a new browser context, no cookies, at `viewport`. */
async function customerPage(browser: Browser, baseURL: string | undefined, viewport: ViewportSize) {
  const context = await browser.newContext({ baseURL, locale: 'es-MX', viewport });
  expect(await context.cookies()).toEqual([]);
  return { page: await context.newPage(), close: () => context.close() };
}

test("the customer's page on a phone draws the logo's pixels on its view, shows the sample's photos, puts errors beside their field with focus, and the signed proof downloads after approving", async ({
  signedIn: seller,
  signInAs,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [designer, production, quality] = [await signInAs(DESIGNER), await signInAs(PRODUCTION), await signInAs(QUALITY)];
  const sample = await sampleAtApproval(
    { owner: seller.request, designer: designer.request, production: production.request, quality: quality.request },
    `pagina-${Date.now().toString(36)}`,
  );
  const res = await seller.request.post(`/api/business/samples/${sample.sampleId}/approval-link`);
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };

  const wide = await customerPage(browser, baseURL, WIDE);
  await wide.page.goto(`/aprobar/${token}`);
  await expect(wide.page.getByTestId('approval-logo').first()).toBeVisible();
  await snap(wide.page, 'approval-artwork-1440');
  await wide.close();

  const { page: phone, close } = await customerPage(browser, baseURL, PHONE);
  await phone.goto(`/aprobar/${token}`);
  await expect(phone).toHaveTitle(new RegExp(`^Prueba MU-\\d{6} · ${sample.sampleName} · Muestrario$`));
  const logo = phone.getByTestId('approval-logo').first();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
  // The view's screenshot: the logo's centre has the logo's colour (makePng's red, 220 38 38).
  const view = phone.getByTestId('approval-view').first();
  const [viewBox, logoBox] = [await view.boundingBox(), await logo.boundingBox()];
  const shot = PNG.sync.read(await view.screenshot());
  const scale = shot.width / viewBox!.width;
  const x = Math.round((logoBox!.x - viewBox!.x + logoBox!.width / 2) * scale);
  const y = Math.round((logoBox!.y - viewBox!.y + logoBox!.height * 0.75) * scale);
  const at = (y * shot.width + x) * 4;
  const [r, g, b] = [shot.data[at]!, shot.data[at + 1]!, shot.data[at + 2]!];
  expect(Math.abs(r - 220) + Math.abs(g - 38) + Math.abs(b - 38), `pixel ${r},${g},${b}`).toBeLessThan(30);
  // The photos of the real sample.
  const photos = phone.getByRole('region', { name: 'Fotos de la muestra real' }).getByRole('img');
  expect(await photos.count()).toBeGreaterThanOrEqual(2);
  await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await snap(phone, 'approval-artwork-390');

  // 'Solicitar cambios' with the name empty: the name, far above, gets the focus with its message beside it.
  await phone.getByRole('button', { name: 'Solicitar cambios' }).click();
  const name = phone.getByRole('textbox', { name: 'Tu nombre completo' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeInViewport();
  await expect(phone.getByText('Escribe tu nombre completo.')).toBeInViewport();

  await name.fill('Laura Méndez');
  await phone.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await phone.getByRole('button', { name: 'Aprobar', exact: true }).click();
  const signed = phone.getByRole('link', { name: 'Descargar la prueba firmada (PDF)' });
  await expect(signed).toBeVisible();
  await snap(phone, 'approval-approved-390');
  const [download] = await Promise.all([phone.waitForEvent('download'), signed.click()]);
  expect(download.suggestedFilename()).toMatch(/^MU-\d{6}-R1-firmada\.pdf$/);
  // A later visit: the link is spent, its signed proof still downloads.
  await phone.reload();
  await expect(phone.getByRole('alert')).toHaveText('Esta prueba ya fue respondida. Gracias: tu vendedor ya tiene tu respuesta.');
  await expect(phone.getByRole('link', { name: 'Descargar la prueba firmada (PDF)' })).toBeVisible();
  await close();
});
