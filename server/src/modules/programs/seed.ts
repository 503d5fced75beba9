import type { Kysely } from 'kysely';
import type { ProgramPeriod } from '@muestrario/shared/domain';
import { foldName, garmentTypeOfStyle } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { ProgramsRepository } from './repository';

/** A demo uniform program (issue 35): its client by card name, kits by style code, colour and sample name. */
export interface SeedProgram {
  client: string;
  name: string;
  period: ProgramPeriod;
  notes: string;
  jobTitles: readonly { name: string; kit: readonly { style: string; colour: string; sample: string; pieces: number }[] }[];
  /** Employees: job title by name; sizes by style code (each within the style's run). */
  employees: readonly { number: string; name: string; jobTitle: string; area: string; startedDaysAgo: number; active?: boolean; sizes: Readonly<Record<string, string>> }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts the demo programs inside the seeding transaction, as the programs service leaves them: the
 * program is the demo seller's, its period starts on 1 January of the seeding year; a kit line's sample
 * must be one of the client's authorised samples and a size one of its style's run (the seed throws otherwise).
 */
export async function seedPrograms(trx: Kysely<Database>, programs: readonly SeedProgram[], ctx: { now: Date; sellerId: number }): Promise<void> {
  const repo = new ProgramsRepository(trx);
  const at = ctx.now.toISOString();
  for (const p of programs) {
    const client = await trx.selectFrom('clients').select('id').where('card_name', '=', p.client).executeTakeFirst();
    if (!client) throw new Error(`Seed: el programa «${p.name}» es de un cliente inexistente.`);
    const programId = await repo.insertProgram({
      partner_id: client.id,
      name: p.name,
      folded_name: foldName(p.name),
      seller_id: ctx.sellerId,
      period: p.period,
      period_start: `${ctx.now.getUTCFullYear()}-01-01`,
      notes: p.notes,
      created_by: ctx.sellerId,
      created_at: at,
      updated_at: at,
    });
    const styles = new Map<string, { id: number; sizes: string[] }>();
    const jobTitleIds = new Map<string, number>();
    for (const [i, jt] of p.jobTitles.entries()) {
      const jobTitleId = await repo.insertJobTitle({ program_id: programId, name: jt.name, folded_name: foldName(jt.name), sort_order: i });
      jobTitleIds.set(jt.name, jobTitleId);
      for (const [k, line] of jt.kit.entries()) {
        const item = await trx.selectFrom('items').select('id').where('code', '=', line.style).executeTakeFirst();
        const colour = item && (await trx.selectFrom('item_colours').select('id').where('item_id', '=', item.id).where('name', '=', line.colour).executeTakeFirst());
        const sample = await trx.selectFrom('samples').select('id').where('sample_name', '=', line.sample).where('client_id', '=', client.id).where('stage', '=', 7).executeTakeFirst();
        if (!item || !colour || !sample) throw new Error(`Seed: el kit de «${jt.name}» nombra un estilo, color o muestra autorizada que no existe (${line.style}, ${line.colour}, ${line.sample}).`);
        const sizes = (await trx.selectFrom('item_sizes').select('size').where('item_id', '=', item.id).orderBy('sort_order').execute()).map((s) => s.size);
        styles.set(line.style, { id: item.id, sizes });
        await repo.insertKitLine({ job_title_id: jobTitleId, sample_id: sample.id, item_id: item.id, colour_id: colour.id, pieces_per_period: line.pieces, sort_order: k });
      }
    }
    for (const e of p.employees) {
      const jobTitleId = jobTitleIds.get(e.jobTitle);
      if (jobTitleId === undefined) throw new Error(`Seed: el empleado «${e.name}» tiene un puesto que no existe.`);
      const sizes: Record<string, string> = {};
      for (const [code, size] of Object.entries(e.sizes)) {
        const style = styles.get(code);
        if (!style || !style.sizes.includes(size)) throw new Error(`Seed: la talla ${size} de «${e.name}» no es del estilo ${code}.`);
        sizes[garmentTypeOfStyle(style.id)] = size;
      }
      const id = await repo.insertEmployee({
        program_id: programId,
        employee_number: e.number,
        name: e.name,
        folded_name: foldName(e.name),
        job_title_id: jobTitleId,
        area: e.area,
        active: e.active === false ? 0 : 1,
        start_date: new Date(ctx.now.getTime() - e.startedDaysAgo * DAY_MS).toISOString().slice(0, 10),
        created_at: at,
        updated_at: at,
      });
      await repo.replaceSizes(id, sizes);
    }
  }
}
