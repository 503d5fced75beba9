import type { APIRequestContext } from '@playwright/test';
import { routes } from '../shared/src/routes/paths';
import { navigation, navigationPages } from '../remote-backoffice/src/features/navigation/navigation';
import { demoSampleAt } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN } from './support/screens';

test.use({ user: ADMIN });

const APP = 'Muestrario';

async function firstId(request: APIRequestContext, url: string): Promise<number> {
  const res = await request.get(`/api${url}`);
  expect(res.ok(), url).toBe(true);
  const body = (await res.json()) as { rows: { id: number }[] };
  expect(body.rows.length, `${url} has a row`).toBeGreaterThan(0);
  return body.rows[0]!.id;
}

/**
 * An example value for each parameter of each route, chosen by the route's path. A route added later
 * with a parameter this does not know fails here with its name: give it an example.
 */
async function exampleParams(request: APIRequestContext): Promise<(path: string, name: string) => string> {
  const sampleInReview = await demoSampleAt(request, 3);
  const sampleInDesign = await demoSampleAt(request, 1);
  const partner = await firstId(request, '/business-partners');
  const quotation = await firstId(request, '/sales/quotations');
  const order = await firstId(request, '/sales/orders');
  const item = await firstId(request, '/items?kind=Estilo');
  const bom = await firstId(request, '/boms');
  const productionOrder = await firstId(request, '/production/orders');
  const detail = (await (await request.get(`/api/production/orders/${productionOrder}`)).json()) as { operations: { id: number; machineId: number | null }[] };
  const operation = detail.operations[0]!;
  const stockDocument = {
    entradas: await firstId(request, '/stock/documents?kind=receipt'),
    salidas: await firstId(request, '/stock/documents?kind=issue'),
    transferencias: await firstId(request, '/stock/documents?kind=transfer'),
  };
  const machine = (((await (await request.get('/api/business/machines')).json()) as { id: number }[])[0]!).id;
  const supplierInvoice = (((await (await request.get('/api/purchasing/supplier-invoices')).json()) as { id: number }[])[0]!).id;
  const salesInvoice = (((await (await request.get('/api/receivables/documents?list=invoice')).json()) as { id: number }[])[0]!).id;
  const receivablesClient = (((await (await request.get('/api/receivables/clients')).json()) as { partnerId: number }[])[0]!).partnerId;
  const goodsReceipt = await firstId(request, '/purchasing/receipts');
  const goodsReturn = await firstId(request, '/purchasing/returns');
  const purchaseOrder = await firstId(request, '/purchasing/documents?kind=purchase_order');
  const delivery = await firstId(request, '/sales/deliveries');
  const salesReturn = await firstId(request, '/sales/returns');
  // The demo uniform program and its client (the program page's address holds both).
  const programClient = await firstId(request, `/business-partners?search=${encodeURIComponent('Halcón del Centro')}`);
  const programs = (await (await request.get(`/api/business-partners/${programClient}/programs`)).json()) as { id: number }[];
  expect(programs.length, 'the demo client has a uniform program').toBeGreaterThan(0);
  return (path, name) => {
    if (name === 'token') return 'x'.repeat(43);
    if (name === 'programId') return String(programs[0]!.id);
    if (name === 'id') {
      if (path.includes('/programas/')) return String(programClient);
      if (path.endsWith('/design')) return String(sampleInDesign);
      if (path.includes('/ventas/entregas/')) return String(delivery);
      if (path.includes('/ventas/devoluciones/')) return String(salesReturn);
      if (path.startsWith('/samples/') || path.startsWith('/clients/')) return String(sampleInReview);
      if (path.includes('/socios-negocios/')) return String(partner);
      if (path.includes('/cotizaciones/')) return String(quotation);
      if (path.includes('/pedidos/')) return String(order);
      if (path.includes('/articulos/')) return String(item);
      if (path.includes('/listas-materiales/')) return String(bom);
      if (path.includes('/produccion/ordenes/')) return String(productionOrder);
      if (path.includes('/produccion/operaciones/')) return String(operation.id);
      if (path.includes('/produccion/maquinas/')) return String(operation.machineId ?? machine);
      if (path.includes('/compras/facturas/')) return String(supplierInvoice);
      if (path.includes('/ventas/facturas/')) return String(salesInvoice);
      if (path.includes('/ventas/cartera/')) return String(receivablesClient);
      if (path.includes('/compras/documentos/')) return String(purchaseOrder);
      if (path.includes('/entregas-mercancia/')) return String(goodsReceipt);
      if (path.includes('/devoluciones-mercancia/')) return String(goodsReturn);
      for (const [segment, id] of Object.entries(stockDocument)) if (path.includes(`/inventario/${segment}/`)) return String(id);
    }
    throw new Error(`page-titles.spec.ts: no example value for «:${name}» of ${path}; add one`);
  };
}

// Issue 33, item 9: every page of the product has its own title ('Cotización S00097 · Muestrario'), walked
// from the route table itself (and the back-office's sidebar pages), so a route added later is covered.
test('every route of the product has its own page title', async ({ signedIn: page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const example = await exampleParams(page.request);
  const paths = [
    ...Object.values(routes).map((r) => r.path as string),
    ...navigationPages(navigation).map((p) => `${routes.admin.path}/${p.path}`),
  ];
  const urls = [...new Set(paths)].map((path) => ({ path, url: path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => example(path, name)) }));
  // The public pages are seen as a visitor without a session sees them (an unknown reset or approval token
  // answers 404 there: the page says the link is not valid, which is its title's case too).
  const publicPaths = new Set<string>([routes.login.path, routes.networkError.path, routes.approval.path, routes.programPortal.path, routes.forgotPassword.path, routes.resetPassword.path]);
  const visitor = await browser.newPage({ baseURL });
  const titles: string[] = [];
  try {
    for (const { path, url } of urls) {
      const tab = publicPaths.has(path) ? visitor : page;
      await tab.goto(url);
      await expect.poll(() => tab.title(), { message: `title of ${url}` }).toMatch(new RegExp(`^.+ · ${APP}$`));
      const title = await tab.title();
      expect(title, `${url} is a page, not «not found»`).not.toContain('Página no encontrada');
      titles.push(`${path} → ${title}`);
    }
  } finally {
    await visitor.close();
  }
  console.log(titles.join('\n'));
});
