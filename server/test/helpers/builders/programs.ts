import type { FastifyInstance } from 'fastify';
import type { ProgramPeriod } from '@muestrario/shared/domain';
import { foldName, garmentTypeOfStyle, sampleSearchFold } from '@muestrario/shared/rules';
import { items as demoItems } from '../../../src/db/seed/data/items';
import { seedItems } from '../../../src/modules/items/seed';
import { clientSearchText } from '../../../src/modules/clients/search-text';

/** The styles a built program's kits use (the demo catalogue's; created when the database lacks them). */
export const PROGRAM_STYLES = { polo: 'POL-001', jacket: 'CHM-001', cap: 'GOR-001', trousers: 'PAN-001' } as const;
export type ProgramStyleKey = keyof typeof PROGRAM_STYLES;

export interface ProgramOptions {
  /** Employees on the roster (default 10): two in five are 'Supervisor', the rest 'Operador de almacén'. */
  employees?: number;
  /** The program's seller (default: the first seller of the database, created as 'vendedor-programas' if none). */
  sellerId?: number;
  /** The client's name (default 'Logística Prueba N, S.A. de C.V.': a new client each call). */
  clientName?: string;
  name?: string;
  period?: ProgramPeriod;
  /** Default '2025-01-01' (the test clock is in March 2025). */
  periodStart?: string;
}

export interface BuiltStyle {
  id: number;
  code: string;
  garmentType: string;
  sizes: string[];
  /** The colour the kits use (the style's first). */
  colourId: number;
  colourName: string;
  /** The client's authorised sample (stage 7) of this style. */
  sampleId: number;
}

export interface BuiltEmployee {
  id: number;
  name: string;
  employeeNumber: string;
  jobTitleId: number;
  area: string;
  /** garment type → size, one per style of the employee's kit. */
  sizes: Record<string, string>;
}

export interface BuiltProgram {
  programId: number;
  clientId: number;
  sellerId: number;
  periodStart: string;
  styles: Record<ProgramStyleKey, BuiltStyle>;
  jobTitles: { operator: number; supervisor: number };
  /**
   * Kit lines. Operador de almacén: 2 polos, 1 chamarra, 1 gorra, 2 pantalones per period.
   * Supervisor: 3 polos, 1 chamarra.
   */
  kitLines: {
    operatorPolo: number;
    operatorJacket: number;
    operatorCap: number;
    operatorTrousers: number;
    supervisorPolo: number;
    supervisorJacket: number;
  };
  employees: BuiltEmployee[];
}

const FIRST = ['Juan', 'María', 'José', 'Ana', 'Luis', 'Rosa', 'Pedro', 'Elena', 'Jorge', 'Laura', 'Raúl', 'Sofía', 'Diego', 'Paola', 'Iván', 'Karla', 'Hugo', 'Irma', 'Omar', 'Lucía'];
const LAST = ['Pérez', 'López', 'García', 'Ruiz', 'Díaz', 'Soto', 'Cruz', 'Vega', 'Rojas', 'Mora', 'Leal', 'Ortiz', 'Lara'];
const AREAS = ['Almacén', 'Patio', 'Embarques'];

let built = 0;

/**
 * A client with a uniform program, ready for tests (issue 35): a new client (partner type 'Cliente'), its
 * authorised samples (stage 7) of POL-001, CHM-001, GOR-001 and PAN-001 (the styles are created from the
 * demo catalogue when missing, with their price articles when the database has them), a program with two
 * job titles and their kits, and `employees` employees with an employee number, an area and a size for
 * every style of their kit. Rows are written as the programs service leaves them (unique folded names,
 * sizes within each style's run). Names are unique per call: 'Juan Pérez 1', 'María López 2'…
 */
