import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { audit } from './support/axe';
import { expect, test } from './support/fixtures';
import { PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 35, acceptance 4, by clicking: the seller hands the client's HR contact a portal link; the HR contact,
 * on a phone with no session, adds a new hire with the sizes of their kit and asks for a reorder; the seller's
 * bell says so live; the seller opens the request and turns it into a sales order whose lines carry the grid
 * and the name list from the roster.
 */

/** What a person sees without scrolling (the full-page `snap` of a 30-person roster is too tall to look at). */
const look = (page: Page, name: string) => page.screenshot({ path: path.join(__dirname, 'screenshots', `${name}.png`) });

const CLIENT = 'Transportes Halcón del Centro, S.A. de C.V.';
const PROGRAM = 'Uniformes 2026';

/** The demo program's page (the demo seller's): its client's id and its own, through the API. */
async function demoProgramUrl(seller: Page): Promise<string> {
  const partners = await seller.request.get(`/api/business-partners?search=${encodeURIComponent('Halcón del Centro')}`);
  expect(partners.ok()).toBe(true);
  const partner = ((await partners.json()) as { rows: { id: number; cardName: string }[] }).rows.find((r) => r.cardName === CLIENT)!;
  const programs = (await (await seller.request.get(`/api/business-partners/${partner.id}/programs`)).json()) as { id: number; name: string }[];
  const program = programs.find((p) => p.name === PROGRAM)!;
  return `/admin/socios/socios-negocios/${partner.id}/programas/${program.id}`;
}

/** The HR contact: a new browser context, no cookies, a phone. Its console must stay clean. */
async function hrPhone(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, locale: 'es-MX', viewport: PHONE, isMobile: true, hasTouch: true });
  expect(await context.cookies()).toEqual([]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

test('the HR contact adds a new hire and asks for a reorder from a phone; the seller sees the bell live and makes the sales order', async ({ signedIn: seller, browser, baseURL }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36).slice(-5);
  const newHire = `Diana Nava Ibarra ${tag}`;
  const programUrl = await demoProgramUrl(seller);

  // The seller creates the link on the program's 'Portal de RH' tab.
  await seller.goto(programUrl);
  await expect(seller.getByRole('heading', { level: 1, name: PROGRAM })).toBeVisible();
  await seller.getByRole('tab', { name: 'Portal de RH' }).click();
  const links = seller.getByRole('region', { name: 'Enlaces para RR. HH.' });
  await links.getByRole('button', { name: 'Crear enlace' }).click();
  const create = seller.getByRole('dialog', { name: 'Crear enlace para RR. HH.' });
  await create.getByRole('textbox', { name: /Nombre del contacto/ }).fill('Diana Olvera');
  await create.getByRole('textbox', { name: /Correo del contacto/ }).fill('diana.olvera@halcon.example');
  await create.getByRole('button', { name: 'Crear enlace' }).click();
  const address = links.getByRole('textbox', { name: 'Enlace para Diana Olvera' });
  await expect(address).toHaveValue(/\/programa\/[A-Za-z0-9_-]{43}$/);
  const url = await address.inputValue();
  // The e2e server has no SMTP_URL: no e-mail option.
  await expect(links.getByRole('button', { name: 'Enviar por correo' })).toHaveCount(0);
  await expect(links.getByRole('table').getByRole('row', { name: /Diana Olvera/ }).first()).toContainText('Vigente');
  await snap(seller, 'program-portal-seller-link-wide');

  // The seller goes on working elsewhere; the bell is in the top bar.
  await seller.goto('/');
  const bell = seller.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toBeVisible();
  const unread = async () => Number(/(\d+) sin leer/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unread();

  // The HR contact, on a phone, without a session.
  const hr = await hrPhone(browser, baseURL);
  const phone = hr.page;
  const response = await phone.goto(url);
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(phone.getByRole('heading', { level: 1, name: PROGRAM })).toBeVisible();
  await expect(phone.getByText(`Cliente: ${CLIENT}`)).toBeVisible();
  await expect(phone).toHaveTitle(`Portal de uniformes · ${PROGRAM} · ${CLIENT} · Muestrario`);
  // Nothing of the staff on the page.
  await expect(phone.getByText('Demo', { exact: false })).toHaveCount(0);
  // The page fits the phone: nothing scrolls sideways.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await audit(phone)).toEqual([]);
  await look(phone, 'program-portal-hr-phone');

  // A new hire: a driver ('Chofer': polo, jacket, cap) with a size of each, from the styles' runs only.
  await phone.getByRole('button', { name: 'Agregar empleado' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Agregar empleado' });
  await dialog.getByRole('textbox', { name: /Nombre completo/ }).fill(newHire);
  await dialog.getByRole('combobox', { name: /Puesto/ }).selectOption({ label: 'Chofer' });
  const polo = dialog.getByRole('combobox', { name: /^Talla de Polo/ });
  await expect(polo.locator('option')).toHaveText(['Elige la talla', 'CH', 'M', 'G', 'XG', '2XG', '3XG']);
  await dialog.getByRole('button', { name: 'Guardar empleado' }).click();
  await expect(dialog.getByText(/^Elige la talla de /).first()).toBeVisible();
  await look(phone, 'program-portal-hr-phone-new-hire-errors');
  await polo.selectOption('G');
  await dialog.getByRole('combobox', { name: /^Talla de Chamarra/ }).selectOption('XG');
  await dialog.getByRole('combobox', { name: /^Talla de Gorra/ }).selectOption('UNI');
  await dialog.getByRole('button', { name: 'Guardar empleado' }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByText(`Agregaste a ${newHire}.`)).toBeVisible();
  const row = phone.getByRole('row', { name: new RegExp(newHire) });
  await expect(row).toContainText('Chofer');
  await expect(row).toContainText('Polo G · Chamarra XG · Gorra UNI');

  // The reorder request for the new hire, with a note.
  await row.getByRole('checkbox', { name: `Elegir a ${newHire}` }).check();
  await expect(phone.getByText(`1 empleado elegido: ${newHire}.`)).toBeVisible();
  await phone.getByRole('textbox', { name: /Nota para tu vendedor/ }).fill('Entra a trabajar el lunes.');
  await phone.getByRole('button', { name: 'Solicitar reorden' }).click();
  await expect(phone.getByText('Enviamos tu solicitud para 1 empleado. Tu vendedor ya la recibió.')).toBeVisible();
  await expect(phone.getByRole('list', { name: 'Solicitudes enviadas' }).getByRole('listitem').first()).toContainText(`Pendiente`);
  await look(phone, 'program-portal-hr-phone-requested');
  await snap(phone, 'program-portal-hr-phone-full');
  expect(hr.errors).toEqual([]);
  await hr.close();

  // The seller's bell, live (no reload): one more unread, and the request in the list.
  await expect.poll(unread, { timeout: 15_000 }).toBe(before + 1);
  await bell.click();
  const item = seller.getByRole('list', { name: 'Lista de notificaciones' }).getByRole('link').first();
  await expect(item).toContainText(`Solicitud de reorden · ${PROGRAM}`);
  await expect(item).toContainText(`Diana Olvera (RR. HH. de ${CLIENT}) pidió una reorden para 1 empleado`);
  await snap(seller, 'program-portal-seller-bell-wide');
  await item.click();

  // The program's 'Portal de RH' tab, the request first.
  await expect(seller.getByRole('tab', { name: 'Portal de RH', selected: true })).toBeVisible();
  const request = seller.getByRole('region', { name: /Solicitudes de reorden/ }).getByRole('article').first();
  await expect(request).toContainText(newHire);
  await expect(request).toContainText('«Entra a trabajar el lunes.»');
  await expect(request).toContainText('Pendiente');
  await request.getByRole('button', { name: 'Convertir en orden' }).click();
  const convert = seller.getByRole('dialog', { name: 'Convertir la solicitud en orden de venta' });
  // Chofer: 3 polos, 1 jacket, 2 caps for the period; a new hire has used none.
  await expect(convert.getByText('1 empleado · 6 piezas en 3 líneas')).toBeVisible();
  await expect(convert.getByRole('region', { name: 'Cuadrícula de POL-001' })).toContainText(/G\s*Total/);
  await snap(seller, 'program-portal-seller-convert-wide');
  await convert.getByRole('button', { name: 'Crear orden de venta' }).click();

  // The sales order: one line per garment, its grid and its name list from the roster, nothing typed.
  await expect(seller.getByRole('heading', { level: 1, name: /^Orden de venta OV\d{5}$/ })).toBeVisible();
  const grids = seller.getByRole('region', { name: 'Tallas y nombres' });
  await expect(grids.getByText(/^POL-001 · muestra «Polos operadores Halcón» · 3 piezas · 3 nombres$/)).toBeVisible();
  await expect(grids.getByText(/^CHM-001 · muestra «Chamarras de invierno Halcón» · 1 pieza · 1 nombre$/)).toBeVisible();
  await expect(grids.getByText(/^GOR-001 · muestra «Gorras choferes Halcón» · 2 piezas · 2 nombres$/)).toBeVisible();
  const lines = grids.getByRole('listitem');
  const poloLine = lines.filter({ hasText: 'POL-001' });
  await poloLine.getByRole('button', { name: /tallas y nombres de la línea \d+$/i }).click();
  await expect(grids.getByLabel('Cantidad Azul marino talla G')).toHaveValue('3');
  await expect(grids.getByLabel('Cantidad Azul marino talla M')).toHaveValue(/^0?$/);
  const names = grids.getByRole('table', { name: 'Nombres revisados' });
  await expect(names.getByRole('row', { name: new RegExp(newHire) })).toHaveCount(3);
  await snap(seller, 'program-portal-seller-order-wide');

  // Back on the program: the request is converted, with a link to its order.
  const orderUrl = seller.url();
  await seller.goto(`${programUrl}?pestana=portal-rh`);
  const done = seller.getByRole('region', { name: /Solicitudes de reorden/ }).getByRole('article').filter({ hasText: newHire });
  await expect(done).toContainText('Convertida en orden');
  await expect(done.getByRole('link', { name: 'Ver la orden de venta' })).toHaveAttribute('href', new URL(orderUrl).pathname);
  await seller.setViewportSize(PHONE);
  await snap(seller, 'program-portal-seller-tab-phone');
  await seller.setViewportSize(WIDE);
});
