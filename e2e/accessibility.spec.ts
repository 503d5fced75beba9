import { dashboardSamples, myUserId } from './support/api';
import { audit } from './support/axe';
import { expect, test } from './support/fixtures';
import { PHONE, WIDE } from './support/screens';

/*
 * Automated accessibility audit (axe-core, WCAG 2.1 A/AA rules) of every screen this release has,
 * on a wide screen and a phone. Serious and critical findings fail the test.
 */
for (const [name, viewport] of [
  ['wide', WIDE],
  ['phone', PHONE],
] as const) {
  test.describe(`accessibility on a ${name} screen`, () => {
    test.use({ viewport });

    test('sign-in screen, also with the error box', async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 401 .* @ .*\/api\/auth\/login$/); // the wrong password, on purpose
      await page.goto('/login');
      await expect(page.getByLabel('Usuario')).toBeVisible();
      expect(await audit(page)).toEqual([]);
      await page.getByLabel('Usuario').fill('demo');
      await page.getByLabel('Contraseña').fill('equivocada');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await audit(page)).toEqual([]);
    });

    test('home, editor and back-office screens', async ({ signedIn: page }) => {
      await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
      expect(await audit(page)).toEqual([]);

      // The demo seller's own samples: another seller's opens the editor read-only (issue 29), without the chooser.
      const me = await myUserId(page.request);
      const samples = (await dashboardSamples(page.request)).filter((s) => s.ownerId === me);
      // The editor with a garment (a sample without one opens the garment chooser: audited too).
      await page.goto(`/samples/${samples.find((s) => s.sampleStage === 1 && s.title !== null)!.sampleId}/design`);
      await expect(page.getByRole('heading', { name: 'Diseña tu muestra' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Lienzo de diseño' }).getByRole('img').first()).toBeVisible();
      expect(await audit(page)).toEqual([]);
      await page.goto(`/samples/${samples.find((s) => s.sampleStage === 1 && s.title === null)!.sampleId}/design`);
      await expect(page.getByRole('dialog', { name: 'Selecciona un producto' }).getByRole('button').nth(2)).toBeVisible();
      expect(await audit(page)).toEqual([]);

      await page.goto('/admin');
      await expect(page.getByRole('region', { name: 'Indicadores' })).toBeVisible();
      expect(await audit(page)).toEqual([]);
    });
  });
}
