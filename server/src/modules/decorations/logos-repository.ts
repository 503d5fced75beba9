import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Logo, LogoColour, Pantone, PatchLogoBody } from '@muestrario/shared/contract';
import { estimateEmbroidery, type EmbroiderySettings } from '@muestrario/shared/rules';
import type { Database, LogosTable } from '../../db/types';
import { FILES_PATH } from '../files/paths';
import { SettingsRepository } from '../settings/repository';

export class LogosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same queries inside a transaction (see `whileEditable`). */
  within(trx: Kysely<Database>): LogosRepository {
    return new LogosRepository(trx);
  }

  /** Logos of a sample, with their view width and thread colours, in creation order. */
  async listForSample(sampleId: number): Promise<Logo[]> {
    const rows = await this.db
      .selectFrom('logos as l')
      .innerJoin('clothing_positions as p', 'p.id', 'l.position_id')
      .selectAll('l')
      .select('p.width as view_width')
      .where('l.sample_id', '=', sampleId)
      .where('l.deleted_at', 'is', null)
      .orderBy('l.id')
      .execute();
    if (!rows.length) return [];
    const { embroidery } = await new SettingsRepository(this.db).decoration();
    const pantoneRows = await this.db
      .selectFrom('logo_pantones as lp')
      .innerJoin('threads as t', 't.id', 'lp.thread_id')
      .select(['lp.logo_id', 't.id', 't.nombre', 't.hex', 't.color', 't.posicion', 't.rgb'])
      .where(
        'lp.logo_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('lp.logo_id')
      .orderBy('lp.sort_order')
      .execute();
    const pantones = new Map<number, Pantone[]>();
    for (const { logo_id, ...p } of pantoneRows) {
      const list = pantones.get(logo_id) ?? [];
      list.push(p);
      pantones.set(logo_id, list);
    }
    return rows.map((r) => ({
      logoId: r.id,
      viewId: r.position_id,
      logoName: r.logo_name,
      logoTechnique: r.technique,
      logoNotes: r.notes,
      logoNotesOnColor: r.notes_on_color,
      logoNotesOnPosition: r.notes_on_position,
      heightCm: r.height_cm,
      widthCm: r.width_cm,
      rotateDegrees: r.rotate_degrees,
      xpositionCm: r.x_cm,
      ypositionCm: r.y_cm,
      viewWidth: r.view_width,
      resourcePath: FILES_PATH,
      filename: r.file_key,
      originalFilename: r.original_filename,
      filesize: r.file_size,
      zIndex: r.z_index,
      pantones: pantones.get(r.id) ?? [],
      colours: parseColours(r.colours),
      coverage: r.coverage,
      pixelWidth: r.pixel_width,
      pixelHeight: r.pixel_height,
      thinnestPx: r.thinnest_px,
      ...(r.technique === 'Bordado' && { estimate: savedEstimate({ widthCm: r.width_cm, heightCm: r.height_cm, coverage: r.coverage }, embroidery) }),
    }));
  }
  /** One logo of a sample (not deleted), or undefined: ids of another sample never match. */
  async get(sampleId: number, logoId: number): Promise<Logo | undefined> {
    return (await this.listForSample(sampleId)).find((l) => l.logoId === logoId);
  }

  /** Names of a sample's logos (not deleted), for numbering a new one. */
  async namesForSample(sampleId: number): Promise<string[]> {
    const rows = await this.db.selectFrom('logos').select('logo_name').where('sample_id', '=', sampleId).where('deleted_at', 'is', null).execute();
    return rows.map((r) => r.logo_name);
  }

  async create(row: Insertable<LogosTable>): Promise<number> {
    const inserted = await this.db.insertInto('logos').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  /**
   * Changes the given fields of a logo (not deleted) of this sample; `pantones` replaces its thread
   * list. Returns false when the logo is not this sample's. Unknown thread ids make it throw
   * `UnknownThreadError` and change nothing. Run it inside a transaction that locked the sample
   * (`whileEditable`): the thread list is then replaced as a whole, never interleaved with another edit.
   */
  async patch(sampleId: number, logoId: number, body: PatchLogoBody): Promise<boolean> {
    const trx = this.db;
    const row = await trx
      .selectFrom('logos')
      .select('id')
      .where('id', '=', logoId)
      .where('sample_id', '=', sampleId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) return false;
    const values: Updateable<LogosTable> = {};
    if (body.logoName !== undefined) values.logo_name = body.logoName;
    if (body.logoTechnique !== undefined) values.technique = body.logoTechnique;
    if (body.logoNotes !== undefined) values.notes = body.logoNotes;
    if (body.logoNotesOnColor !== undefined) values.notes_on_color = body.logoNotesOnColor;
    if (body.logoNotesOnPosition !== undefined) values.notes_on_position = body.logoNotesOnPosition;
    if (body.heightCm !== undefined) values.height_cm = body.heightCm;
    if (body.widthCm !== undefined) values.width_cm = body.widthCm;
    if (body.rotateDegrees !== undefined) values.rotate_degrees = body.rotateDegrees;
    if (body.xpositionCm !== undefined) values.x_cm = body.xpositionCm;
    if (body.ypositionCm !== undefined) values.y_cm = body.ypositionCm;
    if (body.zIndex !== undefined) values.z_index = body.zIndex;
    if (Object.keys(values).length) await trx.updateTable('logos').set(values).where('id', '=', logoId).execute();
    if (body.pantones !== undefined) await replacePantones(trx, logoId, body.pantones);
    return true;
  }
}

export class UnknownThreadError extends Error {}

/** The stored JSON of extracted colours; [] for a logo whose picture was never read. */
function parseColours(json: string | null): LogoColour[] {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as LogoColour[]) : [];
}

/**
 * A saved Bordado logo's estimate, with the same shared function the editor runs live
 * (`decorationInsights` → `estimateEmbroidery`) and the shop's settings, in the contract's shape (the tier
 * without its limit).
 */
function savedEstimate(logo: { widthCm: number; heightCm: number; coverage: number | null }, settings: EmbroiderySettings): Logo['estimate'] {
  const { tier, ...estimate } = estimateEmbroidery({ ...logo, coverage: logo.coverage ?? undefined }, settings);
  return { ...estimate, ...(tier && { tier: { price: tier.price, label: tier.label } }) };
}

async function replacePantones(trx: Kysely<Database>, logoId: number, ids: string[]): Promise<void> {
  if (ids.length) {
    const known = await trx.selectFrom('threads').select('id').where('id', 'in', ids).execute();
    if (known.length !== new Set(ids).size) throw new UnknownThreadError();
  }
  await trx.deleteFrom('logo_pantones').where('logo_id', '=', logoId).execute();
  if (ids.length) {
    await trx
      .insertInto('logo_pantones')
      .values(ids.map((thread_id, sort_order) => ({ logo_id: logoId, thread_id, sort_order })))
      .execute();
  }
}
