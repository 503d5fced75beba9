import type { Kysely } from 'kysely';
import type { Comment, StaffMember } from '@muestrario/shared/contract';
import { COMMENT_EDIT_WINDOW_MS, LIFECYCLE_MESSAGES } from '@muestrario/shared/domain';
import { mentionedUsernames } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { notify, recordEvent, type Recorded } from '../events/record';

const COLUMNS = [
  'c.id',
  'c.sample_id',
  'c.round',
  'c.body',
  'c.created_at',
  'c.edited_at',
  'c.deleted_at',
  'c.user_id',
  'u.first_name',
  'u.last_name',
  'u.role',
] as const;

/** Comments on samples: posted by anyone signed in, edited or deleted by their author for 10 minutes. */
export class CommentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select(db: Kysely<Database> = this.db) {
    return db.selectFrom('comments as c').innerJoin('users as u', 'u.id', 'c.user_id').select(COLUMNS);
  }

  async byIds(ids: number[]): Promise<Map<number, Comment>> {
    if (!ids.length) return new Map();
    const rows = await this.select().where('c.id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, toComment(r)]));
  }

  async staff(): Promise<StaffMember[]> {
    const rows = await this.db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name', 'role']).orderBy('first_name').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, username: r.username, firstName: r.first_name, lastName: r.last_name, role: r.role }));
  }

  /** Ids of the staff mentioned in a text (unknown names are plain text). */
  private async mentioned(db: Kysely<Database>, body: string): Promise<number[]> {
    const names = mentionedUsernames(body);
    if (!names.length) return [];
    return (await db.selectFrom('users').select('id').where('username', 'in', names).execute()).map((r) => r.id);
  }

  async create(sampleId: number, userId: number, body: string, at: string): Promise<{ comment: Comment; recorded: Recorded }> {
    return writeTransaction(this.db, async (trx) => {
      const sample = await trx.selectFrom('samples').select(['round', 'created_by']).where('id', '=', sampleId).executeTakeFirst();
      if (!sample) throw notFound(MESSAGES.sampleNotFound);
      const { id } = await trx
        .insertInto('comments')
        .values({ sample_id: sampleId, round: sample.round, user_id: userId, body, created_at: at, edited_at: null, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const recorded = await recordEvent(trx, {
        sampleId,
        userId,
        kind: 'comment_added',
        at,
        payload: { commentId: id },
        ownerId: sample.created_by,
        mentioned: await this.mentioned(trx, body),
      });
      return { comment: toComment(await this.select(trx).where('c.id', '=', id).executeTakeFirstOrThrow()), recorded };
    });
  }

  /**
   * Edits (body) or deletes (null) the author's own comment within the edit window. Staff newly
   * mentioned by an edit are notified; nobody twice for one comment.
   */
  async change(sampleId: number, commentId: number, userId: number, body: string | null, now: Date): Promise<{ comment: Comment; recorded: Recorded }> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const row = await this.select(trx).where('c.id', '=', commentId).where('c.sample_id', '=', sampleId).executeTakeFirst();
      if (!row || row.deleted_at !== null) throw notFound(LIFECYCLE_MESSAGES.commentNotFound);
      if (row.user_id !== userId) throw new HttpError(403, LIFECYCLE_MESSAGES.commentNotYours);
      if (now.getTime() - Date.parse(row.created_at) > COMMENT_EDIT_WINDOW_MS) throw new HttpError(409, LIFECYCLE_MESSAGES.commentTooOld);
      const res = await trx
        .updateTable('comments')
        .set(body === null ? { deleted_at: at } : { body, edited_at: at })
        .where('id', '=', commentId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound(LIFECYCLE_MESSAGES.commentNotFound);
      const event = await trx
        .selectFrom('events')
        .select('id')
        .where('sample_id', '=', sampleId)
        .where('kind', '=', 'comment_added')
        .where('payload', '=', JSON.stringify({ commentId }))
        .executeTakeFirst();
      const owner = await trx.selectFrom('samples').select('created_by').where('id', '=', sampleId).executeTakeFirstOrThrow();
      const notified =
        body !== null && event
          ? await notify(trx, {
              sampleId,
              userId,
              kind: 'comment_added',
              at,
              eventId: event.id,
              ownerId: owner.created_by,
              mentioned: await this.mentioned(trx, body),
            })
          : [];
      const comment = toComment(await this.select(trx).where('c.id', '=', commentId).executeTakeFirstOrThrow());
      return { comment, recorded: { eventId: event?.id ?? 0, sampleId, notified } };
    });
  }
}

function toComment(r: {
  id: number;
  sample_id: number;
  round: number;
  body: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
  user_id: number;
  first_name: string;
  last_name: string;
  role: Comment['author']['role'];
}): Comment {
  const deleted = r.deleted_at !== null;
  return {
    id: r.id,
    sampleId: r.sample_id,
    round: r.round,
    author: { id: r.user_id, firstName: r.first_name, lastName: r.last_name, role: r.role },
    body: deleted ? '' : r.body,
    createdAt: r.created_at,
    editedAt: r.edited_at,
    deleted,
  };
}
