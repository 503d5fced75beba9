import type { Browser } from 'playwright-core';
import { BASE_URL, expectVisible, launchBrowser, newPage, signIn, snap, WIDE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function firstSampleId(request: { get: (u: string) => Promise<{ json: () => Promise<unknown> }> }): Promise<number> {
  const samples = (await (await request.get('/api/dashboard/samples')).json()) as { sampleId: number }[];
  expect(samples.length).toBeGreaterThan(0);
  return samples[0]!.sampleId;
}

test('with the editor remote unreachable the rest works, the editor route shows the fallback, and "Reintentar" recovers', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page);
  const id = await firstSampleId(page.request);
  await page.route('**/remotes/editor/**', (route) => route.abort('connectionrefused'));

  await page.goto(`/samples/${id}/design`);
  await expectVisible(page.getByText('No pudimos cargar esta sección'));
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expectVisible(retry);
  await snap(page, 'remote-down-wide');
  // The layout around it still works.
  await expectVisible(page.getByRole('link', { name: 'Muestras' }).first());

  await page.goto('/');
  await expectVisible(page.getByRole('table', { name: 'Muestras pendientes' }));
  await page.goto('/admin');
  await expectVisible(page.getByRole('main').getByText('Cotizaciones abiertas').first());

  await page.goto(`/samples/${id}/design`);
  await expectVisible(retry);
  await page.unroute('**/remotes/editor/**');
  await retry.click();
  const sample = (await (await page.request.get(`/api/business/samples/${id}`)).json()) as { sampleName: string };
  await expectVisible(page.getByText(sample.sampleName).first());
  expect(await page.getByText('No pudimos cargar esta sección').count()).toBe(0);
  await context.close();
});

test('the browser loads exactly one copy of react, react-dom and react-router across host and remotes', async () => {
  const { context, page } = await newPage(browser, WIDE);
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await signIn(page);
  const id = await firstSampleId(page.request);
  await expectVisible(page.getByRole('table', { name: 'Muestras pendientes' }));
  await page.goto(`/samples/${id}/design`);
  await page.waitForLoadState('networkidle');
  await page.goto('/admin');
  await expectVisible(page.getByRole('main').getByText('Cotizaciones abiertas').first());
  await page.waitForLoadState('networkidle');

  // Every remote was really loaded…
  for (const remote of ['samples', 'editor', 'backoffice']) {
    expect(scripts.some((s) => s.startsWith(`/remotes/${remote}/`))).toBe(true);
  }
  // …but none of the copies of the shared libraries that each remote bundles as a fallback was fetched.
  const singletons = new Set(['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom']);
  for (const remote of ['samples', 'editor', 'backoffice']) {
    const manifest = (await (await fetch(`${BASE_URL}/remotes/${remote}/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const own = manifest.shared.filter((s) => singletons.has(s.name)).flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
    expect(own.length).toBeGreaterThan(0);
    const fetched = own.filter((file) => scripts.includes(`/remotes/${remote}/${file}`));
    expect(fetched).toEqual([]);
  }
  // And the federation runtime agrees: every loaded copy of each library was provided by the host.
  const providers = await page.evaluate(() => {
    type Info = { from?: string; loaded?: boolean; lib?: unknown };
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const from: Record<string, Set<string>> = {};
    for (const scopes of Object.values(share)) {
      for (const libs of Object.values(scopes)) {
        for (const [lib, byVersion] of Object.entries(libs)) {
          for (const info of Object.values(byVersion)) {
            if (info.loaded || info.lib) (from[lib] ??= new Set()).add(info.from ?? '?');
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(from).map(([k, v]) => [k, [...v]]));
  });
  for (const lib of ['react', 'react-dom', 'react-router']) {
    expect(providers[lib]).toEqual(['host']);
  }
  await context.close();
});
