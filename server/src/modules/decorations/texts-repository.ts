import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { PatchTextBody, SampleText } from '@muestrario/shared/contract';
import type { Database, TextsTable } from '../../db/types';

function toText(r: Selectable<TextsTable>): SampleText {
  return {
    textId: r.id,
    viewId: r.position_id,
    text: r.text,
    font: r.font,
    color: r.color,
    technique: r.technique,
    comments: r.comments,
    size: r.size,
    heightCm: r.height_cm,
    widthCm: r.width_cm,
    rotateDegrees: r.rotate_degrees,
    xCm: r.x_cm,
    yCm: r.y_cm,
    zIndex: r.z_index,
  };
}

/** Texts placed on a sample's views. Every query is scoped by sample: another sample's ids never match. */
export class TextsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same queries inside a transaction (see `whileEditable`). */
  within(trx: Kysely<Database>): TextsRepository {
    return new TextsRepository(trx);
  }

  async listForSample(sampleId: number): Promise<SampleText[]> {
    const rows = await this.db
      .selectFrom('texts')
      .selectAll()
      .where('sample_id', '=', sampleId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map(toText);
  }

  async get(sampleId: number, textId: number): Promise<SampleText | undefined> {
    const row = await this.db
      .selectFrom('texts')
      .selectAll()
      .where('id', '=', textId)
      .where('sample_id', '=', sampleId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row && toText(row);
  }

  async create(row: Insertable<TextsTable>): Promise<SampleText> {
    const inserted = await this.db.insertInto('texts').values(row).returningAll().executeTakeFirstOrThrow();
    return toText(inserted);
  }

  /** Changes the given fields; false when the text is not this sample's (or deleted). */
  async patch(sampleId: number, textId: number, body: PatchTextBody): Promise<boolean> {
    const values: Updateable<TextsTable> = {};
    if (body.text !== undefined) values.text = body.text;
    if (body.font !== undefined) values.font = body.font;
    if (body.color !== undefined) values.color = body.color.toUpperCase();
    if (body.technique !== undefined) values.technique = body.technique;
    if (body.comments !== undefined) values.comments = body.comments;
    if (body.size !== undefined) values.size = body.size;
    if (body.heightCm !== undefined) values.height_cm = body.heightCm;
    if (body.widthCm !== undefined) values.width_cm = body.widthCm;
    if (body.rotateDegrees !== undefined) values.rotate_degrees = body.rotateDegrees;
    if (body.xCm !== undefined) values.x_cm = body.xCm;
    if (body.yCm !== undefined) values.y_cm = body.yCm;
    if (body.zIndex !== undefined) values.z_index = body.zIndex;
    const res = await this.db
      .updateTable('texts')
      .set(values)
      .where('id', '=', textId)
      .where('sample_id', '=', sampleId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }
}
