import type { Page } from '@playwright/test';
import { dashboardSamples, FRESH_SAMPLE_PREFIX } from './support/api';
import { audit } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESIGNER, PHONE, snap, WIDE } from './support/screens';

/** A small SVG render, as a vectorisation shop would hand back. */
// Already in the form the server keeps SVGs in (issue 28 sanitises them at upload: no XML declaration, no
// comments), so the download is byte for byte what was uploaded.
const RENDER_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" fill="#1e3a8a"/><text x="10" y="38" fill="#fff">Render</text></svg>',
);

/** Every POST the page sends to create a sample (to prove that nothing was sent). */
function watchCreations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/business/samples') sent.push(request.url());
  });
  return sent;
}

test('a seller creates a sample for a new client: an invalid phone is flagged and nothing is sent until it is fixed', async ({ signedIn: page }) => {
  const sent = watchCreations(page);
  await page.getByRole('link', { name: 'Crear muestra' }).click();
  await page.waitForURL('**/create-sample');
  await expect(page.getByRole('heading', { name: 'Nueva muestra', level: 1 })).toBeVisible();

  await page.getByLabel('Nombre del proyecto').fill('Chamarras de invierno e2e');
  await page.getByRole('combobox', { name: 'Cliente' }).fill('Textiles');
  await page.getByRole('option', { name: 'Definir nuevo cliente' }).click();
  await page.getByLabel('Nombre del cliente').fill('Textiles del Pacífico');
  await page.getByLabel('Correo electrónico del cliente').fill('compras@pacifico.mx');
  await page.getByLabel('Teléfono del cliente (10 dígitos)').fill('331234567');
  await page.getByLabel('Calle y número').fill('Av. Vallarta 1200');
  await page.getByLabel('Alcaldía/Municipio').fill('Zapopan');
  await page.getByLabel('Estado').fill('Jalisco');
  await page.getByLabel('Código postal').fill('45110');
  await page.getByRole('button', { name: 'Comenzar a diseñar' }).click();

  const phone = page.getByLabel('Teléfono del cliente (10 dígitos)');
  await expect(page.locator('input[aria-invalid="true"]')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/create-sample$/);
  expect(sent).toEqual([]);
  await snap(page, 'create-sample-errors-wide');

  await phone.fill('3312345678');
  await expect(phone).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Comenzar a diseñar' }).click();
  await page.waitForURL(/\/samples\/\d+\/design$/);
  expect(sent).toHaveLength(1);
});

test.describe('as the designer', () => {
  // Renders are the designer's work (issue 15).
  test.use({ user: DESIGNER });

  test('a designer filters the list by stage, opens a stage-2 sample, uploads its render and downloads the same bytes', async ({ signedIn: page }) => {
    await page.goto('/samples');
    const table = page.getByRole('table', { name: 'Todas las muestras' });
    await expect(table).toBeVisible();
    await snap(page, 'samples-wide');

    await page.getByRole('combobox', { name: 'Etapa' }).selectOption({ label: '2. Renderizado' });
    await page.waitForURL('**/samples?etapa=2');
    await expect(table.getByText('Renderizado').first()).toBeVisible();
    const stages = await table.locator('tbody tr[aria-rowindex] td:last-child').allInnerTexts();
    expect(stages.length).toBeGreaterThan(0);
    expect(new Set(stages)).toEqual(new Set(['Renderizado']));

    // A sample of the demo data (not one another test made and sent without decorations).
    const first = table.locator('tbody tr[aria-rowindex]').filter({ hasNotText: FRESH_SAMPLE_PREFIX }).first().getByRole('link');
    const name = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/samples\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const render = page.getByRole('region', { name: 'RENDER' });
    await expect(render.getByText('Pendiente')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Decorados / }).first()).toBeVisible();
    await snap(page, 'review-pending-wide');

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), render.getByRole('button', { name: /Arrastra & Suelta o Busca en tu equipo/ }).click()]);
    await chooser.setFiles({ name: 'render final ñ.svg', mimeType: 'image/svg+xml', buffer: RENDER_SVG });
    await expect(render.getByText('Cargado')).toBeVisible();
    await expect(render.getByText('Luis Herrera')).toBeVisible();

    const link = render.getByRole('link', { name: /render final ñ\.svg/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('render final ñ.svg');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(RENDER_SVG)).toBe(true);
    await snap(page, 'review-loaded-wide');

    await page.emulateMedia({ media: 'print' });
    await snap(page, 'review-print');
  });
});

