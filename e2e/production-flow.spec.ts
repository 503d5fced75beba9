import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, PRODUCTION, QUALITY, SECOND_SELLER, snap, WIDE } from './support/screens';
import { ticketQrCodes } from './support/ticket';

/*
 * Issue 30, acceptance 4, by clicking, with several people in their own browser contexts: a seller orders
 * 120 polos (3 colours × 6 sizes) of an authorised sample with a pasted name list and sends the line to
 * production → production releases the production order → the board shows its operations on an
 * embroidery machine → the job ticket's QR, opened on a 390 px phone → 'Iniciar' → 'Terminar' with 118
 * good and 2 rejected → the board and the order's progress change in the other contexts without a reload.
 */

const CLIENT = 'Hospital San Rafael del Valle, S.A. de C.V.';
const SAMPLE = 'Uniformes recepción hospital';
const COLOURS = ['Azul marino', 'Blanco', 'Rojo'] as const;
const SIZES = ['CH', 'M', 'G', 'XG', '2XG', '3XG'] as const;
/** Per colour: 40 pieces; 3 colours → 120. */
const PER_SIZE = [5, 8, 10, 8, 5, 4] as const;
const FIRST = ['Ana', 'Luis', 'Rosa', 'Iván', 'Eva', 'Raúl', 'Sara', 'Hugo', 'Irma', 'Omar', 'Lía', 'Noé'];
const LAST = ['Soto', 'Ruiz', 'Vega', 'Lara', 'Mora', 'Cruz', 'Díaz', 'Leal', 'Paz', 'Gil'];

/** One short, unique name per piece (each fits the 'NOMBRE APELLIDO' box), tab separated with a header. */
function nameList(): string {
  const rows = ['nombre\ttalla\tcolor'];
  let i = 0;
  for (const colour of COLOURS)
    SIZES.forEach((size, s) => {
      for (let k = 0; k < PER_SIZE[s]!; k++, i++) rows.push(`${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}\t${size}\t${colour}`);
    });
  return rows.join('\n');
}

