import type { Page } from '@playwright/test';
import { logosOf } from './support/api';
import { expect, test } from './support/fixtures';
import { makePng } from './support/png';

/*
 * Issue 33, by clicking: a text's catalogue thread ('Hilo del texto') reaches the review page, a new logo
 * starts inside the view's first print area, and 'Nueva muestra' carries the searched client name and saves
 * a department the sample list shows.
 */

/** Opens the editor of a sample and waits for its canvas. */
async function openEditor(page: Page, sampleId: number) {
  await page.goto(`/samples/${sampleId}/design`);
  await expect(page.getByRole('region', { name: 'Lienzo de diseño' })).toBeVisible();
}

const OUTSIDE_AREAS = /fuera de todas las áreas de impresión/;

test("a text gets a catalogue thread in 'Hilo del texto' and the review names that thread", async ({ signedIn: page, sampleWithGarment: { sampleId } }) => {
  await openEditor(page, sampleId);
  await page.getByRole('button', { name: /Agrega Texto/ }).click();
  await page.getByLabel('Texto', { exact: true }).fill('ALMACÉN');
  // No thread yet: the text shows its colour and 'sin hilo asignado'.
  await expect(page.getByTestId('text-thread')).toContainText('sin hilo asignado');
  await page.getByRole('combobox', { name: 'Buscar hilo del texto' }).fill('Oro');
  await page.getByRole('option', { name: /^Oro · / }).click();
  await expect(page.getByTestId('text-thread')).toContainText('Oro');
  await expect(page.getByTestId('text-thread')).not.toContainText('sin hilo asignado');
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Texto' })).toBeVisible();
  await expect(page.getByTestId('text-thread')).toContainText('Oro');

  // Saved with the thread…
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/business/samples/${sampleId}/texts`);
      return ((await res.json()) as { text: string; thread: { id: string } | null }[]).map((t) => [t.text, t.thread?.id]);
    })
    .toEqual([['ALMACÉN', 'Oro']]);

  // …and the review names it (not a bare colour).
  await page.goto(`/samples/${sampleId}`);
  const card = page.locator('article, li, section').filter({ hasText: 'ALMACÉN' }).filter({ hasText: 'Hilo' }).last();
  await expect(card.getByText(/^Oro /)).toBeVisible();
  await expect(card.getByText(/sin hilo asignado/)).toHaveCount(0);
});

test('a newly uploaded logo lands inside the first print area of the view: no warning of being outside every area', async ({
  signedIn: page,
  sampleWithGarment: { sampleId },
}) => {
  await openEditor(page, sampleId);
  await page.getByRole('button', { name: /Sube un archivo/ }).click();
  await expect(page.getByText(/primera área de impresión/)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Logo Selecciona un archivo/ }).click();
  await (await chooser).setFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: makePng(200, 100) });
  await expect(page.getByRole('heading', { name: 'Editar Logo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logo 1', exact: true })).toBeVisible();
  await expect.poll(async () => (await logosOf(page.request, sampleId)).length).toBe(1);
  // The estimate and warnings are computed; none says the logo is outside every print area.
  await expect(page.getByText(OUTSIDE_AREAS)).toHaveCount(0);

  // The same check after a reload, with the logo chosen again.
  await page.reload();
  await page.getByRole('tab', { name: 'Logo 1' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Logo' })).toBeVisible();
  await expect(page.getByText(OUTSIDE_AREAS)).toHaveCount(0);

  // Moved far outside every area, the warning does show: the check above can fail.
  const [logo] = await logosOf(page.request, sampleId);
  const res = await page.request.patch(`/api/business/samples/${sampleId}/logos/${logo!.logoId}`, { data: { xpositionCm: 2, ypositionCm: 2 } });
  expect(res.ok(), await res.text()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Logo 1' }).click();
  await expect(page.getByText(OUTSIDE_AREAS).first()).toBeVisible();
});

test("'Nueva muestra' with a new client carries the searched name into 'Nombre del cliente' and saves a 'Departamento' the sample list shows", async ({
  signedIn: page,
}) => {
  const project = `Overoles daily ${Date.now().toString(36)}`;
  await page.goto('/create-sample');
  await expect(page.getByRole('heading', { name: 'Nueva muestra', level: 1 })).toBeVisible();
  await page.getByLabel('Nombre del proyecto').fill(project);
  await page.getByLabel('Departamento').fill('Mantenimiento nocturno');
  await page.getByRole('combobox', { name: 'Cliente' }).fill('Talleres Ruiz Hermanos');
  await page.getByRole('option', { name: 'Definir nuevo cliente' }).click();
  await expect(page.getByLabel('Nombre del cliente')).toHaveValue('Talleres Ruiz Hermanos');
  await page.getByLabel('Correo electrónico del cliente').fill('compras@ruiz.mx');
  await page.getByLabel('Teléfono del cliente (10 dígitos)').fill('3312345678');
  await page.getByLabel('Calle y número').fill('Av. Vallarta 1200');
  await page.getByLabel('Alcaldía/Municipio').fill('Zapopan');
  await page.getByLabel('Estado').fill('Jalisco');
  await page.getByLabel('Código postal').fill('45110');
  await page.getByRole('button', { name: 'Comenzar a diseñar' }).click();
  await page.waitForURL(/\/samples\/\d+\/design$/);

  await page.goto('/samples');
  await page.getByRole('searchbox', { name: 'Buscar muestra' }).fill(project);
  await expect(page.getByText('1 muestra coincide')).toBeVisible();
  const row = page.getByRole('table', { name: 'Todas las muestras' }).locator('tbody tr[aria-rowindex]').filter({ hasText: project });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Talleres Ruiz Hermanos')).toBeVisible();
  await expect(row.getByText('Mantenimiento nocturno')).toBeVisible();
});
