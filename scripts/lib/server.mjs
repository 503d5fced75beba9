// Starts the real server (as `npm start` does, without rebuilding) on a free port with a fresh data folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root, tsxBin } from './workspace.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `timeoutMs`: how long the first answer may take (a first start loads the demo data: over a minute on a busy machine). */
export async function startServer(extraEnv = {}, { timeoutMs = 180_000 } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-e2e-'));
  const [node, tsx] = tsxBin();
  const child = spawn(node, [tsx, path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`The server did not respond within ${timeoutMs / 1000} s:\n${output}`);
  }
  // A server that dies while tests use it says why (its output is otherwise only kept in memory).
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\nThe server exited (${code ?? signal}) while in use. Its last output:\n${output.slice(-8000)}\n`);
  });
  return {
    url,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
