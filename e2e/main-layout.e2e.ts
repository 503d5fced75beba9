import type { Browser } from 'playwright-core';
import { expectVisible, launchBrowser, newPage, PHONE, signIn, snap, WIDE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Row {
  sampleId: number;
  sampleName: string;
  sampleStage: number;
  title: string | null;
}

test('a pending sample opens the editor in stage 1 and the review screen in any other stage', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page);
  const rows = (await (await page.request.get('/api/dashboard/samples')).json()) as Row[];
  // One with a garment: without one the editor opens the (modal) garment chooser first.
  const design = rows.find((r) => r.sampleStage === 1 && r.title !== null);
  const review = rows.find((r) => r.sampleStage > 1 && r.sampleStage !== 7);
  expect(design).toBeDefined();
  expect(review).toBeDefined();
  const table = page.getByRole('table', { name: 'Muestras pendientes' });

  await table.getByRole('link', { name: design!.sampleName, exact: true }).first().click();
  await page.waitForURL(`**/samples/${design!.sampleId}/design`);
  await expectVisible(page.getByText(design!.sampleName).first());

  await page.getByRole('link', { name: 'Inicio', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await table.getByRole('link', { name: review!.sampleName, exact: true }).first().click();
  await page.waitForURL(`**/samples/${review!.sampleId}`);
  await context.close();
});

test('the top bar links reach Muestras and Clientes, and "Crear muestra" leads to the creation route', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Principal', exact: true });
  await nav.getByRole('link', { name: 'Muestras', exact: true }).click();
  await page.waitForURL('**/samples');
  // The active link is marked once React has rendered the new location (after the URL changed).
  await expectVisible(nav.locator('a[aria-current="page"]', { hasText: 'Muestras' }));
  await nav.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.waitForURL('**/clients');
  await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
  await page.getByRole('link', { name: 'Crear muestra' }).click();
  await page.waitForURL('**/create-sample');
  await context.close();
});

test('on a phone the main menu opens from its button and navigates', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await signIn(page);
  await expectVisible(page.getByRole('heading', { name: 'Inicio', level: 1 }));
  await snap(page, 'home-phone');
  await page.getByRole('button', { name: 'Abrir menú principal' }).click();
  const menu = page.getByRole('navigation', { name: 'Principal (móvil)' });
  await expectVisible(menu);
  await snap(page, 'home-phone-menu');
  await menu.getByRole('link', { name: 'Muestras', exact: true }).click();
  await page.waitForURL('**/samples');
  await context.close();
});

test('"Cerrar sesión" ends the session: the old cookie no longer opens the app', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page);
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
  expect((await page.request.get('/api/auth/details')).status()).toBe(401);
  await page.goto('/samples');
  await page.waitForURL('**/login');
  await context.close();
});

test('/network-error shows the sign-in screen', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await page.goto('/network-error');
  await expectVisible(page.getByRole('heading', { name: 'Inicia sesión en tu cuenta' }));
  await expectVisible(page.getByRole('button', { name: 'Iniciar sesión' }));
  await context.close();
});