export async function buildProgram(app: FastifyInstance, options: ProgramOptions = {}): Promise<BuiltProgram> {
  built += 1;
  const db = app.db;
  const at = '2025-03-10T10:00:00.000Z';
  const sellerId = options.sellerId ?? (await firstSeller(app));
  const clientName = options.clientName ?? `Logística Prueba ${built}, S.A. de C.V.`;

  const cardCode = `CP${String(built).padStart(4, '0')}`;
  const client = await db
    .insertInto('clients')
    .values({
      card_code: cardCode,
      card_name: clientName,
      partner_type: 'Cliente',
      country: 'México',
      department: null,
      search_text: clientSearchText({ cardCode, cardName: clientName, rfc: '' }),
      search_name: sampleSearchFold(clientName),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The styles (from the demo catalogue when missing).
  const missing: (typeof demoItems)[number][] = [];
  for (const code of Object.values(PROGRAM_STYLES)) {
    if (!(await db.selectFrom('items').select('id').where('code', '=', code).executeTakeFirst())) missing.push(demoItems.find((i) => i.code === code)!);
  }
  if (missing.length) await db.transaction().execute((trx) => seedItems(trx, missing, at));

  const styles = {} as Record<ProgramStyleKey, BuiltStyle>;
  for (const [key, code] of Object.entries(PROGRAM_STYLES) as [ProgramStyleKey, string][]) {
    const item = await db.selectFrom('items').select(['id', 'clothing_id']).where('code', '=', code).executeTakeFirstOrThrow();
    const colour = await db.selectFrom('item_colours').select(['id', 'name']).where('item_id', '=', item.id).where('active', '=', 1).orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow();
    const sizes = (await db.selectFrom('item_sizes').select('size').where('item_id', '=', item.id).orderBy('sort_order').execute()).map((s) => s.size);
    const sampleName = `${code} ${clientName}`;
    const sample = await db
      .insertInto('samples')
      .values({
        sample_name: sampleName,
        search_name: sampleSearchFold(sampleName),
        client_id: client.id,
        clothing_id: item.clothing_id,
        stage: 7,
        sample_on: 'Prenda',
        clothing_color: '#1F2A44',
        sample_canvas: '',
        canvas_color: '#FFFFFF',
        notes: '',
        created_by: sellerId,
        create_date: at,
        due_date: '2025-03-01',
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    styles[key] = { id: item.id, code, garmentType: garmentTypeOfStyle(item.id), sizes, colourId: colour.id, colourName: colour.name, sampleId: sample.id };
  }

  const name = options.name ?? 'Uniformes 2025';
  const periodStart = options.periodStart ?? '2025-01-01';
  const repo = app.programs;
  const programId = await repo.insertProgram({
    partner_id: client.id,
    name,
    folded_name: foldName(name),
    seller_id: sellerId,
    period: options.period ?? 'anual',
    period_start: periodStart,
    notes: '',
    created_by: sellerId,
    created_at: at,
    updated_at: at,
  });
  const operator = await repo.insertJobTitle({ program_id: programId, name: 'Operador de almacén', folded_name: foldName('Operador de almacén'), sort_order: 0 });
  const supervisor = await repo.insertJobTitle({ program_id: programId, name: 'Supervisor', folded_name: foldName('Supervisor'), sort_order: 1 });
  const line = (jobTitleId: number, style: BuiltStyle, pieces: number, sort: number) =>
    repo.insertKitLine({ job_title_id: jobTitleId, sample_id: style.sampleId, item_id: style.id, colour_id: style.colourId, pieces_per_period: pieces, sort_order: sort });
  const kitLines = {
    operatorPolo: await line(operator, styles.polo, 2, 0),
    operatorJacket: await line(operator, styles.jacket, 1, 1),
    operatorCap: await line(operator, styles.cap, 1, 2),
    operatorTrousers: await line(operator, styles.trousers, 2, 3),
    supervisorPolo: await line(supervisor, styles.polo, 3, 0),
    supervisorJacket: await line(supervisor, styles.jacket, 1, 1),
  };
  const kitOf = (jobTitleId: number) => (jobTitleId === operator ? [styles.polo, styles.jacket, styles.cap, styles.trousers] : [styles.polo, styles.jacket]);

  const employees: BuiltEmployee[] = [];
  for (let i = 0; i < (options.employees ?? 10); i++) {
    const jobTitleId = i % 5 === 1 || i % 5 === 3 ? supervisor : operator;
    const employeeName = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i + 1}`;
    const employeeNumber = `E${String(i + 1).padStart(4, '0')}`;
    const area = AREAS[i % AREAS.length]!;
    const sizes: Record<string, string> = {};
    for (const style of kitOf(jobTitleId)) sizes[style.garmentType] = style.sizes[(i * 3 + style.id) % style.sizes.length]!;
    const id = await repo.insertEmployee({
      program_id: programId,
      employee_number: employeeNumber,
      name: employeeName,
      folded_name: foldName(employeeName),
      job_title_id: jobTitleId,
      area,
      start_date: i % 4 === 0 ? '2025-02-15' : '2023-06-01',
      created_at: at,
      updated_at: at,
    });
    await repo.replaceSizes(id, sizes);
    employees.push({ id, name: employeeName, employeeNumber, jobTitleId, area, sizes });
  }

  return { programId, clientId: client.id, sellerId, periodStart, styles, jobTitles: { operator, supervisor }, kitLines, employees };
}

/** The first seller of the database (a new one when there is none). */
async function firstSeller(app: FastifyInstance): Promise<number> {
  const seller = await app.db.selectFrom('users').select('id').where('role', '=', 'seller').orderBy('id').executeTakeFirst();
  if (seller) return seller.id;
  return (await app.users.create({ username: 'vendedor-programas', password: 'secreto-123', firstName: 'Víctor', lastName: 'Programas', role: 'seller' }, new Date())).id;
}
