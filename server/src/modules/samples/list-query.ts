import { sql, type Kysely } from 'kysely';
import { MAX_ID, type SampleListItem, type SampleListPage, type SampleListQuery } from '@muestrario/shared/contract';
import {
  DEFAULT_SAMPLE_LIST_SORT,
  SAMPLE_LIST_LIMIT,
  SAMPLE_LIST_MESSAGES,
  SAMPLE_LIST_SORTS,
  type SampleListSort,
  type SampleStage,
  type UserRole,
} from '@muestrario/shared/domain';
import { parseStageFilter, pendingFilterFor, sampleSearchTerm } from '@muestrario/shared/rules';
import { compiledQuery } from '../../db/compiled-query';
import type { Database } from '../../db/types';
import { HttpError } from '../../errors';

/**
 * The paged samples list (issue 20): GET /dashboard/samples with any query parameter. Keyset pagination
 * on (sort key, id), so a page costs the same at row 10 and at row 9,990 and a sample added meanwhile
 * never shifts a page; the cursor is opaque to callers (base64url of `[sort, key, id]`).
 */

/** What a request asks for, checked. */
export interface SampleListFilter {
  /** Folded search term ('' = no search). */
  term: string;
  stages: readonly SampleStage[] | null;
  ownerId: number | null;
  sort: SampleListSort;
  limit: number;
  after: { key: string; id: number } | null;
}

/** Column each order is keyed on, and its direction (the id follows in the same direction). */
const ORDERS = {
  newest: { column: 's.create_date', direction: 'desc' },
  oldest: { column: 's.create_date', direction: 'asc' },
  due: { column: 's.due_date', direction: 'asc' },
} as const satisfies Record<SampleListSort, { column: 's.create_date' | 's.due_date'; direction: 'asc' | 'desc' }>;

/** The shape of each sort key: an ISO timestamp (create_date) or an ISO date (due_date). */
const KEY_PATTERN: Record<SampleListSort, RegExp> = {
  newest: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/,
  oldest: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/,
  due: /^\d{4}-\d{2}-\d{2}$/,
};

export function encodeCursor(sort: SampleListSort, key: string, id: number): string {
  return Buffer.from(JSON.stringify([sort, key, id]), 'utf8').toString('base64url');
}

/** The position a cursor points after, or undefined when it is not one this server handed out for `sort`. */
export function decodeCursor(cursor: string, sort: SampleListSort): { key: string; id: number } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const [cursorSort, key, id] = value as unknown[];
  if (cursorSort !== sort || typeof key !== 'string' || !KEY_PATTERN[sort].test(key)) return undefined;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return undefined;
  return { key, id };
}

/** Checks a request's query (past its schema) into a filter; throws a Spanish 400 for a bad stage or cursor. */
export function listFilterOf(query: SampleListQuery, user: { id: number; role: UserRole }): SampleListFilter {
  const sort = query.sort ?? DEFAULT_SAMPLE_LIST_SORT;
  if (!SAMPLE_LIST_SORTS.includes(sort)) throw new HttpError(400, 'El parámetro «sort» tiene un valor no permitido.');
  let stages: readonly SampleStage[] | null = null;
  let mine = query.mine === true;
  if (query.pending) {
    if (query.stage !== undefined || query.mine !== undefined) throw new HttpError(400, SAMPLE_LIST_MESSAGES.pendingAlone);
    ({ stages, mine } = pendingFilterFor(user));
  } else if (query.stage !== undefined) {
    stages = parseStageFilter(query.stage) ?? null;
    if (!stages) throw new HttpError(400, SAMPLE_LIST_MESSAGES.badStage);
  }
  let after: SampleListFilter['after'] = null;
  if (query.cursor !== undefined) {
    after = decodeCursor(query.cursor, sort) ?? null;
    if (!after) throw new HttpError(400, SAMPLE_LIST_MESSAGES.badCursor);
  }
  return {
    term: sampleSearchTerm(query.q ?? ''),
    stages,
    ownerId: mine ? user.id : null,
    sort,
    limit: query.limit ?? SAMPLE_LIST_LIMIT.default,
    after,
  };
}

