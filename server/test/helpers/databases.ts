import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * The databases every API test runs on: a fresh SQLite file always, and a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test).
 * Use as `describe.each(testDatabases)('… (%s)', (kind) => …)`.
 */
export type DatabaseKind = 'sqlite' | 'postgres';

const postgresBaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const testDatabases: DatabaseKind[] = postgresBaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];

interface ProvisionedDatabase {
  /** postgres:// URL of the new database, or undefined for SQLite (the file lives in dataDir). */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

async function withAdminClient<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: postgresBaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database for one test file. SQLite needs nothing: a new temp dir is enough. */
export async function provisionDatabase(kind: DatabaseKind): Promise<ProvisionedDatabase> {
  if (kind === 'sqlite') return { databaseUrl: undefined, drop: async () => {} };
  if (!postgresBaseUrl) throw new Error('TEST_DATABASE_URL no está definida.');
  const name = `mtest_${randomBytes(6).toString('hex')}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresBaseUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