/** Lower case without accents: what a person types when they do not bother with accents. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

test('the list asks the server one screen at a time: scrolling loads more, search ignores accents, the stage filter combines with it', async ({ signedIn: page }) => {
  const all = await page.request.get('/api/dashboard/samples').then((r) => r.json() as Promise<{ sampleName: string; cardName: string; sampleStage: number }[]>);
  await page.goto('/samples');
  const table = page.getByRole('table', { name: 'Todas las muestras' });
  // The sample rows in the page (a long list also has hidden spacer rows, and only the rows near the viewport).
  const rows = table.locator('tbody tr[aria-rowindex]');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(`${all.length} muestras`, { exact: true })).toBeVisible();
  // One page first (the demo data has more samples than a page holds)…
  expect(all.length).toBeGreaterThan(25);
  await expect(rows).toHaveCount(25);
  // …and the rest as the person scrolls to the end of the list, a screen at a time (earlier tests may have
  // added enough samples for several screens), until the list's last row is in the page.
  await expect(table).toHaveAttribute('aria-rowcount', String(all.length + 1));
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    expect(await rows.last().getAttribute('aria-rowindex')).toBe(String(all.length + 1));
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('No hay más muestras.')).toBeVisible();

  // A client name with an accent, typed in capitals and without the accent.
  const accented = all.find((s) => /[áéíóúñü]/i.test(s.cardName));
  expect(accented).toBeDefined();
  const word = accented!.cardName.split(/\s+/).find((w) => /[áéíóúñü]/i.test(w))!;
  const typed = plain(word).toUpperCase();
  const search = page.getByRole('searchbox', { name: 'Buscar muestra' });
  await search.click();
  await page.keyboard.type(typed);
  await page.waitForURL((url) => url.searchParams.get('q') === typed);
  const expected = all.filter((s) => plain(s.sampleName).includes(plain(word)) || plain(s.cardName).includes(plain(word)));
  await expect(page.getByText(expected.length === 1 ? '1 muestra coincide' : `${expected.length} muestras coinciden`)).toBeVisible();
  await expect(rows).toHaveCount(Math.min(expected.length, 25));
  await expect(table.getByText(accented!.cardName).first()).toBeVisible();

  // The stage filter narrows the same search; the URL keeps both (a reload shows the same list).
  const stage = accented!.sampleStage;
  const option = await page.getByRole('combobox', { name: 'Etapa' }).locator(`option[value="${stage}"]`).innerText();
  await page.getByRole('combobox', { name: 'Etapa' }).selectOption({ label: option });
  await page.waitForURL((url) => url.searchParams.get('etapa') === String(stage) && url.searchParams.get('q') === typed);
  const both = expected.filter((s) => s.sampleStage === stage);
  await expect(page.getByText(both.length === 1 ? '1 muestra coincide' : `${both.length} muestras coinciden`)).toBeVisible();
  await page.reload();
  await expect(search).toHaveValue(typed);
  await expect(rows).toHaveCount(both.length);
  await snap(page, 'samples-search-wide');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the creation form with errors on a phone', async ({ signedIn: page }) => {
    await page.goto('/create-sample');
    await page.getByRole('combobox', { name: 'Cliente' }).fill('zz');
    await page.getByRole('option', { name: 'Definir nuevo cliente' }).click();
    await page.getByLabel('Correo electrónico del cliente').fill('no-es-correo');
    await page.getByRole('button', { name: 'Comenzar a diseñar' }).click();
    await expect(page.locator('input[aria-invalid="true"]').first()).toBeVisible();
    await snap(page, 'create-sample-errors-phone');
  });

  test('the list and the review screen on a phone', async ({ signedIn: page }) => {
    await page.goto('/samples?etapa=3');
    await expect(page.getByRole('list', { name: 'Todas las muestras' })).toBeVisible();
    await snap(page, 'samples-phone');
    await page.getByRole('list', { name: 'Todas las muestras' }).getByRole('link').first().click();
    await page.waitForURL(/\/samples\/\d+$/);
    await expect(page.getByRole('region', { name: 'RENDER' }).getByText('Cargado')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Decorados / }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, 'review-phone');
  });
});

for (const [name, viewport] of [
  ['wide', WIDE],
  ['phone', PHONE],
] as const) {
  test.describe(`accessibility of the samples screens on a ${name} screen`, () => {
    test.use({ viewport });

    test('list, creation form with errors, and review screen', async ({ signedIn: page }) => {
      await page.goto('/samples?etapa=3');
      await expect(page.getByRole('heading', { name: 'Todas las muestras' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Crear muestra' }).first()).toBeVisible();
      expect(await audit(page)).toEqual([]);

      await page.goto('/create-sample');
      await page.getByRole('combobox', { name: 'Cliente' }).fill('zz');
      await page.getByRole('option', { name: 'Definir nuevo cliente' }).click();
      await page.getByRole('button', { name: 'Comenzar a diseñar' }).click();
      await expect(page.locator('input[aria-invalid="true"]').first()).toBeVisible();
      expect(await audit(page)).toEqual([]);

      const rows = await dashboardSamples(page.request);
      for (const stage of [2, 4]) {
        const row = rows.find((r) => r.sampleStage === stage);
        await page.goto(`/samples/${row!.sampleId}`);
        await expect(page.getByRole('region', { name: 'RENDER' })).toBeVisible();
        await expect(page.getByRole('heading', { name: /^Decorados / }).first()).toBeVisible();
        expect(await audit(page)).toEqual([]);
      }
    });
  });
}
