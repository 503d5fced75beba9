import type { Kysely, Selectable } from 'kysely';
import type { Machine, MachineBody } from '@muestrario/shared/contract';
import { MACHINES_MESSAGES } from '@muestrario/shared/domain';
import { estimateMachine, machineNameKey } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import type { MachinesTable } from './tables';

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** The stored week (JSON text); anything unreadable reads as closed every day. */
function weekOf(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.length === 7 && value.every((m) => Number.isInteger(m))) return value as number[];
  } catch {
    // falls through
  }
  return [0, 0, 0, 0, 0, 0, 0];
}

export const toMachine = (m: Selectable<MachinesTable>): Machine => ({
  id: m.id,
  name: m.name,
  kind: m.kind,
  heads: m.heads,
  needles: m.needles,
  stitchesPerMinute: m.stitches_per_minute,
  shiftMinutes: weekOf(m.shift_minutes),
  rateCentsPerHour: Number(m.rate_cents_per_hour),
  active: m.active === 1,
  updatedAt: m.updated_at,
});

const columnsOf = (body: MachineBody) => ({
  name: body.name.trim().replace(/\s+/g, ' '),
  name_key: machineNameKey(body.name),
  kind: body.kind,
  heads: body.heads,
  needles: body.kind === 'embroidery' ? body.needles : null,
  stitches_per_minute: body.kind === 'embroidery' ? body.stitchesPerMinute : null,
  shift_minutes: JSON.stringify(body.shiftMinutes),
  rate_cents_per_hour: body.rateCentsPerHour,
  active: body.active ? 1 : 0,
});

/**
 * Production machines (issue 30, item 5): rows only. Every write runs in one write transaction that
 * re-reads what it depends on (the machine, a name taken); the unique name key turns a race the
 * re-read could not see into the same 409.
 */
export class MachinesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every machine: active first, then by name. */
  async list(): Promise<Machine[]> {
    const rows = await this.db.selectFrom('machines').selectAll().orderBy('active', 'desc').orderBy('name_key').orderBy('id').execute();
    return rows.map(toMachine);
  }

  /** The machine the decoration estimates read their needles and speed from (`estimateMachine`), if any. */
  async forEstimates(): Promise<{ id: number; name: string; needles: number; stitchesPerMinute: number } | undefined> {
    const rows = await this.db.selectFrom('machines').selectAll().where('kind', '=', 'embroidery').where('active', '=', 1).orderBy('id').limit(1).execute();
    const found = estimateMachine(rows.map(toMachine));
    return found && { id: found.id, name: found.name, needles: found.needles, stitchesPerMinute: found.stitchesPerMinute };
  }

  async create(body: MachineBody, userId: number, now: Date): Promise<Machine> {
    return this.write(async (trx) => {
      await this.refuseTakenName(trx, body.name);
      return this.insert(trx, body, userId, now);
    }, body.name);
  }

  /** The row itself, inside the caller's transaction (`create`, the demo seed). */
  async insert(trx: Kysely<Database>, body: MachineBody, userId: number | null, now: Date): Promise<Machine> {
    const at = now.toISOString();
    const row = await trx
      .insertInto('machines')
      .values({ ...columnsOf(body), created_at: at, updated_at: at, updated_by: userId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMachine(row);
  }

  async update(id: number, body: MachineBody, userId: number, now: Date): Promise<Machine> {
    return this.write(async (trx) => {
      let current = trx.selectFrom('machines').select('id').where('id', '=', id);
      if (dialectOf(this.db) === 'postgres') current = current.forUpdate();
      if (!(await current.executeTakeFirst())) throw new HttpError(404, MACHINES_MESSAGES.notFound);
      await this.refuseTakenName(trx, body.name, id);
      const row = await trx
        .updateTable('machines')
        .set({ ...columnsOf(body), updated_at: now.toISOString(), updated_by: userId })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMachine(row);
    }, body.name);
  }

  private async refuseTakenName(trx: Kysely<Database>, name: string, except?: number): Promise<void> {
    let taken = trx.selectFrom('machines').select('id').where('name_key', '=', machineNameKey(name));
    if (except !== undefined) taken = taken.where('id', '<>', except);
    if (await taken.executeTakeFirst()) throw new HttpError(409, MACHINES_MESSAGES.nameTaken(name.trim()));
  }

  private async write<T>(fn: (trx: Kysely<Database>) => Promise<T>, name: string): Promise<T> {
    try {
      return await writeTransaction(this.db, fn);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, MACHINES_MESSAGES.nameTaken(name.trim()));
      throw error;
    }
  }
}