/** `%term%` for LIKE with its wildcards escaped (used with `escape '\'`). */
const likeContains = (folded: string) => `%${folded.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** What decides the SQL text of a list query (the values are its parameters). */
interface Shape {
  sort: SampleListSort;
  stages: number;
  owner: boolean;
  search: boolean;
  after: boolean;
}

/**
 * The page and count queries of one shape, for values given in this order: limit, the cursor's key and id
 * (when `after`), the LIKE pattern (when `search`), the stages, the owner (when `owner`).
 */
function buildQueries(db: Kysely<Database>, shape: Shape, values: unknown[]) {
  const { column, direction } = ORDERS[shape.sort];
  let next = 0;
  const take = () => values[next++];
  const limit = take() as number;
  const after = shape.after ? { key: take() as string, id: take() as number } : null;
  const pattern = shape.search ? take() : null;
  const stages = Array.from({ length: shape.stages }, take);
  const owner = shape.owner ? take() : null;

  // The same conditions on the page and on the count. The search reads the clients through a subquery
  // (run once: a few hundred clients) rather than a join per sample.
  const where = (forPage: boolean) => {
    const conditions = [];
    if (stages.length === 1) conditions.push(sql`s.stage = ${stages[0]}`);
    // Several stages (home: every stage but one): the page walks the order's index and skips the other
    // stages (`+s.stage` keeps the planner off the stage index, whose rows would need sorting); the count
    // reads the stage index.
    else if (stages.length) conditions.push(sql`${forPage ? sql`+s.stage` : sql`s.stage`} in (${sql.join(stages)})`);
    if (owner !== null) conditions.push(sql`s.created_by = ${owner}`);
    if (pattern !== null) {
      conditions.push(sql`(s.search_name like ${pattern} escape '\\' or s.client_id in (select id from clients where search_name like ${pattern} escape '\\'))`);
    }
    return conditions.length ? sql<boolean>`${sql.join(conditions, sql` and `)}` : sql<boolean>`1 = 1`;
  };
  const samples = db.selectFrom('samples as s');
  const count = samples.where(where(false)).select((eb) => eb.fn.countAll<number | string | bigint>().as('n'));
  let page = samples
    .where(where(true))
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .leftJoin('clothing as g', 'g.id', 's.clothing_id')
    .select(['s.id', 's.sample_name', 'c.card_name', 'g.title', 's.sample_on', 's.stage', 's.due_date', 's.create_date', 's.created_by'])
    // The sample's department (issue 33), else its client's.
    .select((eb) => eb.fn.coalesce('s.department', 'c.department').as('department'))
    // Its production orders, cancelled ones aside (issue 30 item 8): read for the page's rows only, each an
    // index lookup (production_orders_sample_idx); the status is a literal, not a parameter (compiledQuery).
    .select((eb) => {
      const orders = () => eb.selectFrom('production_orders as po').whereRef('po.sample_id', '=', 's.id').where('po.status', '<>', sql.lit('cancelled'));
      return [
        orders()
          .select((o) => o.fn.countAll<number | string | bigint>().as('n'))
          .as('production_orders'),
        orders()
          .select((o) => o.fn.sum<number | string | bigint | null>('po.pieces').as('n'))
          .as('production_pieces'),
        orders()
          .select((o) => o.fn.max('po.folio').as('f'))
          .as('production_folio'),
      ];
    });
  if (after) page = page.where((eb) => eb(eb.refTuple(column, 's.id'), direction === 'desc' ? '<' : '>', eb.tuple(after.key, after.id)));
  return { page: page.orderBy(column, direction).orderBy('s.id', direction).limit(limit), count };
}

type Queries = ReturnType<typeof buildQueries>;
type Compiled = {
  page: (...values: unknown[]) => Promise<Awaited<ReturnType<Queries['page']['execute']>>>;
  count: (...values: unknown[]) => Promise<Awaited<ReturnType<Queries['count']['execute']>>>;
};

/** Each shape's two queries, built and compiled once per database (compiledQuery: the list is a hot read). */
const compiledByDb = new WeakMap<Kysely<Database>, Map<string, Compiled>>();

function compiledFor(db: Kysely<Database>, shape: Shape): Compiled {
  let byShape = compiledByDb.get(db);
  if (!byShape) compiledByDb.set(db, (byShape = new Map()));
  const key = `${shape.sort}|${shape.stages}|${+shape.owner}|${+shape.search}|${+shape.after}`;
  let compiled = byShape.get(key);
  if (!compiled) {
    const arity = 1 + (shape.after ? 2 : 0) + (shape.search ? 1 : 0) + shape.stages + (shape.owner ? 1 : 0);
    const countArity = arity - 1 - (shape.after ? 2 : 0);
    compiled = {
      page: compiledQuery(db, arity, (...values: unknown[]) => buildQueries(db, shape, values).page),
      // The count has no limit and no cursor: placeholders stand in for them (they reach no SQL).
      count: (() => {
        const run = compiledQuery(db, countArity, (...values: unknown[]) => buildQueries(db, shape, [0, ...(shape.after ? ['', 0] : []), ...values]).count);
        const skip = 1 + (shape.after ? 2 : 0);
        return (...values: unknown[]) => run(...values.slice(skip));
      })(),
    };
    byShape.set(key, compiled);
  }
  return compiled;
}

/** One page of the list and the number of samples that match the filter in all. */
export async function listSamplePage(db: Kysely<Database>, filter: SampleListFilter): Promise<SampleListPage> {
  const shape: Shape = {
    sort: filter.sort,
    stages: filter.stages?.length ?? 0,
    owner: filter.ownerId !== null,
    search: filter.term !== '',
    after: filter.after !== null,
  };
  const values: unknown[] = [
    filter.limit + 1,
    ...(filter.after ? [filter.after.key, filter.after.id] : []),
    ...(filter.term ? [likeContains(filter.term)] : []),
    ...(filter.stages ?? []),
    ...(filter.ownerId !== null ? [filter.ownerId] : []),
  ];
  const compiled = compiledFor(db, shape);
  const [rows, [count]] = await Promise.all([compiled.page(...values), compiled.count(...values)]);
  if (!count) throw new Error('The count query answered no row');

  const more = rows.length > filter.limit;
  const shown = more ? rows.slice(0, filter.limit) : rows;
  const last = shown[shown.length - 1];
  const items: SampleListItem[] = shown.map((r) => withProduction(listItemOf(r), r));
  return {
    items,
    total: Number(count.n),
    nextCursor: more && last ? encodeCursor(filter.sort, filter.sort === 'due' ? last.due_date : last.create_date, last.id) : null,
  };
}

/** A page's row with its production orders, when it has any (issue 30 item 8). */
function withProduction(
  item: SampleListItem,
  r: { production_orders: number | string | bigint | null; production_pieces: number | string | bigint | null; production_folio: string | null },
): SampleListItem {
  const orders = Number(r.production_orders ?? 0);
  if (orders === 0 || r.production_folio === null) return item;
  return { ...item, production: { orders, pieces: Number(r.production_pieces ?? 0), latestFolio: r.production_folio } };
}

/** A row of the samples list as the API answers it (the whole list and its pages alike). */
export function listItemOf(r: {
  id: number;
  sample_name: string;
  card_name: string;
  title: string | null;
  department: string | null;
  sample_on: SampleListItem['sampleOn'];
  stage: SampleListItem['sampleStage'];
  due_date: string;
  created_by: number;
}): SampleListItem {
  return {
    sampleId: r.id,
    sampleName: r.sample_name,
    cardName: r.card_name,
    title: r.title ?? null,
    department: r.department ?? null,
    sampleOn: r.sample_on,
    sampleStage: r.stage,
    dueDate: r.due_date,
    ownerId: r.created_by,
  };
}
