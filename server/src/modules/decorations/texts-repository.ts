import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Pantone, PatchTextBody, SampleText } from '@muestrario/shared/contract';
import type { Database, TextsTable } from '../../db/types';
import { UnknownThreadError } from './logos-repository';

type ThreadRow = { t_id: string | null; t_nombre: string | null; t_hex: string | null; t_color: string | null; t_posicion: string | null; t_rgb: string | null };

function threadOf(r: ThreadRow): Pantone | null {
  if (r.t_id === null) return null;
  return { id: r.t_id, nombre: r.t_nombre ?? '', hex: r.t_hex ?? '', color: r.t_color ?? '', posicion: r.t_posicion ?? '', rgb: r.t_rgb ?? '' };
}

function toText(r: Selectable<TextsTable> & ThreadRow): SampleText {
  return {
    textId: r.id,
    viewId: r.position_id,
    text: r.text,
    font: r.font,
    color: r.color,
    thread: threadOf(r),
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

  /** Texts with their thread's catalogue row (null columns without one). */
  private withThread() {
    return this.db
      .selectFrom('texts')
      .leftJoin('threads as t', 't.id', 'texts.thread_id')
      .selectAll('texts')
      .select(['t.id as t_id', 't.nombre as t_nombre', 't.hex as t_hex', 't.color as t_color', 't.posicion as t_posicion', 't.rgb as t_rgb']);
  }

  /**
   * The stored colour of a text: a thread's hex (without '#') when `threadId` is given (UnknownThreadError
   * for an id not in the catalogue), else the colour sent, which clears the thread.
   */
  async colourFields(body: { color?: string; threadId?: string | null }): Promise<Pick<Updateable<TextsTable>, 'color' | 'thread_id'>> {
    if (body.threadId === undefined || body.threadId === null) {
      return {
        ...(body.color !== undefined && { color: body.color.toUpperCase(), thread_id: null }),
        ...(body.threadId === null && { thread_id: null }),
      };
    }
    const thread = await this.db.selectFrom('threads').select(['id', 'hex']).where('id', '=', body.threadId).executeTakeFirst();
    if (!thread) throw new UnknownThreadError(body.threadId);
    return { thread_id: thread.id, color: thread.hex.replace('#', '').toUpperCase() };
  }

  async listForSample(sampleId: number): Promise<SampleText[]> {
    const rows = await this.withThread()
      .where('sample_id', '=', sampleId)
      .where('deleted_at', 'is', null)
      .orderBy('texts.id')
      .execute();
    return rows.map(toText);
  }

  async get(sampleId: number, textId: number): Promise<SampleText | undefined> {
    const row = await this.withThread()
      .where('texts.id', '=', textId)
      .where('sample_id', '=', sampleId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row && toText(row);
  }

  async create(row: Insertable<TextsTable>): Promise<SampleText> {
    const { id } = await this.db.insertInto('texts').values(row).returning('id').executeTakeFirstOrThrow();
    return (await this.get(row.sample_id, id))!;
  }

  /** Changes the given fields; false when the text is not this sample's (or deleted). */
  async patch(sampleId: number, textId: number, body: PatchTextBody): Promise<boolean> {
    const values: Updateable<TextsTable> = {};
    if (body.text !== undefined) values.text = body.text;
    if (body.font !== undefined) values.font = body.font;
    Object.assign(values, await this.colourFields(body));
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
