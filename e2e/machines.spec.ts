import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO, PHONE, PRODUCTION, snap, WIDE } from './support/screens';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' });
const machinesTable = (page: Page) => page.getByRole('table', { name: 'Máquinas de la planta' });

/** Producción › Máquinas, clicked in the sidebar. */
async function openMachines(page: Page): Promise<void> {
  await page.goto('/admin');
  await sidebar(page).getByRole('button', { name: 'Producción' }).click();
  await sidebar(page).getByRole('link', { name: 'Máquinas' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/produccion/maquinas');
  await expect(page.getByRole('heading', { level: 1, name: 'Máquinas' })).toBeVisible();
}

test.describe('Producción › Máquinas', () => {
  test.use({ user: PRODUCTION });

  test('production lists the machines, adds a press and changes it; the phone shows them as cards', async ({ signedIn: page }) => {
    await openMachines(page);
    await expect(page).toHaveTitle('Máquinas · Muestrario');
    const tajima = machinesTable(page).getByRole('row', { name: /Tajima 6 cabezas/ });
    await expect(tajima).toContainText('850');
    await expect(tajima).toContainText('Estimados de bordado');
    await expect(machinesTable(page).getByRole('row', { name: /Barudan/ })).toContainText('Inactiva');
    await snap(page, 'machines-list-wide');

    // A new press, first with a mistake the form points at.
    const name = `Plancha doble e2e-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Nueva máquina' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva máquina' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Tipo').selectOption({ label: 'Plancha / prensa' });
    await expect(dialog.getByLabel('Agujas')).toHaveCount(0);
    await dialog.getByLabel('Sábado').fill('1500');
    await dialog.getByRole('button', { name: 'Dar de alta' }).click();
    await expect(dialog.getByLabel('Sábado')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Sábado')).toHaveAccessibleDescription('Los minutos del sábado van de 0 a 1440 (0 = cerrado).');
    await snap(page, 'machines-new-dialog-wide');
    await dialog.getByLabel('Sábado').fill('240');
    await dialog.getByRole('button', { name: 'Dar de alta' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Máquina ${name} dada de alta.` })).toBeVisible();
    const row = machinesTable(page).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Plancha / prensa');
    await expect(row).toContainText('Lu–Vi 8 h · Sá 4 h · Do cerrado');

    // Changed: two platens, retired.
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar ${name}` });
    await expect(edit.getByLabel('Sábado')).toHaveValue('240');
    await edit.getByLabel('Cabezas').fill('2');
    await edit.getByLabel('Máquina activa').uncheck();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Cambios de ${name} guardados.` })).toBeVisible();
    await expect(row).toContainText('Inactiva');
    await expect(row.getByRole('cell').nth(0)).toHaveText('2');
    await page.reload();
    await expect(machinesTable(page).getByRole('row', { name: new RegExp(name) })).toContainText('Inactiva');

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Máquinas' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Máquinas de la planta' }).getByText('Tajima 6 cabezas')).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await snap(page, 'machines-list-phone');
    await page.getByRole('button', { name: 'Nueva máquina' }).click();
    await expect(page.getByRole('dialog', { name: 'Nueva máquina' })).toBeVisible();
    await snap(page, 'machines-new-dialog-phone');
    await page.setViewportSize(WIDE);
  });
});

test.describe('Máquinas for a seller', () => {
  test.use({ user: DEMO });

  test('a seller reads the machines and is offered no change', async ({ signedIn: page }) => {
    await openMachines(page);
    await expect(machinesTable(page).getByRole('row', { name: /Brother PR1050X/ })).toContainText('1,000');
    await expect(page.getByRole('button', { name: 'Nueva máquina' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
  });
});
