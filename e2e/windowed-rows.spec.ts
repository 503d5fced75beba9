import type { Locator, Page } from '@playwright/test';
import { createSample } from './support/api';
import { expect, test } from './support/fixtures';
import { PHONE, SECOND_SELLER, WIDE, type Credentials } from './support/screens';

/*
 * Long lists keep only the rows near the viewport in the page (issue 20): on /samples, with more samples
 * than two pages and a short window, scrolling to the end loads every page, the first rows leave the page
 * and come back when the person scrolls up, the table still counts every row, and Tab walks from row to
 * row past the rendered ones. Earlier tests may have added samples: the test tops the list up to LONG,
 * with samples of the second seller (/samples lists everyone's; demo's home, which lists demo's own open
 * samples, stays as the other tests expect it).
 */
const LONG = 80;
const SHORT_WIDE = { width: 1280, height: 600 } as const;

/** How many samples /samples lists, after the second seller added fresh ones (through the API) until there are at least LONG. */
async function longList(page: Page, signInAs: (user: Credentials) => Promise<Page>): Promise<number> {
  const count = async () => ((await page.request.get('/api/dashboard/samples').then((r) => r.json())) as unknown[]).length;
  const now = await count();
  if (now < LONG) {
    const seller = await signInAs(SECOND_SELLER);
    for (let i = now; i < LONG; i++) await createSample(seller.request, `lista ${Date.now().toString(36)}-${i}`);
  }
  return count();
}

/** The row at `index` (1 is the header) among all of the list's rows, if it is in the page. */
const rowAt = (table: Locator, index: number) => table.locator(`tr[aria-rowindex="${index}"]`);

/** Wheels down a screen at a time until the list's last row is in the page (every page loaded). */
async function scrollToEnd(page: Page, last: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(last).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [100] });
  await expect(page.getByText('No hay más muestras.')).toBeVisible();
}

/** Wheels up until `first` is back in the page. */
async function scrollToTop(page: Page, first: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, -3000);
    await expect(first).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [100] });
}

/** The header cells' widths (px). */
const headerWidths = (table: Locator) => table.locator('thead th').evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().width)));

/** Whether each header cell spans the same pixels as the cells under it in every rendered row. */
const columnsAligned = (table: Locator) =>
  table.evaluate((t: HTMLTableElement) => {
    const edges = (cells: HTMLCollection) => [...cells].map((c) => { const r = c.getBoundingClientRect(); return `${Math.round(r.left)}-${Math.round(r.right)}`; }).join(' ');
    const header = edges(t.tHead!.rows[0]!.cells);
    return [...t.tBodies[0]!.rows].filter((r) => r.hasAttribute('aria-rowindex')).every((r) => edges(r.cells) === header);
  });

test.describe('a long list on a short wide screen', () => {
  test.use({ viewport: SHORT_WIDE });

  test('scrolling loads every page; rows far from the window leave the page and come back; the table counts them all', async ({ signedIn: page, signInAs }) => {
    const total = await longList(page, signInAs);
    await page.goto('/samples');
    const table = page.getByRole('table', { name: 'Todas las muestras' });
    await expect(rowAt(table, 2)).toBeVisible();
    await expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    const firstLink = rowAt(table, 2).getByRole('link');
    const firstName = (await firstLink.innerText()).trim();
    expect(await columnsAligned(table)).toBe(true);

    await scrollToEnd(page, rowAt(table, total + 1));
    await expect(rowAt(table, total + 1).getByRole('link')).toBeVisible();
    // Every page is loaded, yet the first row is no longer in the page, and far fewer rows than the list's are.
    await expect(table.getByRole('link', { name: firstName, exact: true })).toHaveCount(0);
    await expect(rowAt(table, 2)).toHaveCount(0);
    const rendered = await table.locator('tbody tr[aria-rowindex]').count();
    expect(rendered).toBeLessThan(total / 2);
    // The spacer standing for the rows above is hidden from screen readers and spans every column.
    const spacer = table.locator('tbody > tr').first();
    await expect(spacer).toHaveAttribute('aria-hidden', 'true');
    await expect(spacer.locator('td')).toHaveAttribute('colspan', String(await table.locator('thead th').count()));
    await expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    expect(await columnsAligned(table)).toBe(true);
    // The columns keep their widths whatever rows are in view (no sideways jumps while scrolling).
    const widthsAtEnd = await headerWidths(table);

    // Back at the top, the first row is there again, where it was.
    await scrollToTop(page, rowAt(table, 2));
    await expect(table.getByRole('link', { name: firstName, exact: true })).toBeVisible();
    expect(await columnsAligned(table)).toBe(true);
    expect(await headerWidths(table)).toEqual(widthsAtEnd);
    await page.screenshot({ path: '/tmp/windowed-rows-top-again-wide.png' });
  });

  test('Tab walks from row to row past the rendered ones, and the page follows', async ({ signedIn: page, signInAs }) => {
    const total = await longList(page, signInAs);
    await page.goto('/samples');
    const table = page.getByRole('table', { name: 'Todas las muestras' });
    await scrollToEnd(page, rowAt(table, total + 1));
    await scrollToTop(page, rowAt(table, 2));
    const renderedAtTop = await table.locator('tbody tr[aria-rowindex]').count();
    await rowAt(table, 2).getByRole('link').focus();
    const steps = renderedAtTop + 10;
    for (let step = 1; step <= steps; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex'));
      expect(focused, `row focused after ${step} Tab presses`).toBe(String(2 + step));
    }
    // The focused row is on screen, and the first row has left the page.
    await expect(rowAt(table, 2 + steps).getByRole('link')).toBeInViewport();
    await expect(rowAt(table, 2)).toHaveCount(0);
    // Shift+Tab walks back the same way.
    for (let step = 1; step <= 5; step++) await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex'))).toBe(String(2 + steps - 5));
  });
});

for (const [name, viewport] of [
  ['wide', WIDE],
  ['phone', PHONE],
] as const) {
  test(`mid-list on a ${name} screen: no blank gap, no jump while the rows settle`, async ({ signedIn: page, signInAs }) => {
    await page.setViewportSize(viewport);
    const total = await longList(page, signInAs);
    await page.goto('/samples');
    const list = name === 'wide' ? page.getByRole('table', { name: 'Todas las muestras' }) : page.getByRole('list', { name: 'Todas las muestras' });
    const row = (index: number) => (name === 'wide' ? rowAt(list, index + 1) : list.locator(`li[aria-posinset="${index}"]`));
    await expect(row(1)).toBeVisible();
    await scrollToEnd(page, row(total));
    // Half way up.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(300);
    // The viewport is covered by rendered rows (no spacer shows through), and nothing moves afterwards.
    const shown = async () =>
      page.evaluate(() => {
        const items = [...document.querySelectorAll('main [data-index]')].filter((e) => (e as HTMLElement).offsetParent !== null);
        const inView = items.map((e) => ({ i: e.getAttribute('data-index'), r: e.getBoundingClientRect() })).filter(({ r }) => r.bottom > 0 && r.top < innerHeight);
        return { first: inView[0]?.i, top: Math.round(inView[0]?.r.top ?? NaN), covered: Math.round(inView.reduce((sum, { r }) => sum + Math.min(r.bottom, innerHeight) - Math.max(r.top, 0), 0)) };
      });
    const before = await shown();
    expect(before.covered).toBeGreaterThan(viewport.height * 0.6);
    await page.waitForTimeout(500);
    expect(await shown()).toEqual(before);
    await page.screenshot({ path: `/tmp/windowed-rows-mid-${name}.png` });
  });
}
