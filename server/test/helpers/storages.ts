import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { parseS3 } from '../../src/config';
import { s3Client } from '../../src/storage/s3';
import { startS3Server } from './s3-server';

/**
 * The file storages the storage tests run on: local disk, and an S3-compatible server: the one the test
 * command started (TEST_S3_URL, `http://KEY:SECRET@HOST:PORT`), or else one started for the test file.
 * Use as `describe.each(testStorages)('… (%s)', (storage) => …)`.
 */
export type StorageKind = 'local' | 's3';

// The SDK warns once per process that its 2027 releases will need Node 22: true, and noise in every test file.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
export const testStorages: StorageKind[] = ['local', 's3'];

export interface ProvisionedStorage {
  /** Environment for loadConfig: the S3_* variables of a new empty bucket, or nothing (DATA_DIR/files). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** The S3_* variables for `bucket` on the server at `url` (credentials in the URL's user and password). */
export function s3Env(url: string, bucket: string): Record<string, string> {
  const u = new URL(url);
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: u.origin,
    S3_ACCESS_KEY_ID: decodeURIComponent(u.username),
    S3_SECRET_ACCESS_KEY: decodeURIComponent(u.password),
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** A new empty bucket (and its removal, objects included). */
export async function provisionBucket(url: string): Promise<ProvisionedStorage> {
  const env = s3Env(url, `mtest-${randomBytes(6).toString('hex')}`);
  const settings = parseS3(env)!;
  const client = s3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return {
    env,
    async drop() {
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
        const keys = (page.Contents ?? []).map((o) => o.Key!);
        if (!keys.length) break;
        await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key }))));
      }
      await client.send(new DeleteBucketCommand({ Bucket: settings.bucket }));
      client.destroy();
    },
  };
}

export async function provisionStorage(kind: StorageKind): Promise<ProvisionedStorage> {
  if (kind === 'local') return { env: {}, drop: async () => {} };
  if (process.env.TEST_S3_URL) return provisionBucket(process.env.TEST_S3_URL);
  const server = await startS3Server();
  const bucket = await provisionBucket(server.url);
  return {
    env: bucket.env,
    drop: () => bucket.drop().finally(() => server.stop()),
  };
}
