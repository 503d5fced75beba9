import { decorationSettings, saveDecorationSettings, type DecorationSettings } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN, PHONE, snap } from './support/screens';

test.use({ user: ADMIN });

// E2E tests share the demo data: whatever the settings were before, they are put back afterwards.
let before: DecorationSettings | undefined;
test.afterEach(async ({ signedIn: page }) => {
  if (before) await saveDecorationSettings(page.request, before);
});

test("an admin changes the last tier's price in 'Ajustes de bordado'; it is saved", async ({ signedIn: page }) => {
  before = await decorationSettings(page.request);
  const tiers = before.priceTiers.length;
  const newPrice = before.priceTiers[tiers - 1]!.price + 10;

  await page.goto('/admin');
  await page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: 'Ajustes de bordado' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/ajustes');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes de bordado' })).toBeVisible();
  // Needles and speed are the estimates' machine's (issue 30): said here, changed in Producción › Máquinas.
  await expect(page.getByText(/Los estimados usan la bordadora/)).toContainText(`${before.machine?.name}: ${before.needles} agujas`);
  await expect(page.getByRole('link', { name: 'Producción › Máquinas' })).toHaveAttribute('href', '/admin/produccion/maquinas');
  const table = page.getByRole('table', { name: 'Tarifas por puntadas' });
  const lastPrice = table.getByRole('textbox', { name: `Precio por pieza, tarifa ${tiers}` });
  await expect(lastPrice).toHaveValue(String(before.priceTiers[tiers - 1]!.price));
  await lastPrice.fill(String(newPrice));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajustes de bordado guardados.' })).toBeVisible();
  await snap(page, 'decoration-settings-wide');

  const saved = await decorationSettings(page.request);
  expect(saved).toEqual({ ...before, priceTiers: before.priceTiers.map((t, i) => (i === tiers - 1 ? { ...t, price: newPrice } : t)) });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Tarifas por puntadas' }).getByRole('textbox', { name: `Precio por pieza, tarifa ${tiers}` })).toHaveValue(String(newPrice));

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes de bordado' })).toBeVisible();
  // The tier table scrolls inside its card; the page itself is no wider than the phone.
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await snap(page, 'decoration-settings-phone');
});
