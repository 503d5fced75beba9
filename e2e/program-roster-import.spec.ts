import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 35, item 2: a seller imports a program's roster from a spreadsheet. On a program of their own
 * (made through the API for this test, so the demo program stays as it is), 'Importar plantilla' downloads
 * the template, takes a CSV with some bad rows, shows what it would do and every error by row and column,
 * and 'Importar N filas' writes the valid rows: they are on the roster, the bad ones are not.
 */

test.use({ viewport: WIDE });

interface KitOptions {
  samples: { id: number; clothingId: number | null }[];
  styles: { id: number; code: string; description: string; clothingId: number | null; colours: { id: number }[]; sizes: string[] }[];
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${path} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A program of the demo seller on the demo client that has authorised samples, with one job title and a kit of one style. */
async function programWithKit(request: APIRequestContext, name: string) {
  const partners = await api<{ rows: { id: number; cardName: string }[] }>(request, 'GET', `/business-partners?search=${encodeURIComponent('Halcón del Centro')}`);
  const partnerId = partners.rows[0]!.id;
  const program = await api<{ id: number }>(request, 'POST', `/business-partners/${partnerId}/programs`, { name, period: 'anual', periodStart: '2026-01-01', notes: '', active: true, sellerId: null });
  const options = await api<KitOptions>(request, 'GET', `/programs/${program.id}/kit-options`);
  const style = options.styles.find((s) => s.sizes.length > 1 && options.samples.some((x) => x.clothingId !== null && x.clothingId === s.clothingId))!;
  const sample = options.samples.find((x) => x.clothingId === style.clothingId)!;
  const detail = await api<{ jobTitles: { id: number; name: string }[] }>(request, 'POST', `/programs/${program.id}/job-titles`, { name: 'Operador de almacén' });
  const jobTitleId = detail.jobTitles[0]!.id;
  await api(request, 'POST', `/programs/${program.id}/job-titles/${jobTitleId}/kit-lines`, { itemId: style.id, colourId: style.colours[0]!.id, sampleId: sample.id, piecesPerPeriod: 2 });
  return { partnerId, programId: program.id, style };
}

test("a seller downloads the roster template, uploads a file with errors, sees them by row and imports the valid rows", async ({ signedIn: page, consoleErrors }, testInfo) => {
  const name = `Importación e2e ${Date.now().toString(36).slice(-5)}${testInfo.workerIndex}`;
  const { partnerId, programId, style } = await programWithKit(page.request, name);
  const sizeHeader = `Talla ${style.description}`;

  await page.goto(`/admin/socios/socios-negocios/${partnerId}/programas/${programId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tab', { name: 'Plantilla' }).click();
  await page.getByRole('button', { name: 'Importar plantilla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar plantilla' });
  await expect(dialog).toBeVisible();

  // The template: the columns the import reads, a size column for the kit's style.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Descargar plantilla CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^plantilla-importacion-e2e-.*\.csv$/);
  const template = fs.readFileSync((await download.path())!, 'utf8');
  expect(template.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(`Número de empleado,Nombre,Puesto,Área,Fecha de ingreso,${sizeHeader}`);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Descargar plantilla XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);

  // Filled in as HR would: three good rows, one unknown job title, one size outside the run, one repeated number.
  const [small, medium] = style.sizes;
  const csv = [
    `Número de empleado;Nombre;Puesto;Área;Fecha de ingreso;${sizeHeader}`,
    `101;Mariana Quiroz;Operador de almacén;Patio;03/02/2026;${small}`,
    `102;Teodoro Ibarra;Chofer;Patio;03/02/2026;${small}`,
    `103;Gabriela Olmos;operador de almacen;Embarques;;${medium}`,
    `104;Rogelio Zamudio;Operador de almacén;Patio;10/02/2026;XXXL`,
    `101;Mariana Quiroz Repetida;Operador de almacén;Patio;;${small}`,
    `105;Esteban Nava;Operador de almacén;;;${medium}`,
  ].join('\r\n');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Archivo de la plantilla/ }).click();
  await (await chooser).setFiles({ name: 'plantilla-llena.csv', mimeType: 'text/csv', buffer: Buffer.from('\uFEFF' + csv, 'utf8') });

  const summary = dialog.getByRole('list', { name: 'Resumen de la importación' });
  await expect(summary).toContainText('3 nuevos');
  await expect(summary).toContainText('3 con errores');
  const issues = dialog.getByRole('table', { name: /Errores y avisos por fila/ });
  await expect(issues.getByRole('row')).toHaveCount(4);
  await expect(issues.getByRole('row').nth(1)).toContainText('3');
  await expect(issues.getByRole('row').nth(1)).toContainText('El puesto «Chofer» no está en el programa (puestos: Operador de almacén).');
  await expect(issues.getByRole('row').nth(2)).toContainText(`La talla «XXXL» no es de ${style.description} (tallas: ${style.sizes.join(', ')}).`);
  await expect(issues.getByRole('row').nth(3)).toContainText('El número de empleado 101 se repite: también está en la fila 2.');
  await snap(page, 'roster-import-preview-wide');
  await page.setViewportSize(PHONE);
  await snap(page, 'roster-import-preview-phone');
  await page.setViewportSize(WIDE);

  await dialog.getByRole('button', { name: 'Importar 3 filas' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Plantilla importada: 3 nuevos y 0 actualizados; 3 filas con errores se omitieron.')).toBeVisible();

  // The valid rows are on the roster; the bad ones are not.
  for (const employee of ['Mariana Quiroz', 'Gabriela Olmos', 'Esteban Nava']) await expect(page.getByRole('rowheader', { name: new RegExp(`^${employee} Núm\\. \\d+`) })).toBeVisible();
  for (const employee of ['Teodoro Ibarra', 'Rogelio Zamudio', 'Mariana Quiroz Repetida']) await expect(page.getByText(employee, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '3 empleados' })).toBeVisible();
  await snap(page, 'roster-import-done-wide');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('list', { name: 'empleados' }).getByText('Gabriela Olmos', { exact: true })).toBeVisible();
  await snap(page, 'roster-import-done-phone');

  // A file that is not a spreadsheet: the Spanish refusal in the dialog, nothing imported.
  consoleErrors.allow(/status of 415 .*\/api\/programs\/\d+\/roster-import$/);
  await page.getByRole('button', { name: 'Importar plantilla' }).click();
  const again = page.getByRole('dialog', { name: 'Importar plantilla' });
  const second = page.waitForEvent('filechooser');
  await again.getByRole('button', { name: /Archivo de la plantilla/ }).click();
  await (await second).setFiles({ name: 'foto.csv', mimeType: 'text/csv', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) });
  await expect(again.getByRole('alert')).toContainText('El archivo no es un CSV ni un XLSX.');
  await expect(again.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await snap(page, 'roster-import-refused-phone');
});