/** A calendar day `days` after today, as the date field takes it. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function orderWithGrid(seller: Page, tag: string): Promise<void> {
  await seller.goto('/admin/ventas/pedidos/nueva');
  await expect(seller.getByRole('heading', { level: 1, name: 'Nueva orden de venta' })).toBeVisible();
  await seller.getByRole('combobox', { name: 'Cliente' }).fill('San Rafael');
  await seller.getByRole('option', { name: CLIENT }).click();
  await seller.getByLabel('Nombre', { exact: true }).fill(`Polos recepción con nombre ${tag}`);
  await seller.getByLabel('Fecha de entrega prometida').fill(dayFromToday(10));
  await seller.getByRole('button', { name: 'Agregar línea' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Agregar línea' });
  const article = dialog.getByLabel('Artículo');
  const option = article.locator('option', { hasText: /PLY-PQ-01/ }).first();
  await expect(option).toBeAttached();
  await article.selectOption({ label: (await option.textContent()) ?? '' });
  await dialog.getByLabel('Cantidad').fill('1');
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(dialog).toBeHidden();
  await seller.getByRole('button', { name: /^Crear/ }).click();
  await seller.waitForURL(/\/admin\/ventas\/pedidos\/\d+$/);

  const section = seller.getByRole('region', { name: 'Tallas y nombres' });
  await section.getByRole('button', { name: 'Tallas y nombres de la línea 1' }).click();
  const style = section.getByLabel('Estilo de la línea 1');
  await style.selectOption({ label: (await style.locator('option', { hasText: 'POL-001' }).textContent()) ?? '' });
  const sample = section.getByLabel('Muestra autorizada de la línea 1');
  await expect(sample.locator('option', { hasText: SAMPLE })).toBeAttached();
  await sample.selectOption({ label: (await sample.locator('option', { hasText: SAMPLE }).textContent()) ?? '' });
  for (const colour of COLOURS) {
    for (const [s, size] of SIZES.entries()) await section.getByLabel(`Cantidad ${colour} talla ${size}`).fill(String(PER_SIZE[s]));
  }
  await expect(section.getByText('Total de la línea: 120 piezas', { exact: false })).toBeVisible();
  await section.getByLabel('Lista de nombres').fill(nameList());
  await section.getByRole('button', { name: 'Guardar tallas y nombres de la línea 1' }).click();
  await expect(seller.getByRole('region', { name: 'Tallas y nombres' }).getByText(/120 piezas · 120 nombres/)).toBeVisible();
}

test('a seller orders 120 named polos, production releases them, the board plans them, a phone starts and finishes the embroidery, and everyone sees it live', async ({ signInAs }, testInfo) => {
  test.setTimeout(240_000);
  const tag = `${testInfo.workerIndex}-${Date.now().toString(36).slice(-4)}`;

  // The seller: a sales order line with its grid and names, then 'Mandar a producción'.
  const seller = await signInAs(SECOND_SELLER, WIDE);
  await orderWithGrid(seller, tag);
  await seller.getByRole('button', { name: 'Mandar a producción (línea 1)' }).click();
  await seller.waitForURL(/\/admin\/produccion\/ordenes\/\d+$/);
  const heading = seller.getByRole('heading', { level: 1, name: /^Orden de fabricación OF-\d{5}$/ });
  await expect(heading).toBeVisible();
  const folio = ((await heading.textContent()) ?? '').replace('Orden de fabricación ', '');
  const orderId = Number(/\/(\d+)$/.exec(seller.url())![1]);
  await expect(seller.getByText('Planeada').first()).toBeVisible();
  // A seller may not release it.
  await expect(seller.getByRole('button', { name: 'Liberar' })).toHaveCount(0);
  const progress = seller.getByRole('progressbar', { name: `Avance de ${folio}` });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // Production: finds the order in the list and releases it.
  const production = await signInAs(PRODUCTION, WIDE);
  await production.goto('/admin/produccion/ordenes');
  await expect(production.getByRole('heading', { level: 1, name: 'Órdenes de fabricación' })).toBeVisible();
  await production.getByLabel('Buscar orden de fabricación').fill(folio);
  // As a person does: once the list shows just that order.
  await expect(production.getByRole('status').filter({ hasText: 'de 1 resultado' })).toBeVisible();
  await production.getByRole('link', { name: folio, exact: true }).click();
  await expect(production.getByRole('heading', { level: 1, name: `Orden de fabricación ${folio}` })).toBeVisible();
  await production.getByRole('button', { name: 'Liberar' }).click();
  await expect(production.getByText('Liberada').first()).toBeVisible();
  // The seller's page follows without a reload.
  await expect(seller.getByText('Liberada').first()).toBeVisible();
  await snap(production, 'production-order-wide');

  // The board: the order's embroidery on an embroidery machine (the week that holds it).
  await production.getByRole('link', { name: 'Tablero de planta' }).click();
  await expect(production.getByRole('heading', { level: 1, name: 'Tablero de planta' })).toBeVisible();
  const board = production.getByRole('table', { name: /Tablero de planta/ });
  const cardName = new RegExp(`^${folio} · Bordado`);
  const card = board.getByRole('article', { name: cardName });
  const firstDay = board.getByRole('columnheader').nth(1);
  await expect(firstDay).toBeVisible();
  // The plan runs back from the promised day (ten days ahead): this week or the next ones.
  for (let i = 0; i < 3 && (await card.count()) === 0; i++) {
    const shown = (await firstDay.textContent()) ?? '';
    await production.getByRole('link', { name: 'Semana siguiente' }).click();
    await expect(firstDay).not.toHaveText(shown);
  }
  await expect(card.first()).toBeVisible();
  const embroideryRow = board.getByRole('row').filter({ has: production.getByRole('article', { name: cardName }) });
  await expect(embroideryRow.getByRole('rowheader')).toContainText('Bordadora');
  await snap(production, 'production-board-wide');

  // The ticket's QR codes: one per operation; the embroidery's opens on a phone.
  const codes = await ticketQrCodes(production.request, orderId);
  const order = (await (await production.request.get(`/api/production/orders/${orderId}`)).json()) as { operations: { id: number; kind: string }[] };
  expect(codes.map((c) => new URL(c).pathname).sort()).toEqual(order.operations.map((o) => `/admin/produccion/operaciones/${o.id}`).sort());
  const embroidery = order.operations.find((o) => o.kind === 'embroidery')!;
  const url = codes.find((c) => c.endsWith(`/admin/produccion/operaciones/${embroidery.id}`));
  expect(url, `QR de la operación ${embroidery.id} en ${codes.join(', ')}`).toBeTruthy();

  const phone = await signInAs(QUALITY, PHONE);
  await phone.goto(new URL(url!).pathname);
  await expect(phone.getByRole('heading', { level: 1 })).toContainText('Bordado');
  await snap(phone, 'production-operation-phone');
  await phone.getByRole('button', { name: 'Iniciar' }).click();
  await expect(phone.getByText('En proceso').first()).toBeVisible();
  // The order is in progress for the seller, live.
  await expect(seller.getByText('En proceso').first()).toBeVisible();
  await phone.getByRole('button', { name: 'Terminar' }).click();
  await phone.getByLabel('Piezas buenas').fill('118');
  await phone.getByLabel('Piezas rechazadas').fill('2');
  await phone.getByLabel('Motivo del rechazo').selectOption({ label: 'Puntada suelta' });
  await phone.getByRole('button', { name: 'Guardar y terminar' }).click();
  await expect(phone.getByText('Terminada').first()).toBeVisible();
  await snap(phone, 'production-operation-finished-phone');

  // Without a reload: the board shows it finished, the order's progress moved and counts 2 rejected.
  await expect(card.first()).toContainText('Terminada');
  await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
  await seller.getByRole('tab', { name: 'Operaciones' }).click();
  await expect(seller.getByRole('row').filter({ hasText: 'Bordado' }).first()).toContainText('118');
  await snap(seller, 'production-order-progress-wide');
});
