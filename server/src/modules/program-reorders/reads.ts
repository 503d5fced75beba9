import type { Kysely } from 'kysely';
import type { ProgramEmployee, ProgramKitLine } from '@muestrario/shared/domain';
import type { ReorderPick } from '@muestrario/shared/contract';
import { REORDER_LIMITS, REORDER_MESSAGES as M } from '@muestrario/shared/domain';
import { foldText, nameTextBoxes, type AllowanceCount, type ReorderKitLine, type ReorderSample } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { ProgramsRepository } from '../programs/repository';

/*
 * What a reorder's plan reads (issue 35 item 3), always through the caller's connection or transaction:
 * inside the creating transaction every read must use `trx` (SQLite lends its one connection to it).
 */

/** A refusal of the request itself: 400 (what was sent) or 404 (not of this program). */
export class ReorderInputError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly fields: string[] = [],
    /** Everything in the way, one line each (a plan that cannot become an order). */
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}

/** 'YYYY-MM-DD' minus whole days. */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** The employees a pick names (see `ReorderPick`). Ids of another program are a 400 naming how many. */
export async function pickedEmployees(
  db: Kysely<Database>,
  programId: number,
  pick: ReorderPick,
  context: { periodStart: string; today: string },
): Promise<ProgramEmployee[]> {
  const repo = new ProgramsRepository(db);
  switch (pick.kind) {
    case 'empleados': {
      const ids = [...new Set(pick.employeeIds)];
      const found = await repo.employees(programId, { ids });
      if (found.length !== ids.length) throw new ReorderInputError(400, M.unknownEmployees(ids.length - found.length), ['pick.employeeIds']);
      return found;
    }
    case 'puesto': {
      const title = await repo.jobTitleRow(programId, pick.jobTitleId);
      if (!title) throw new ReorderInputError(400, M.unknownJobTitle, ['pick.jobTitleId']);
      return repo.employees(programId, { jobTitleId: pick.jobTitleId, active: true });
    }
    case 'area': {
      const wanted = foldText(pick.area.trim().replace(/\s+/g, ' '));
      if (wanted === '') throw new ReorderInputError(400, M.emptyArea, ['pick.area']);
      return (await repo.employees(programId, { active: true })).filter((e) => e.area !== null && foldText(e.area.trim().replace(/\s+/g, ' ')) === wanted);
    }
    case 'nuevos': {
      const since = daysBefore(context.today, pick.days ?? REORDER_LIMITS.newHireDaysDefault);
      const recent = (await repo.employees(programId, { active: true })).filter((e) => e.startDate !== null && e.startDate >= since && e.startDate <= context.today);
      const withPieces = new Set((await takenPieces(db, programId, context.periodStart, recent.map((e) => e.id))).map((t) => t.employeeId));
      return recent.filter((e) => !withPieces.has(e.id));
    }
    case 'todos':
      return repo.employees(programId, { active: true });
  }
}

/** The program's kit lines (every job title), in the plan's shape. */
export async function programKitLines(db: Kysely<Database>, programId: number): Promise<{ lines: ProgramKitLine[]; plan: ReorderKitLine[] }> {
  const repo = new ProgramsRepository(db);
  const titles = await repo.jobTitleRows(programId);
  const lines = await repo.kitLines(titles.map((t) => t.id));
  return {
    lines,
    plan: lines.map((k) => ({
      id: k.id,
      jobTitleId: k.jobTitleId,
      sampleId: k.sampleId,
      itemId: k.itemId,
      styleCode: k.itemCode,
      garment: garmentLabel(k),
      garmentType: k.garmentType,
      colour: k.colourName,
      sizes: k.sizes,
      piecesPerPeriod: k.piecesPerPeriod,
    })),
  };
}

/** What the screens call a kit line's garment: 'Polo piqué caballero · Azul marino'. */
export const garmentLabel = (k: Pick<ProgramKitLine, 'itemDescription' | 'colourName'>) => `${k.itemDescription} · ${k.colourName}`;

/** The kits' samples with their stage, client and the texts a name may fill. */
export async function kitSamples(db: Kysely<Database>, sampleIds: readonly number[]): Promise<(ReorderSample & { stage: number; clientId: number })[]> {
  if (!sampleIds.length) return [];
  const samples = await db.selectFrom('samples').select(['id', 'sample_name', 'stage', 'client_id']).where('id', 'in', [...sampleIds]).execute();
  const texts = await db
    .selectFrom('texts as t')
    .innerJoin('clothing_positions as p', 'p.id', 't.position_id')
    .select(['t.id', 't.sample_id', 't.text', 't.font', 't.width_cm', 't.height_cm', 'p.title'])
    .where('t.sample_id', 'in', [...sampleIds])
    .where('t.deleted_at', 'is', null)
    .orderBy('p.sort_order')
    .orderBy('t.id')
    .execute();
  return samples.map((s) => ({
    id: s.id,
    name: s.sample_name,
    stage: Number(s.stage),
    clientId: s.client_id,
    // The same boxes the order line's name check builds (order-grids/service.ts `sampleTexts`).
    boxes: nameTextBoxes(
      texts
        .filter((t) => t.sample_id === s.id)
        .map((t) => ({ textId: t.id, text: t.text, font: t.font, widthCm: Number(t.width_cm), heightCm: Number(t.height_cm), view: t.title })),
    ),
  }));
}

