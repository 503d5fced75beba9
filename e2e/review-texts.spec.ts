import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addText, uploadLogo } from './support/api';
import { audit } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESIGNER, PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 16, item 1: a text placed in the editor reaches the review screen and its printout, also on a
 * view that carries only texts.
 */

const TEXT = 'SUPERVISOR QA';
const SHOTS = path.join(__dirname, 'screenshots');

/** The text layer of a PDF, as `pdftotext` (poppler-utils) reads it: the printout holds real text, not a picture. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Outside CI a machine without poppler-utils skips the printout check (reported as skipped); in CI it fails. */
const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;

test('a text on the back reaches "Decorados Espalda" on the review and in the PDF printed from it', async ({
  signedIn: seller,
  sampleWithGarment: { sampleId, garment },
  signInAs,
}) => {
  test.setTimeout(120_000);
  const front = garment.positions.find((p) => p.title === 'Frente')!;
  const back = garment.positions.find((p) => p.title === 'Espalda')!;
  // As in the issue: a logo on the front, and only a text on the back.
  await uploadLogo(seller.request, sampleId, front.id, { width: 200, height: 100, name: 'escudo.png' });
  await addText(seller.request, sampleId, back.id, TEXT, {
    font: 'Gilroy',
    color: 'B91C1C',
    heightCm: 5,
    widthCm: 40,
    yCm: 35,
    comments: 'Letras rojas',
  });

  // The seller sends the design from the editor, listing the text in the confirmation.
  await seller.goto(`/samples/${sampleId}/design`);
  await seller.getByRole('button', { name: 'Enviar diseño' }).click();
  const confirm = seller.getByRole('dialog', { name: 'Enviar diseño' });
  await expect(confirm).toContainText(TEXT);
  await confirm.getByRole('button', { name: 'Enviar diseño' }).click();
  await seller.waitForURL((url) => url.pathname === '/samples');

  // The designer opens the review: both views, the back one with its text drawn and its card.
  const designer = await signInAs(DESIGNER, WIDE);
  await designer.goto(`/samples/${sampleId}`);
  await expect(designer.getByRole('region', { name: 'Decorados Frente' })).toBeVisible();
  const backView = designer.getByRole('region', { name: 'Decorados Espalda' });
  await expect(backView).toBeVisible();
  await expect(backView.getByTestId('preview-text')).toHaveText(TEXT);
  const card = backView.getByRole('list', { name: 'Textos de Espalda' }).getByRole('article', { name: `Texto «${TEXT}»` });
  await expect(card).toContainText('Gilroy');
  await expect(card).toContainText('#B91C1C');
  await expect(card).toContainText('Letras rojas');
  expect(await audit(designer)).toEqual([]);

  // Drawn where the editor placed it: centre (53.5, 35) cm, 40 × 5 cm on the 107 cm view.
  const preview = await backView.getByTestId('placement-preview').boundingBox();
  const drawn = await backView.getByTestId('preview-text').boundingBox();
  const cmToPx = preview!.width / back.width;
  expect(Math.abs(drawn!.x + drawn!.width / 2 - (preview!.x + 53.5 * cmToPx))).toBeLessThan(1);
  expect(Math.abs(drawn!.y + drawn!.height / 2 - (preview!.y + 35 * cmToPx))).toBeLessThan(1);
  expect(Math.abs(drawn!.width - 40 * cmToPx)).toBeLessThan(1);
  await backView.scrollIntoViewIfNeeded();
  await snap(designer, 'review-texts-wide');
  await designer.setViewportSize(PHONE);
  await backView.scrollIntoViewIfNeeded();
  await snap(designer, 'review-texts-phone');
  await backView.screenshot({ path: path.join(SHOTS, 'review-texts-phone-espalda.png') });
  await designer.setViewportSize(WIDE);

  // The printout ('Imprimir' prints the page with the print stylesheet): the text is in its text layer.
  test.skip(!HAS_PDFTOTEXT && !process.env.CI, 'pdftotext is not installed (Debian package poppler-utils)');
  await designer.emulateMedia({ media: 'print' });
  const dir = mkdtempSync(path.join(tmpdir(), 'review-pdf-'));
  try {
    const file = path.join(dir, 'revision.pdf');
    await designer.pdf({ path: file, format: 'A4', printBackground: true });
    copyFileSync(file, path.join(SHOTS, 'review-texts.pdf')); // to look at, next to the screenshots
    const printed = pdfText(file);
    expect(printed).toContain('Decorados Espalda');
    // Twice: drawn on the placement preview and in the text's card.
    expect(printed.split(TEXT).length - 1).toBeGreaterThanOrEqual(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
