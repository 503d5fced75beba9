import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
const KEY = 'S3RVER';

export interface TestS3Server {
  /** `http://KEY:SECRET@127.0.0.1:PORT`: endpoint and credentials in one value (TEST_S3_URL). */
  url: string;
  stop(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on 127.0.0.1, on a free port, storing in a temp folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    url: `http://${KEY}:${KEY}@127.0.0.1:${port}`,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
