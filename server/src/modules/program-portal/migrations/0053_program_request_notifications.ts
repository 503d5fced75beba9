import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * The bell learns about the HR portal's reorder requests (issue 35 item 4; docs/decisions/uniform-programs.md
 * 'HR portal'). A notification was always about a sample's event; now it is about a sample's event OR a
 * program's reorder request, never both:
 * - `event_id` and `sample_id` may be null, `program_request_id` (→ program_reorder_requests) is new;
 * - `reason` also takes 'program_request';
 * - a CHECK keeps exactly one subject, and one notification per user and request (as per user and event).
 * Existing rows keep their ids, so the bell's read marks and order stay as they were.
 */

const SUBJECT = sql`(event_id is not null and sample_id is not null and program_request_id is null) or (event_id is null and sample_id is null and program_request_id is not null)`;
const REASONS = sql`reason in ('mention', 'owner', 'stage', 'program_request')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table notifications alter column event_id drop not null`.execute(db);
    await sql`alter table notifications alter column sample_id drop not null`.execute(db);
    await sql`alter table notifications add column program_request_id integer references program_reorder_requests(id) on delete cascade`.execute(db);
    await sql`alter table notifications drop constraint if exists notifications_reason_check`.execute(db);
    await sql`alter table notifications add constraint notifications_reason_check check (${REASONS})`.execute(db);
    await sql`alter table notifications add constraint notifications_subject_check check (${SUBJECT})`.execute(db);
    await sql`alter table notifications add constraint notifications_user_request_uq unique (user_id, program_request_id)`.execute(db);
    return;
  }
  // SQLite cannot change a column's NOT NULL or a CHECK: rebuild the table (sqlite.org/lang_altertable.html).
  // Nothing references notifications, so no foreign key needs to be switched off.
  await sql`create table notifications_new (
    id integer primary key autoincrement,
    user_id integer not null references users(id) on delete cascade,
    event_id integer references events(id) on delete cascade,
    sample_id integer references samples(id) on delete cascade,
    program_request_id integer references program_reorder_requests(id) on delete cascade,
    reason text not null check (${REASONS}),
    created_at text not null,
    read_at text,
    constraint notifications_user_event_uq unique (user_id, event_id),
    constraint notifications_user_request_uq unique (user_id, program_request_id),
    constraint notifications_subject_check check (${SUBJECT})
  )`.execute(db);
  await sql`insert into notifications_new (id, user_id, event_id, sample_id, program_request_id, reason, created_at, read_at)
    select id, user_id, event_id, sample_id, null, reason, created_at, read_at from notifications`.execute(db);
  await sql`drop table notifications`.execute(db);
  await sql`alter table notifications_new rename to notifications`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from notifications where program_request_id is not null`.execute(db);
  if (dialectOf(db) === 'postgres') {
    await sql`alter table notifications drop constraint if exists notifications_user_request_uq`.execute(db);
    await sql`alter table notifications drop constraint if exists notifications_subject_check`.execute(db);
    await sql`alter table notifications drop column program_request_id`.execute(db);
    await sql`alter table notifications drop constraint if exists notifications_reason_check`.execute(db);
    await sql`alter table notifications add constraint notifications_reason_check check (reason in ('mention', 'owner', 'stage'))`.execute(db);
    await sql`alter table notifications alter column event_id set not null`.execute(db);
    await sql`alter table notifications alter column sample_id set not null`.execute(db);
    return;
  }
  await sql`create table notifications_old (
    id integer primary key autoincrement,
    user_id integer not null references users(id) on delete cascade,
    event_id integer not null references events(id) on delete cascade,
    sample_id integer not null references samples(id) on delete cascade,
    reason text not null check (reason in ('mention', 'owner', 'stage')),
    created_at text not null,
    read_at text,
    constraint notifications_user_event_uq unique (user_id, event_id)
  )`.execute(db);
  await sql`insert into notifications_old (id, user_id, event_id, sample_id, reason, created_at, read_at)
    select id, user_id, event_id, sample_id, reason, created_at, read_at from notifications`.execute(db);
  await sql`drop table notifications`.execute(db);
  await sql`alter table notifications_old rename to notifications`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, id)`.execute(db);
}
