import { expect as expectApi, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 35 item 3 by clicking: a seller picks the new hires of a program, previews the order (a grid per
 * garment, the names, the refusals), creates it, opens it and sees the grid and the names; an admin
 * authorises an exception over an employee's allowance with a reason. Each test builds its own program
 * on the demo client through the API (its employees started days ago), so reruns and other specs on the
 * same database do not change what 'Nuevos ingresos' picks. At 1440 px and on a 390 px phone.
 */

test.use({ viewport: WIDE });

const CLIENT = 'Transportes Halcón del Centro';
const SAMPLE = 'Polos operadores Halcón';

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, ...(data === undefined ? {} : { data }) });
  expectApi(res.ok(), `${method} ${path} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A program of the demo client with one job title whose kit is 2 Azul marino polos, and its employees. */
async function buildProgram(request: APIRequestContext, tag: string, people: { name: string; size: string; startedDaysAgo: number }[]) {
  const partner = (await call<{ rows: { id: number }[] }>(request, 'GET', `/business-partners?search=${encodeURIComponent(CLIENT)}`)).rows[0]!;
  const program = await call<{ id: number; name: string }>(request, 'POST', `/business-partners/${partner.id}/programs`, {
    name: `Reorden e2e ${tag}`,
    period: 'anual',
    periodStart: `${new Date().getUTCFullYear()}-01-01`,
    notes: '',
    active: true,
    sellerId: null,
  });
  const options = await call<{ samples: { id: number; name: string }[]; styles: { id: number; code: string; colours: { id: number; name: string }[] }[] }>(request, 'GET', `/programs/${program.id}/kit-options`);
  const polo = options.styles.find((s) => s.code === 'POL-001')!;
  const sample = options.samples.find((s) => s.name === SAMPLE)!;
  const detail = await call<{ jobTitles: { id: number; name: string }[] }>(request, 'POST', `/programs/${program.id}/job-titles`, { name: 'Operador de andén' });
  const jobTitle = detail.jobTitles.find((t) => t.name === 'Operador de andén')!;
  await call(request, 'POST', `/programs/${program.id}/job-titles/${jobTitle.id}/kit-lines`, {
    itemId: polo.id,
    colourId: polo.colours.find((c) => c.name === 'Azul marino')!.id,
    sampleId: sample.id,
    piecesPerPeriod: 2,
  });
  const employees: { id: number; name: string }[] = [];
  for (const [i, p] of people.entries()) {
    employees.push(
      await call(request, 'POST', `/programs/${program.id}/employees`, {
        employeeNumber: `R${tag}-${i + 1}`,
        name: p.name,
        jobTitleId: jobTitle.id,
        area: 'Andén',
        startDate: daysAgo(p.startedDaysAgo),
        active: true,
        sizes: { [`item:${polo.id}`]: p.size },
      }),
    );
  }
  return { id: program.id, partnerId: partner.id, name: program.name, employees };
}

const tagOf = (workerIndex: number) => `${Date.now().toString(36).slice(-4)}${workerIndex}`.toUpperCase();

async function openReorder(page: Page, program: { id: number; partnerId: number; name: string }) {
  await page.goto(`/admin/socios/socios-negocios/${program.partnerId}/programas/${program.id}`);
  await expect(page.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Reorden' }).click();
  await expect(page.getByRole('region', { name: 'Empleados' })).toBeVisible();
}

test('a seller picks the new hires, previews, creates the sales order and sees its grid and names', async ({ signedIn: page }, testInfo) => {
  const tag = tagOf(testInfo.workerIndex);
  const program = await buildProgram(page.request, tag, [
    { name: 'Ana Ruiz', size: 'M', startedDaysAgo: 3 },
    { name: 'Eva Soto', size: 'G', startedDaysAgo: 10 },
    { name: 'Iván Leal', size: 'M', startedDaysAgo: 20 },
    { name: 'Olga Vega', size: 'XG', startedDaysAgo: 400 },
  ]);
  await openReorder(page, program);

  await page.getByRole('button', { name: 'Nuevos ingresos' }).click();
  await expect(page.getByText('3 empleados · 6 piezas en 1 línea')).toBeVisible();
  const picker = page.getByRole('region', { name: 'Empleados' });
  for (const name of ['Ana Ruiz', 'Eva Soto', 'Iván Leal']) await expect(picker.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  await expect(picker.getByRole('checkbox', { name: /Olga Vega/ })).not.toBeChecked();

  const grid = page.getByRole('table', { name: /POL-001/ });
  const row = grid.getByRole('row', { name: /Azul marino/ });
  await expect(row.getByRole('cell')).toHaveText(['0', '4', '2', '0', '0', '0', '6']);
  await page.getByText('Lista de nombres de POL-001 (6 nombres)').click();
  await expect(page.getByRole('list', { name: 'Nombres de POL-001' })).toContainText('Ana RuizAzul marino · M · 2 piezas');
  await snap(page, 'program-reorder-preview-wide');
  await page.setViewportSize(PHONE);
  await expect(page.getByText('3 empleados · 6 piezas en 1 línea')).toBeVisible();
  await snap(page, 'program-reorder-preview-phone');
  await page.setViewportSize(WIDE);

  await page.getByRole('button', { name: 'Crear orden de venta' }).click();
  await page.waitForURL(/\/admin\/ventas\/pedidos\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Orden de venta OV\d{5}$/ })).toBeVisible();
  const grids = page.getByRole('region', { name: 'Tallas y nombres' });
  await expect(grids.getByText(`POL-001 · muestra «${SAMPLE}» · 6 piezas · 6 nombres`)).toBeVisible();
  await grids.getByRole('button', { name: 'Tallas y nombres de la línea 1' }).click();
  await expect(grids.getByLabel('Cantidad Azul marino talla M')).toHaveValue('4');
  await expect(grids.getByLabel('Cantidad Azul marino talla G')).toHaveValue('2');
  const names = grids.getByRole('table', { name: 'Nombres revisados' });
  for (const name of ['Ana Ruiz', 'Eva Soto', 'Iván Leal']) await expect(names.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);
  await expect(names.getByRole('row', { name: /Olga Vega/ })).toHaveCount(0);
  await snap(page, 'program-reorder-order-wide');
  await page.setViewportSize(PHONE);
  await snap(page, 'program-reorder-order-phone');
});

test('an admin authorises an exception over an employee’s allowance with a reason; the report shows who and why', async ({ signedIn: seller, signInAs }, testInfo) => {
  const tag = tagOf(testInfo.workerIndex);
  const program = await buildProgram(seller.request, tag, [
    { name: 'Raúl Mora', size: 'M', startedDaysAgo: 300 },
    { name: 'Sara Lara', size: 'CH', startedDaysAgo: 300 },
  ]);
  // Raúl already got his two polos this period.
  await call(seller.request, 'POST', `/programs/${program.id}/reorders`, { pick: { kind: 'empleados', employeeIds: [program.employees[0]!.id] } });

  const page = await signInAs(ADMIN);
  await openReorder(page, program);
  await page.getByRole('button', { name: 'Todos' }).click();
  await expect(page.getByText('1 empleado · 2 piezas en 1 línea')).toBeVisible();
  const refusals = page.getByRole('table', { name: 'Rechazadas (1)' });
  await expect(refusals.getByRole('row', { name: /Raúl Mora/ })).toContainText('Excede su asignación del periodo: le corresponden 2 piezas, ya lleva 2 piezas y se piden 2 piezas; se rechazan 2 piezas.');

  await page.getByRole('button', { name: 'Autorizar excepción' }).click();
  const dialog = page.getByRole('dialog', { name: 'Autorizar excepción' });
  await expect(dialog.getByRole('checkbox', { name: /Raúl Mora/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Autorizar' }).click();
  await expect(dialog.getByLabel(/^Motivo/)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveText('Escribe el motivo de la excepción.');
  await dialog.getByLabel(/^Motivo/).fill('Polos dañados por químicos en el andén');
  await snap(page, 'program-reorder-exception-dialog-wide');
  await dialog.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page.getByText('2 empleados · 4 piezas en 1 línea')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Excepciones autorizadas' })).toContainText('Raúl Mora · Polo piqué manga corta caballero · Azul marino: 2 piezas más. Motivo: Polos dañados por químicos en el andén');
  await snap(page, 'program-reorder-exception-wide');

  await page.getByRole('button', { name: 'Crear orden de venta' }).click();
  await page.waitForURL(/\/admin\/ventas\/pedidos\/\d+$/);
  await expect(page.getByRole('region', { name: 'Tallas y nombres' }).getByText(`POL-001 · muestra «${SAMPLE}» · 4 piezas · 4 nombres`)).toBeVisible();

  // The report: the exception with who and why; Raúl's allowance 2 + 2, all ordered.
  await page.goto(`/admin/socios/socios-negocios/${program.partnerId}/programas/${program.id}`);
  await page.getByRole('tab', { name: 'Informe' }).click();
  const exceptions = page.getByRole('table', { name: 'Excepciones autorizadas' });
  await expect(exceptions.getByRole('row', { name: /Raúl Mora/ })).toContainText('Polos dañados por químicos en el andén');
  await expect(exceptions.getByRole('row', { name: /Raúl Mora/ })).toContainText('Carmen Vega');
  const rows = page.getByRole('table', { name: 'Piezas por empleado' });
  await expect(rows.getByRole('row', { name: /Raúl Mora/ }).getByRole('cell')).toHaveText(['Polo piqué manga corta caballero · Azul marino', '2 + 2', '4', '0', '4', '0', /^OV\d{5}, OV\d{5}$/]);
  await snap(page, 'program-report-wide');
  await page.setViewportSize(PHONE);
  await snap(page, 'program-report-phone');
});
