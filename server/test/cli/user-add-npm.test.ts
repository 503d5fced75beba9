import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { connectDatabase } from '../../src/db/connect';
import { provisionDatabase, testDatabases } from '../helpers/databases';

/**
 * Issue 21, finding 8: the README asks only for Node.js and npm, and `npm run user:add` failed with
 * "sh: 1: pnpm: not found". Run it as a user would, with a PATH that holds node, npm and the shell npm
 * runs scripts with, and nothing else.
 */
function nodeAndNpmOnly(dir: string): string {
  const which = (name: string) => fs.realpathSync(spawnSync('/bin/sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim());
  fs.symlinkSync(process.execPath, path.join(dir, 'node'));
  fs.symlinkSync(which('npm'), path.join(dir, 'npm'));
  fs.symlinkSync(which('sh'), path.join(dir, 'sh'));
  return dir;
}

describe.each(testDatabases)('npm run user:add without pnpm (%s)', (kind) => {
  let tempDir: string;
  beforeAll(() => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-npm-'));
  });
  afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

  it('creates the user in DATA_DIR or DATABASE_URL', async () => {
    const bin = nodeAndNpmOnly(fs.mkdtempSync(path.join(tempDir, 'bin-')));
    const dataDir = fs.mkdtempSync(path.join(tempDir, 'data-'));
    const database = await provisionDatabase(kind);
    try {
      const env: NodeJS.ProcessEnv = { HOME: process.env.HOME, PATH: bin, DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl ?? '' };
      expect(spawnSync('/bin/sh', ['-c', 'command -v pnpm'], { env }).status).not.toBe(0);
      const run = spawnSync('npm', ['run', '--silent', 'user:add', '--', 'revisora', 'secreto-123', 'Rosa', 'Díaz', 'designer'], {
        cwd: REPO_ROOT,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: expect.not.stringMatching(/pnpm/) });
      expect(run.stdout).toContain('Usuario creado: revisora (Rosa Díaz, designer).');

      const db = connectDatabase({ databaseUrl: database.databaseUrl, sqliteFile: path.join(dataDir, 'muestrario.db') });
      try {
        const user = await db.selectFrom('users').select(['username', 'first_name', 'role']).where('username', '=', 'revisora').executeTakeFirst();
        expect(user).toEqual({ username: 'revisora', first_name: 'Rosa', role: 'designer' });
      } finally {
        await db.destroy();
      }
    } finally {
      await database.drop();
    }
  }, 90_000);
});