/** Pieces that count this period (orders not cancelled), per employee and kit line. */
export async function takenPieces(db: Kysely<Database>, programId: number, periodStart: string, employeeIds?: readonly number[]): Promise<AllowanceCount[]> {
  if (employeeIds && !employeeIds.length) return [];
  let q = db
    .selectFrom('program_order_pieces as p')
    .innerJoin('documents as d', 'd.id', 'p.order_id')
    .select(['p.employee_id', 'p.kit_line_id'])
    .select((eb) => eb.fn.sum<number | string>('p.pieces').as('pieces'))
    .where('p.program_id', '=', programId)
    .where('p.period_start', '=', periodStart)
    .where('d.status', '!=', 'Cancelada');
  if (employeeIds) q = q.where('p.employee_id', 'in', [...employeeIds]);
  const rows = await q.groupBy(['p.employee_id', 'p.kit_line_id']).execute();
  return rows.map((r) => ({ employeeId: r.employee_id, kitLineId: r.kit_line_id, pieces: Number(r.pieces) }));
}

/** Extra pieces of the period's exceptions that count (none, or their order not cancelled). */
export async function exceptionPieces(db: Kysely<Database>, programId: number, periodStart: string): Promise<AllowanceCount[]> {
  const rows = await db
    .selectFrom('program_allowance_exceptions as e')
    .leftJoin('documents as d', 'd.id', 'e.order_id')
    .select(['e.employee_id', 'e.kit_line_id'])
    .select((eb) => eb.fn.sum<number | string>('e.extra_pieces').as('pieces'))
    .where('e.program_id', '=', programId)
    .where('e.period_start', '=', periodStart)
    .where((eb) => eb.or([eb('e.order_id', 'is', null), eb('d.status', '!=', 'Cancelada')]))
    .groupBy(['e.employee_id', 'e.kit_line_id'])
    .execute();
  return rows.map((r) => ({ employeeId: r.employee_id, kitLineId: r.kit_line_id, pieces: Number(r.pieces) }));
}

/** The article that prices a style on an order: its price article, else the catalogue's article for its garment. */
export async function priceArticle(db: Kysely<Database>, itemId: number): Promise<{ code: string; description: string; unitPriceCents: number } | undefined> {
  const item = await db
    .selectFrom('items as i')
    .leftJoin('clothing as c', 'c.id', 'i.clothing_id')
    .select(['i.article_code', 'c.title'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  if (!item) return undefined;
  let q = db.selectFrom('articles').select(['code', 'description', 'unit_price_cents']);
  if (item.article_code) q = q.where('code', '=', item.article_code);
  else if (item.title) q = q.where('garment', '=', item.title).where('active', '=', 1).orderBy('sort_order');
  else return undefined;
  const article = await q.executeTakeFirst();
  return article && { code: article.code, description: article.description, unitPriceCents: Number(article.unit_price_cents) };
}

/** The client's header data for a new order: contact, addresses, border region (as 'Nueva orden' fills them). */
export async function clientHeader(db: Kysely<Database>, clientId: number) {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'address', 'city', 'county', 'state', 'zip_code', 'border_region'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  const addresses = await db.selectFrom('partner_addresses').selectAll().where('client_id', '=', clientId).orderBy('sort_order').orderBy('id').execute();
  const contact = await db.selectFrom('partner_contacts').select('id').where('client_id', '=', clientId).orderBy('sort_order').orderBy('id').executeTakeFirst();
  const addressOf = (kind: 'Facturación' | 'Envío') => {
    const a = addresses.find((x) => x.kind === kind);
    if (a) return { street: a.street, city: a.city || a.county, state: a.state, zipCode: a.zip_code };
    return { street: client.address ?? '', city: client.city || client.county || '', state: client.state ?? '', zipCode: client.zip_code ?? '' };
  };
  return {
    contactId: contact?.id ?? null,
    borderRegion: Number(client.border_region) === 1,
    shippingAddress: addressOf('Envío'),
    billingAddress: addressOf('Facturación'),
  };
}
