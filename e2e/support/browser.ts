import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const DEMO = { username: 'demo', password: 'demo1234' } as const;
/** The demo data's other users (README): one per role. */
export const DESIGNER = { username: 'diseno', password: 'diseno1234' } as const;
export const QUALITY = { username: 'calidad', password: 'calidad1234' } as const;

export const PHONE = { width: 390, height: 844 } as const;
export const WIDE = { width: 1440, height: 900 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser, viewport: { width: number; height: number } = WIDE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, locale: 'es-MX' });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the form, as a person does, and waits for the home page. */
export async function signIn(page: Page, user: { username: string; password: string } = DEMO): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(user.username);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Saves a screenshot under e2e/screenshots (not committed) for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${__dirname}/../screenshots/${name}.png`, fullPage: true });
}

/** Waits until a locator is visible; a failure also tells where the page was and what it showed. */
export async function expectVisible(locator: Locator, timeout = 15000): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    const page = locator.page();
    const text = await page
      .locator('body')
      .innerText({ timeout: 1000 })
      .catch(() => '(sin texto)');
    throw new Error(`${(error as Error).message}\nURL: ${page.url()}\nLa página mostraba:\n${text.slice(0, 600)}`);
  }
}
