import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0003 from './0003_editor';
import * as m0004 from './0004_hardening';
import * as m0006 from './0006_lifecycle';
import * as m0007 from './0007_backoffice';
import * as m0008 from './0008_sample_list';
import * as m0009 from './0009_partner_photo';
import * as m0010 from './0010_approval_links';
import * as m0011 from './0011_logo_colours';
import * as m0012 from './0012_sample_viewers';
import * as m0014 from './0014_data_version';
import * as m0015 from './0015_shop_settings';
import * as m0018 from './0018_answer_by';
import * as m0020 from './0020_users_admin';
import * as m0019 from './0019_text_thread_sample_department';
import * as m0021 from './0021_business_documents';
import * as m0022 from './0022_document_history_append_only';
import * as m0023 from './0023_answer_evidence';

/** Every migration, in order. Add new ones here (static list: works under tsx, Jest and bundlers). */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0003_editor': m0003,
  '0004_hardening': m0004,
  '0006_lifecycle': m0006,
  '0007_backoffice': m0007,
  '0008_sample_list': m0008,
  '0009_partner_photo': m0009,
  '0010_approval_links': m0010,
  '0011_logo_colours': m0011,
  '0012_sample_viewers': m0012,
  '0014_data_version': m0014,
  '0015_shop_settings': m0015,
  '0018_answer_by': m0018,
  '0020_users_admin': m0020,
  '0019_text_thread_sample_department': m0019,
  '0021_business_documents': m0021,
  '0022_document_history_append_only': m0022,
  '0023_answer_evidence': m0023,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest version; safe to call on every start. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  // Migrations from parallel branches may land in any order: apply whichever is missing.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
