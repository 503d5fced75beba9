import type { Page } from '@playwright/test';
import { dashboardSamples } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * A sample's link in the home's 'Muestras pendientes', scrolling down as a person would until it is there
 * (more rows load as the end nears; a long list keeps only the rows near the viewport in the page, so a
 * wheel turn of less than a screen never skips one).
 */
async function pendingLink(page: Page, name: string) {
  const link = page.getByRole('table', { name: 'Muestras pendientes' }).getByRole('link', { name, exact: true }).first();
  await expect(async () => {
    if ((await link.count()) === 0) await page.mouse.wheel(0, 600);
    expect(await link.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000, intervals: [100] });
  return link;
}
import { PHONE, snap } from './support/screens';

test('a pending sample opens the editor in stage 1 and the review screen in any other stage', async ({ signedIn: page }) => {
  const rows = await dashboardSamples(page.request);
  // One with a garment: without one the editor opens the (modal) garment chooser first.
  const design = rows.find((r) => r.sampleStage === 1 && r.title !== null);
  const review = rows.find((r) => r.sampleStage > 1 && r.sampleStage !== 7);
  expect(design).toBeDefined();
  expect(review).toBeDefined();

  await (await pendingLink(page, design!.sampleName)).click();
  await page.waitForURL(`**/samples/${design!.sampleId}/design`);
  await expect(page.getByText(design!.sampleName).first()).toBeVisible();

  await page.getByRole('link', { name: 'Inicio', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await (await pendingLink(page, review!.sampleName)).click();
  await page.waitForURL(`**/samples/${review!.sampleId}`);
});

test('the top bar links reach Muestras and Clientes, and "Crear muestra" leads to the creation route', async ({ signedIn: page }) => {
  const nav = page.getByRole('navigation', { name: 'Principal', exact: true });
  await nav.getByRole('link', { name: 'Muestras', exact: true }).click();
  await page.waitForURL('**/samples');
  // The active link is marked once React has rendered the new location (after the URL changed).
  await expect(nav.locator('a[aria-current="page"]', { hasText: 'Muestras' })).toBeVisible();
  await nav.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.waitForURL('**/clients');
  await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
  await page.getByRole('link', { name: 'Crear muestra' }).click();
  await page.waitForURL('**/create-sample');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('on a phone the main menu opens from its button and navigates', async ({ signedIn: page }) => {
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
    await snap(page, 'home-phone');
    await page.getByRole('button', { name: 'Abrir menú principal' }).click();
    const menu = page.getByRole('navigation', { name: 'Principal (móvil)' });
    await expect(menu).toBeVisible();
    await snap(page, 'home-phone-menu');
    await menu.getByRole('link', { name: 'Muestras', exact: true }).click();
    await page.waitForURL('**/samples');
  });
});

test('"Cerrar sesión" ends the session: the old cookie no longer opens the app', async ({ signedIn: page, consoleErrors }) => {
  consoleErrors.allow(/status of 401 .* @ .*\/api\/auth\/details$/); // the closed session, on purpose
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
  expect((await page.request.get('/api/auth/details')).status()).toBe(401);
  await page.goto('/samples');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/samples');
});

test('/network-error shows the sign-in screen', async ({ page }) => {
  await page.goto('/network-error');
  await expect(page.getByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});
