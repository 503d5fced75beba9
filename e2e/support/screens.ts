import path from 'node:path';
import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
export const WIDE = { width: 1440, height: 900 } as const;
export const TABLET = { width: 820, height: 1180 } as const;

export interface Credentials {
  username: string;
  password: string;
}
export const DEMO: Credentials = { username: 'demo', password: 'demo1234' };
/** The demo data's other users (README): one per role, and a second seller. */
export const DESIGNER: Credentials = { username: 'diseno', password: 'diseno1234' };
export const PRODUCTION: Credentials = { username: 'produccion', password: 'produccion1234' };
export const QUALITY: Credentials = { username: 'calidad', password: 'calidad1234' };
export const ADMIN: Credentials = { username: 'admin', password: 'admin1234' };
export const SECOND_SELLER: Credentials = { username: 'ventas', password: 'ventas1234' };

/** Signs in through the form, as a person does, and waits for the home page. */
export async function signIn(page: Page, user: Credentials = DEMO): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(user.username);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Saves a screenshot under e2e/screenshots (not committed) for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(__dirname, '..', 'screenshots', `${name}.png`), fullPage: true });
}
