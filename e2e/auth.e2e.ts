import type { Browser } from 'playwright-core';
import { DEMO, expectVisible, launchBrowser, newPage, signIn, snap, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('signing in as demo lands on the home page with the pending samples from the database', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/');
  await page.waitForURL('**/login');
  await expectVisible(page.getByRole('heading', { name: 'Inicia sesión en tu cuenta' }));
  await snap(page, 'login-wide');
  await signIn(page);
  await expectVisible(page.getByRole('heading', { name: 'Inicio', level: 1 }));
  const table = page.getByRole('table', { name: 'Muestras pendientes' });
  await expectVisible(table);
  // Rows come from the server: compare with what the API answers for the same session.
  const samples = (await (await page.request.get('/api/dashboard/samples')).json()) as { sampleName: string; sampleStage: number }[];
  expect(samples.length).toBeGreaterThan(0);
  const first = samples.find((s) => s.sampleStage !== 7);
  expect(first).toBeDefined();
  await expectVisible(table.getByRole('link', { name: first!.sampleName }).first());
  expect(await page.getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe('/samples');
  await snap(page, 'home-wide');
  await context.close();
});

test('a wrong password shows the server message in the red box, after "Cargando"', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  // Hold the answer back a moment so the loading state can be seen, as on a slow network.
  await page.route('**/api/auth/login', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.getByLabel('Usuario').fill(DEMO.username);
  await page.getByLabel('Contraseña').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectVisible(page.getByRole('button', { name: /Cargando/ }));
  const alert = page.getByRole('alert');
  await expectVisible(alert);
  expect(await alert.innerText()).toContain('Usuario o contraseña incorrectos.');
  expect(page.url()).toMatch(/\/login$/);
  await expectVisible(page.getByRole('button', { name: 'Iniciar sesión' }));
  await context.close();
});

test('without the session cookie a reload sends the user to /login with the message', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page);
  await page.goto('/samples');
  // Wait until the page has checked its session: clearing the cookie earlier would let this page's own
  // check fail and move it to /login before the reload, and the reload would then start on /login.
  await expectVisible(page.getByRole('button', { name: 'Perfil' }));
  await context.clearCookies();
  await page.reload();
  await page.waitForURL('**/login');
  const alert = page.getByRole('alert');
  await expectVisible(alert);
  expect(await alert.innerText()).toContain('Inicia sesión para continuar.');
  await context.close();
});

test('the sign-in screen works on a phone and loads no remote', async () => {
  const { context, page } = await newPage(browser, PHONE);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/login');
  await expectVisible(page.getByLabel('Usuario'));
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.startsWith('/remotes/'))).toEqual([]);
  await snap(page, 'login-phone');
  await context.close();
});
