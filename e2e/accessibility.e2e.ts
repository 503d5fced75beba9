import type { Browser } from 'playwright-core';
import { audit } from './support/axe';
import { expectVisible, launchBrowser, newPage, PHONE, signIn, WIDE } from './support/browser';

/*
 * Automated accessibility audit (axe-core, WCAG 2.1 A/AA rules) of every screen this release has,
 * on a wide screen and a phone. Serious and critical findings fail the test.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  ['wide', WIDE],
  ['phone', PHONE],
] as const)('accessibility on a %s screen', (_name, viewport) => {
  test('sign-in screen, also with the error box', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/login');
    await expectVisible(page.getByLabel('Usuario'));
    expect(await audit(page)).toEqual([]);
    await page.getByLabel('Usuario').fill('demo');
    await page.getByLabel('Contraseña').fill('equivocada');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectVisible(page.getByRole('alert'));
    expect(await audit(page)).toEqual([]);
    await context.close();
  });

  test('home, editor and back-office screens', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page);
    await expectVisible(page.getByRole('heading', { name: 'Inicio', level: 1 }));
    expect(await audit(page)).toEqual([]);

    const samples = (await (await page.request.get('/api/dashboard/samples')).json()) as { sampleId: number; sampleStage: number; title: string | null }[];
    // The editor with a garment (a sample without one opens the garment chooser: audited too).
    await page.goto(`/samples/${samples.find((s) => s.sampleStage === 1 && s.title !== null)!.sampleId}/design`);
    await expectVisible(page.getByRole('heading', { name: 'Diseña tu muestra' }));
    await expectVisible(page.getByRole('region', { name: 'Lienzo de diseño' }).getByRole('img').first());
    expect(await audit(page)).toEqual([]);
    await page.goto(`/samples/${samples.find((s) => s.sampleStage === 1 && s.title === null)!.sampleId}/design`);
    await expectVisible(page.getByRole('dialog', { name: 'Selecciona un producto' }).getByRole('button').nth(2));
    expect(await audit(page)).toEqual([]);

    await page.goto('/admin');
    await expectVisible(page.getByRole('region', { name: 'Indicadores' }));
    expect(await audit(page)).toEqual([]);
    await context.close();
  });
});
