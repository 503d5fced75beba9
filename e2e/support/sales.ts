import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/*
 * Sales set-up shared by the delivery and invoicing specs: a seller's order with a colour × size grid made
 * through the API (as the seller did earlier), and the text layer of a PDF as pdftotext reads it.
 */

export const CLIENT_SAMPLE = 'Uniformes recepción hospital';

export async function ok<T>(what: string, response: Awaited<ReturnType<APIRequestContext['fetch']>>): Promise<T> {
  expect(response.ok(), `${what} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The seller's order of 5 polos: Azul marino 3XG × 3 and Blanco 3XG × 2 (the shipping shelf holds both). */
export async function orderWithGrid(seller: APIRequestContext, tag: string): Promise<{ id: number; folio: string; clientId: number }> {
  const samples = await ok<{ id: number; name: string; clientId: number }[]>('grid samples', await seller.get('/api/sales/grid-samples'));
  const sample = samples.find((s) => s.name === CLIENT_SAMPLE);
  expect(sample, `the demo's authorised sample «${CLIENT_SAMPLE}»`).toBeDefined();
  const noAddress = { street: 'Av. Juárez 100', city: 'Puebla', state: 'Puebla', zipCode: '72000' };
  const order = await ok<{ id: number; folio: string }>(
    'sales order',
    await seller.post('/api/sales/orders', {
      data: {
        clientId: sample!.clientId,
        contactId: null,
        name: `Polos entrega e2e ${tag}`,
        reference: `E2E-${tag}`,
        currency: 'MXN',
        exchangeRate: '1',
        lines: [{ code: 'PLY-PQ-01', description: 'Polo piqué con nombre', quantity: 5, unitPriceCents: 18_550 }],
        shippingAddress: noAddress,
        billingAddress: noAddress,
      },
    }),
  );
  const items = await ok<{ rows: { id: number; code: string }[] }>('items', await seller.get('/api/items', { params: { search: 'POL-001' } }));
  const style = items.rows.find((r) => r.code === 'POL-001')!;
  const names = ['nombre\ttalla\tcolor', 'Ana Ruiz\t3XG\tAzul marino', 'Luis Soto\t3XG\tAzul marino', 'Rosa Vega\t3XG\tAzul marino', 'Iván Lara\t3XG\tBlanco', 'Elena Cruz\t3XG\tBlanco'].join('\n');
  await ok('grid', await seller.put(`/api/sales/orders/${order.id}/lines/1/grid`, { data: { styleId: style.id, sampleId: sample!.id, colours: ['Azul marino', 'Blanco'], sizes: ['3XG'], quantities: [[3], [2]], nameList: names } }));
  return { ...order, clientId: sample!.clientId };
}

export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'remision-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
