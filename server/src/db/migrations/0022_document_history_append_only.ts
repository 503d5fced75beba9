import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * A document's history is append-only (issue 29 item 4): the database itself refuses to change or delete
 * a row of `document_history`, whoever writes (a route, a seed, another instance, a hand-typed query).
 * Deleting a whole document still removes its history (a cascade from the document, not an edit of its
 * history): both triggers let a delete through once the document's row is gone (tested on both databases).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`
      create function document_history_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and not exists (select 1 from documents where id = old.document_id) then
          return old;
        end if;
        raise exception 'document_history es de solo agregar';
      end
      $$`.execute(db);
    await sql`
      create trigger document_history_append_only before update or delete on document_history
      for each row execute function document_history_append_only()`.execute(db);
    return;
  }
  await sql`
    create trigger document_history_no_update before update on document_history
    begin select raise(abort, 'document_history es de solo agregar'); end`.execute(db);
  await sql`
    create trigger document_history_no_delete before delete on document_history
    when exists (select 1 from documents where id = old.document_id)
    begin select raise(abort, 'document_history es de solo agregar'); end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists document_history_append_only on document_history`.execute(db);
    await sql`drop function if exists document_history_append_only()`.execute(db);
    return;
  }
  await sql`drop trigger if exists document_history_no_update`.execute(db);
  await sql`drop trigger if exists document_history_no_delete`.execute(db);
}
