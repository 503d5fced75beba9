import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves once the process has exited (after a kill or a crash). */
  exited: Promise<void>;
}

/**
 * The real server (server/src/main.ts, as `npm start` runs it) in a child process on a free port, with
 * the given data folder and database; resolves once /api/health answers.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  // tsx as a loader in this very process, not its CLI: the CLI runs the server in a grandchild that a
  // SIGKILL of the CLI would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 90 s:\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, output: () => output, exited };
}
