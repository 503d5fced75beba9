import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * Writes the OpenAPI document the server serves at /api/docs/json to the file given as argument (or
 * prints it). The app is built in this process on a throw-away SQLite database: nothing listens.
 */
async function main(): Promise<void> {
  const out = process.argv[2];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-openapi-'));
  try {
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dir, WEB_ROOT: dir }), garmentSvg: () => undefined });
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    if (out) fs.writeFileSync(out, text);
    else process.stdout.write(text);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
