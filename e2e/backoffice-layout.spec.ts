import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, snap } from './support/screens';

/** What the dashboard's cards must read: the counts from the data, and no invented purchases number. */
async function counterTexts(page: Page): Promise<string[]> {
  const counts = (await (await page.request.get('/api/dashboard/backoffice')).json()) as Record<string, number | null>;
  return [String(counts.openQuotations), String(counts.samplesInProduction), String(counts.openPurchaseOrders), String(counts.ordersToDeliver)];
}
const GROUPS = ['Muestras', 'Ventas - Clientes', 'Compras - Proveedores', 'Socios de Negocios', 'Inventario', 'Producción', 'Recursos Humanos'];

async function counterTops(page: Page): Promise<number[]> {
  const cards = page.getByRole('region', { name: 'Indicadores' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const tops: number[] = [];
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    tops.push(Math.round(box!.y));
  }
  return tops;
}

test('/admin shows the sidebar with every group, the four counters in one row and the user in "Mi perfil"', async ({ signedIn: page }) => {
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: /back-office|menú lateral|Navegación/i }).first();
  await expect(sidebar).toBeVisible();
  for (const group of GROUPS) await expect(page.getByRole('button', { name: group }).first()).toBeVisible();
  await expect(page.getByText('Mariana').first()).toBeVisible();
  for (const value of await counterTexts(page)) await expect(page.getByRole('main').getByText(value, { exact: true }).first()).toBeVisible();
  // Tailwind isolation at xl: the host's `xl:` utilities still win after the remote's sheet loaded
  // (the fixed sidebar is shown, no drawer button) and the remote's own `xl:` grid puts the counters in one row.
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
  const tops = await counterTops(page);
  expect(new Set(tops).size).toBe(1);
  // A group collapses and expands.
  const ventas = page.getByRole('button', { name: 'Ventas - Clientes' }).first();
  const wasExpanded = (await ventas.getAttribute('aria-expanded')) === 'true';
  await ventas.click();
  await expect(page.getByRole('button', { name: 'Ventas - Clientes', expanded: !wasExpanded }).first()).toBeVisible();
  await snap(page, 'admin-wide');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('on a phone the sidebar is a drawer opened from the top bar and closed with its button', async ({ signedIn: page }) => {
    await page.goto('/admin');
    for (const value of await counterTexts(page)) await expect(page.getByRole('main').getByText(value, { exact: true }).first()).toBeVisible();
    // Small viewport: counters stack (the remote's responsive utilities are intact).
    const tops = await counterTops(page);
    expect(new Set(tops).size).toBe(4);
    await snap(page, 'admin-phone');
    const open = page.getByRole('button', { name: 'Abrir menú' });
    await expect(open).toBeVisible();
    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Socios de Negocios' })).toBeVisible();
    await page.waitForTimeout(400); // let the slide-in finish before the picture
    await snap(page, 'admin-phone-drawer');
    await drawer.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(drawer).toBeHidden();
  });
});
