// The pages `npm run bench` and the interleaved comparison load, with their goals (issue 34): JS bytes and
// LCP as ratios to the floor page. One list and one form of each back-office area; a new area adds its two
// rows here. Sample ids are looked up on the server measured (the demo data), so two builds compare alike.

const USERS = { demo: { username: 'demo', password: 'demo1234' }, admin: { username: 'admin', password: 'admin1234' } };

/** Signs the context in through the API (not measured; the cookie lands in the context's jar). */
export const signIn = (baseUrl, user = 'demo') => async (context) => {
  const res = await context.request.post(`${baseUrl}/api/auth/login`, { data: USERS[user] });
  if (!res.ok()) throw new Error(`sign-in as ${user} failed: ${res.status()}`);
};

const text = (t) => async (page) => page.getByText(t, { exact: true }).first().waitFor({ state: 'visible', timeout: 30000 });
const heading = async (page) => page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30000 });
const table = (name) => async (page) => page.getByRole('table', { name }).waitFor({ state: 'visible', timeout: 30000 });

/** A stage-1 sample (the editor) and a later one (the review), from the demo data of the server at `baseUrl`. */
async function demoSamples(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(USERS.demo) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const list = await (await fetch(`${baseUrl}/api/dashboard/samples`, { headers: { cookie } })).json();
  const rows = Array.isArray(list) ? list : (list.items ?? list.rows ?? []);
  const design = rows.find((s) => s.sampleStage === 1 && s.title !== null) ?? rows.find((s) => s.sampleStage === 1);
  const review = rows.find((s) => s.sampleStage > 2) ?? rows[0];
  if (!design || !review) throw new Error('the demo data has no samples to measure');
  return { design: design.sampleId, review: review.sampleId };
}

/**
 * The measured pages of the server at `baseUrl`, in order: name, URL, who signs in, what shows the content,
 * and the goals (JS × floor, LCP × floor). `BENCH_PAGES=/login,/admin` keeps only the pages so named.
 */
export async function benchPages(baseUrl) {
  const ids = await demoSamples(baseUrl);
  const signedIn = (name, path, goals, ready = heading, user = 'demo') => ({ name, url: `${baseUrl}${path}`, prepare: signIn(baseUrl, user), ready, goals });
  return [
    { name: '/login', url: `${baseUrl}/login`, ready: text('Inicia sesión en tu cuenta'), goals: [1.1, 1.3] },
    signedIn('/', '/', [1.5, 1.8], table('Muestras pendientes')),
    signedIn('/admin', '/admin', [1.5, 1.8]),
    signedIn('/samples/{id}', `/samples/${ids.review}`, [1.8, 2.0]),
    signedIn('/samples/{id}/design', `/samples/${ids.design}/design`, [1.8, 2.0]),
    signedIn('/admin/ventas/cotizaciones', '/admin/ventas/cotizaciones', [1.8, 2.0]),
    signedIn('/admin/ventas/cotizaciones/nueva', '/admin/ventas/cotizaciones/nueva', [1.8, 2.0]),
    signedIn('/admin/socios/socios-negocios', '/admin/socios/socios-negocios', [1.8, 2.0]),
    signedIn('/admin/socios/socios-negocios/nuevo', '/admin/socios/socios-negocios/nuevo', [1.8, 2.0]),
    signedIn('/admin/ajustes', '/admin/ajustes', [1.8, 2.0], heading, 'admin'),
    // One list and one form of each back-office area that came after issue 34 (issues 30–32), as the admin.
    signedIn('/admin/inventario/entradas', '/admin/inventario/entradas', [1.8, 2.0], heading, 'admin'),
    signedIn('/admin/inventario/entradas/nueva', '/admin/inventario/entradas/nueva', [1.8, 2.0], heading, 'admin'),
    signedIn('/admin/compras/pedidos', '/admin/compras/pedidos', [1.8, 2.0], heading, 'admin'),
    signedIn('/admin/compras/pedidos/nuevo', '/admin/compras/pedidos/nuevo', [1.8, 2.0], heading, 'admin'),
    signedIn('/admin/produccion/ordenes', '/admin/produccion/ordenes', [1.8, 2.0], heading, 'admin'),
    signedIn('/admin/produccion/listas-materiales/nueva', '/admin/produccion/listas-materiales/nueva', [1.8, 2.0], heading, 'admin'),
    signedIn('/admin/ventas/facturas', '/admin/ventas/facturas', [1.8, 2.0], heading, 'admin'),
    signedIn('/admin/ventas/facturas/nueva', '/admin/ventas/facturas/nueva', [1.8, 2.0], heading, 'admin'),
    signedIn('/admin/ventas/cartera', '/admin/ventas/cartera', [1.8, 2.0], heading, 'admin'),
  ];
}

/** The pages BENCH_PAGES names (all when unset). */
export function chosenPages(pages) {
  const only = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
  return only.length ? pages.filter((p) => only.includes(p.name)) : pages;
}

export const floorReady = text('Inicia sesión en tu cuenta');
