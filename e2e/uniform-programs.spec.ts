import { expect, test } from './support/fixtures';
import { PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 35, a client's uniform program by clicking: the seller opens the client from Socios de Negocio,
 * creates a program, adds a job title with a kit line (its authorised polo), then adds an employee with
 * the size of that polo on the roster; at 1440 px and on a 390 px phone.
 */

test.use({ viewport: WIDE });

const CLIENT = 'Transportes Halcón del Centro, S.A. de C.V.';
/** Distinct per run and per worker, so reruns on the same database find only their own records. */
const unique = (workerIndex: number) => `${Date.now().toString(36).slice(-5)}${workerIndex}`.toUpperCase();

test('a seller creates a program, a job title with a kit line and adds an employee with sizes', async ({ signedIn: page, consoleErrors }, testInfo) => {
  // The duplicate employee below is the server's 409, which the browser logs.
  consoleErrors.allow(/409 \(Conflict\) @ .*\/api\/programs\/\d+\/employees$/);
  const programName = `Dotación e2e ${unique(testInfo.workerIndex)}`;
  await page.goto('/admin/socios/socios-negocios');
  await page.getByRole('searchbox', { name: 'Buscar socio' }).fill('Halcón del Centro');
  await page.getByRole('link', { name: `Editar ${CLIENT}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: CLIENT })).toBeVisible();

  // The client's programs: the demo's, and a new one.
  const section = page.getByRole('region', { name: 'Programas de uniformes' });
  await expect(section.getByRole('link', { name: 'Uniformes 2026' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await snap(page, 'programs-partner-wide');
  await section.getByRole('button', { name: 'Nuevo programa' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo programa de uniformes' });
  await create.getByLabel('Nombre del programa', { exact: true }).fill('');
  await create.getByRole('button', { name: 'Crear programa' }).click();
  await expect(create.getByLabel('Nombre del programa', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await create.getByLabel('Nombre del programa', { exact: true }).fill(programName);
  await create.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Semestral' });
  await create.getByRole('button', { name: 'Crear programa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: programName })).toBeVisible();
  await expect(page).toHaveTitle(`Programa ${programName} · Muestrario`);
  await expect(page.getByRole('tab', { name: 'Puestos y kits', selected: true })).toBeVisible();

  // A job title and its kit: the authorised polo of this client.
  await page.getByRole('button', { name: 'Nuevo puesto' }).click();
  const title = page.getByRole('dialog', { name: 'Nuevo puesto' });
  await title.getByLabel('Nombre del puesto', { exact: true }).fill('Chofer de reparto');
  await title.getByRole('button', { name: 'Agregar puesto' }).click();
  await expect(page.getByRole('region', { name: 'Chofer de reparto' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar prenda al kit de Chofer de reparto' }).click();
  const line = page.getByRole('dialog', { name: 'Agregar prenda al kit de Chofer de reparto' });
  await line.getByLabel('Estilo', { exact: true }).selectOption({ label: 'POL-001 · Polo piqué manga corta caballero' });
  await line.getByLabel('Color', { exact: true }).selectOption({ label: 'Azul marino' });
  await line.getByLabel('Muestra autorizada', { exact: true }).selectOption({ label: 'Polos operadores Halcón (Polo)' });
  await line.getByLabel('Piezas por periodo', { exact: true }).fill('3');
  await snap(page, 'programs-kit-line-dialog-wide');
  await line.getByRole('button', { name: 'Agregar al kit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prenda agregada al kit.' })).toBeVisible();
  const kit = page.getByRole('table', { name: 'Kit de Chofer de reparto' });
  await expect(kit.getByRole('row', { name: /POL-001/ })).toContainText('Polos operadores Halcón');
  await expect(kit.getByRole('row', { name: /POL-001/ })).toContainText('3');
  await snap(page, 'programs-kits-wide');

  // The roster: an employee with the polo's size.
  await page.getByRole('tab', { name: 'Plantilla' }).click();
  await expect(page.getByText('No hay empleados con estos filtros')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar empleado' }).click();
  const person = page.getByRole('dialog', { name: 'Agregar empleado' });
  await person.getByLabel('Número de empleado', { exact: true }).fill('R-001');
  await person.getByLabel('Nombre completo', { exact: true }).fill('Efraín Salgado Ortiz');
  await person.getByLabel('Área', { exact: true }).fill('Flotilla');
  await person.getByLabel('Fecha de ingreso', { exact: true }).fill('2026-03-02');
  await person.getByRole('group', { name: 'Tallas de su kit' }).getByLabel('Talla de Polo piqué manga corta caballero', { exact: true }).selectOption('XG');
  await snap(page, 'programs-employee-dialog-wide');
  await person.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Efraín Salgado Ortiz agregado a la plantilla.' })).toBeVisible();
  const roster = page.getByRole('table', { name: '1 empleado' });
  const row = roster.getByRole('row', { name: /Efraín Salgado Ortiz/ });
  await expect(row).toContainText('R-001');
  await expect(row).toContainText('Chofer de reparto');
  await expect(row.getByRole('cell', { name: 'XG' })).toBeVisible();
  await snap(page, 'programs-roster-wide');

  // A duplicate is refused beside its field.
  await page.getByRole('button', { name: 'Agregar empleado' }).click();
  const twin = page.getByRole('dialog', { name: 'Agregar empleado' });
  await twin.getByLabel('Nombre completo', { exact: true }).fill('EFRAIN SALGADO ORTIZ');
  await twin.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(twin.getByLabel('Nombre completo', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(twin.getByText('Ya hay un empleado llamado «EFRAIN SALGADO ORTIZ» en este programa.')).toBeVisible();
  await twin.getByRole('button', { name: 'Cancelar' }).click();

  // On a phone: the roster as cards, nothing wider than the screen.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: programName })).toBeVisible();
  await expect(page.getByRole('list', { name: '1 empleado' }).getByText('Efraín Salgado Ortiz')).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await snap(page, 'programs-roster-phone');
  await page.getByRole('tab', { name: 'Puestos y kits' }).click();
  await expect(page.getByRole('list', { name: 'Kit de Chofer de reparto' })).toBeVisible();
  await snap(page, 'programs-kits-phone');
  await page.getByRole('tab', { name: 'Plantilla' }).click();
  await page.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(page.getByRole('dialog', { name: 'Agregar empleado' })).toBeVisible();
  await snap(page, 'programs-employee-dialog-phone');
  await page.setViewportSize(WIDE);
});

test('the demo program’s roster at 1440 px and on a phone', async ({ signedIn: page }) => {
  await page.goto('/admin/socios/socios-negocios');
  await page.getByRole('searchbox', { name: 'Buscar socio' }).fill('Halcón del Centro');
  await page.getByRole('link', { name: `Editar ${CLIENT}` }).click();
  await page.getByRole('region', { name: 'Programas de uniformes' }).getByRole('link', { name: 'Uniformes 2026' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uniformes 2026' })).toBeVisible();
  await snap(page, 'programs-demo-kits-wide');
  await page.getByRole('tab', { name: 'Plantilla' }).click();
  // The demo's 28 active employees, and any new hire the portal's test added before this one.
  const roster = page.getByRole('table', { name: /^\d+ empleados$/ });
  await expect(roster).toBeVisible();
  const everyone = Number((await page.getByText(/^\d+ empleados$/).textContent())!.split(' ')[0]);
  expect(everyone).toBeGreaterThanOrEqual(28);
  await expect(roster.locator('tbody tr')).toHaveCount(everyone);
  await page.getByLabel('Puesto', { exact: true }).selectOption({ label: 'Chofer' });
  await expect(page.getByRole('table', { name: `${everyone} empleados` })).toHaveCount(0);
  const drivers = Number((await page.getByText(/^\d+ empleados$/).textContent())!.split(' ')[0]);
  expect(drivers).toBeGreaterThanOrEqual(10);
  await expect(roster.locator('tbody tr')).toHaveCount(drivers);
  for (const row of await roster.locator('tbody tr').all()) await expect(row).toContainText('Chofer');
  await snap(page, 'programs-demo-roster-wide');
  await page.setViewportSize(PHONE);
  await snap(page, 'programs-demo-roster-phone');
  await page.setViewportSize(WIDE);
});
