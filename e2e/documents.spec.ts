import { execFileSync, spawnSync } from 'node:child_process';
import { uploadLogo } from './support/api';
import { expect, test } from './support/fixtures';
import { PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 17: the seller downloads a sample's proof as a PDF made by the server (its text is real text:
 * pdftotext reads the folio and the client), and opens the worksheet's print page.
 */

const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;
const folio = (id: number) => `MU-${String(id).padStart(6, '0')}`;

test('the seller downloads the proof PDF from the review and opens the worksheet print page', async ({ signedIn: seller, sampleWithGarment: { sampleId, garment } }) => {
  test.skip(!HAS_PDFTOTEXT && !process.env.CI, 'pdftotext (poppler-utils) is not installed');
  test.setTimeout(90_000);
  const front = garment.positions.find((p) => p.title === 'Frente')!;
  const logo = await uploadLogo(seller.request, sampleId, front.id, { width: 200, height: 100, name: 'escudo.png' });
  const patched = await seller.request.patch(`/api/business/samples/${sampleId}/logos/${logo.logoId}`, { data: { logoTechnique: 'Bordado' } });
  expect(patched.ok()).toBe(true);
  const [{ estimate }] = await (await seller.request.get(`/api/business/samples/${sampleId}/logos`)).json();
  const sample = await (await seller.request.get(`/api/business/samples/${sampleId}`)).json();

  await seller.setViewportSize(PHONE);
  await seller.goto(`/samples/${sampleId}`);
  await expect(seller.getByRole('region', { name: 'Documentos' }).getByRole('link', { name: 'Descargar hoja (PDF)' })).toBeVisible();
  await snap(seller, 'review-documents-390');
  await seller.setViewportSize(WIDE);
  await snap(seller, 'review-documents-1440');
  const [download] = await Promise.all([seller.waitForEvent('download'), seller.getByRole('link', { name: 'Descargar prueba (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`${folio(sampleId)}-R1-sin-firma.pdf`);
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain(folio(sampleId));
  expect(text.replace(/\s+/g, ' ')).toContain(sample.cardName);

  await seller.getByRole('link', { name: 'Imprimir hoja' }).click();
  await expect(seller).toHaveURL(`/samples/${sampleId}/hoja-de-produccion`);
  const sheet = seller.getByRole('article', { name: 'Hoja de producción' });
  await expect(sheet.getByRole('heading', { name: 'Hoja de producción' })).toBeVisible();
  await expect(sheet.getByText(folio(sampleId))).toBeVisible();
  await expect(sheet.getByRole('region', { name: 'Decorados Frente' })).toBeVisible();
  await expect(sheet.getByText(/^Posición: centro a/)).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'Control del operador' })).toBeVisible();
  // Issue 18: the Bordado estimate the logo API answers (the review's `logoInsights`), not a second one.
  await expect(sheet.getByRole('list', { name: 'Bordado' })).toContainText(`Estimado: ${new Intl.NumberFormat('es-MX').format(estimate.stitches)} puntadas`);
  await seller.getByLabel('Tamaño de papel').selectOption('Letter');
  await expect(seller.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', /paper=Letter/);
  await snap(seller, 'worksheet-print-1440');
  await expect(sheet.getByRole('img', { name: /^Código QR: / })).toBeVisible();
  await seller.setViewportSize(PHONE);
  await snap(seller, 'worksheet-print-390');
  // Printed, only the document: none of the app's bars.
  await seller.emulateMedia({ media: 'print' });
  await expect(seller.getByRole('button', { name: 'Imprimir' })).toBeHidden();
});
