import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { DocumentEngine } from '../business-documents/service';
import { ItemsRepository } from '../items/repository';
import { OrderGridsService } from './service';

/** Demo grids: an open order's line made of a style with an authorised sample's name text (issue 30). */
interface SeedGrid {
  orderNumber: number;
  line: number;
  style: string;
  sample: string;
  colours: string[];
  sizes: string[];
  quantities: number[][];
  /** With one name per piece (default true; the sample needs a name text). */
  names?: boolean;
}

const SIZES = ['CH', 'M', 'G', 'XG', '2XG', '3XG'];
export const DEMO_GRIDS: readonly SeedGrid[] = [
  { orderNumber: 92, line: 1, style: 'OVE-001', sample: 'Overoles planta Monterrey', colours: ['Azul mezclilla', 'Azul marino'], sizes: SIZES, quantities: [[2, 3, 3, 2, 1, 1], [2, 3, 3, 2, 1, 1]] },
  { orderNumber: 94, line: 1, style: 'POL-001', sample: 'Uniformes recepción hospital', colours: ['Azul marino', 'Blanco'], sizes: SIZES, quantities: [[3, 5, 6, 4, 2, 0], [3, 5, 6, 4, 2, 0]] },
  // Production orders (issue 30 item 4) need more gridded lines; each keeps its line's quantity (24 and 40).
  { orderNumber: 92, line: 2, style: 'OVE-001', sample: 'Overoles planta Monterrey', colours: ['Azul mezclilla', 'Azul marino'], sizes: SIZES, quantities: [[2, 3, 3, 2, 1, 1], [2, 3, 3, 2, 1, 1]] },
  { orderNumber: 94, line: 2, style: 'POL-001', sample: 'Uniformes recepción hospital', colours: ['Azul marino', 'Blanco'], sizes: SIZES, quantities: [[3, 5, 6, 4, 2, 0], [3, 5, 6, 4, 2, 0]] },
];

const FIRST = ['Juan', 'María', 'José', 'Ana', 'Luis', 'Rosa', 'Pedro', 'Elena', 'Jorge', 'Laura', 'Raúl', 'Sofía', 'Diego', 'Paola', 'Iván', 'Karla', 'Hugo', 'Irma'];
const LAST = ['Pérez', 'López', 'García', 'Ruiz', 'Díaz', 'Soto', 'Cruz', 'Vega', 'Rojas', 'Mora', 'Leal', 'Ortiz', 'Lara'];

/** A tab-separated list with one short name per piece of the grid, in its order. */
export function demoNameList(grid: Pick<SeedGrid, 'colours' | 'sizes' | 'quantities'>, offset = 0): string {
  const rows = ['nombre\ttalla\tcolor'];
  grid.colours.forEach((colour, r) =>
    grid.sizes.forEach((size, c) => {
      for (let k = 0; k < grid.quantities[r]![c]!; k++) {
        const i = rows.length - 1 + offset;
        rows.push(`${FIRST[i % FIRST.length]} ${LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length]}\t${size}\t${colour}`);
      }
    }),
  );
  return rows.join('\n');
}

/** Inserts the demo grids inside the seeding transaction (orders by number, written as their seller). */
export async function seedOrderGrids(trx: Kysely<Database>, engine: DocumentEngine, at: string): Promise<void> {
  const service = new OrderGridsService(trx, engine, new ItemsRepository(trx));
  for (const [i, g] of DEMO_GRIDS.entries()) {
    const order = await trx.selectFrom('documents').select(['id', 'owner_id']).where('kind', '=', 'order').where('number', '=', g.orderNumber).executeTakeFirst();
    const style = await trx.selectFrom('items').select('id').where('code', '=', g.style).executeTakeFirst();
    const sample = await trx.selectFrom('samples').select('id').where('sample_name', '=', g.sample).executeTakeFirst();
    if (!order || !style || !sample) continue;
    await service.save(
      order.id,
      g.line,
      { styleId: style.id, sampleId: sample.id, colours: g.colours, sizes: g.sizes, quantities: g.quantities, nameList: g.names === false ? '' : demoNameList(g, i * 50) },
      order.owner_id,
      at,
      { trx },
    );
  }
}
