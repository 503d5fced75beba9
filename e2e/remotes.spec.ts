import { dashboardSamples, sampleDetail } from './support/api';
import { expect, test } from './support/fixtures';
import { signIn, snap } from './support/screens';

test('with the editor remote unreachable the rest works, the editor route shows the fallback, and "Reintentar" recovers', async ({
  signedIn: page,
  consoleErrors,
}) => {
  // The refused remote, on purpose: the failed requests and the error the boundary reports.
  consoleErrors.allow(/ERR_CONNECTION_REFUSED|remote_editor|remotes\/editor|RUNTIME-00\d/);
  const [first] = await dashboardSamples(page.request);
  expect(first).toBeDefined();
  const id = first!.sampleId;
  await page.route('**/remotes/editor/**', (route) => route.abort('connectionrefused'));

  await page.goto(`/samples/${id}/design`);
  await expect(page.getByText('No pudimos cargar esta sección')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  await snap(page, 'remote-down-wide');
  // The layout around it still works.
  await expect(page.getByRole('link', { name: 'Muestras' }).first()).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Muestras pendientes' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('main').getByText('Cotizaciones abiertas').first()).toBeVisible();

  await page.goto(`/samples/${id}/design`);
  await expect(retry).toBeVisible();
  await page.unroute('**/remotes/editor/**');
  await retry.click();
  const sample = await sampleDetail(page.request, id);
  await expect(page.getByText(sample.sampleName).first()).toBeVisible();
  await expect(page.getByText('No pudimos cargar esta sección')).toHaveCount(0);
});

/** The shared package's own modules shared by the host (shared/build/index.ts, SHARED_SOURCES). */
const OWN_SHARES = ['@muestrario/shared/rules/permissions', '@muestrario/shared/routes/paths', '@muestrario/shared/api/client'];

test('the browser loads exactly one copy of react, react-dom, react-router, the permission table, the route paths and the API client across host and remotes', async ({ page, baseURL }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await signIn(page);
  const [first] = await dashboardSamples(page.request);
  expect(first).toBeDefined();
  await expect(page.getByRole('table', { name: 'Muestras pendientes' })).toBeVisible();
  await page.goto(`/samples/${first!.sampleId}/design`);
  await page.waitForLoadState('networkidle');
  await page.goto('/admin');
  await expect(page.getByRole('main').getByText('Cotizaciones abiertas').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Every remote was really loaded…
  for (const remote of ['samples', 'editor', 'backoffice']) {
    expect(scripts.some((s) => s.startsWith(`/remotes/${remote}/`))).toBe(true);
  }
  // …but none of the copies of the shared libraries that each remote bundles as a fallback was fetched.
  const singletons = new Set(['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom', ...OWN_SHARES]);
  for (const remote of ['samples', 'editor', 'backoffice']) {
    const manifest = (await (await page.request.get(`${baseURL}/remotes/${remote}/mf-manifest.json`)).json()) as {
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
  for (const lib of ['react', 'react-dom', 'react-router', ...OWN_SHARES]) {
    expect(providers[lib], lib).toEqual(['host']);
  }
});
