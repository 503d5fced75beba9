// API throughput and tail latency under load (autocannon), next to a bare Node HTTP server that answers
// the very same bytes: the ratio is what our stack (Fastify, session check, validation, database query,
// serialisation) costs on top of the cheapest possible answer.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = 10;

/** A bare `http.createServer` in its own process (so it does not share this process's CPU). */
export async function startBareServer(body, contentType) {
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BARE_BODY, 'base64');
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.BARE_TYPE, 'content-length': body.length });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
  `;
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BARE_BODY: body.toString('base64'), BARE_TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

function run(url, headers, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function summary(result) {
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`load test got ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, bytes: result.throughput.average };
}

/** GET `url` with `headers` on our server (for `duration` seconds). */
export async function loadOurs(url, headers, duration = DURATION_S) {
  return summary(await run(url, headers, duration));
}

/** GET `url` with `headers` on our server (no Accept-Encoding), then the same bytes from the bare server. */
export async function compareWithBare(url, headers) {
  const sample = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (!sample.ok) throw new Error(`${url} answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const ours = await loadOurs(url, headers);
  const bare = await startBareServer(body, sample.headers.get('content-type') ?? 'application/json');
  try {
    const floor = summary(await run(`${bare.url}/`, {}));
    return { bytes: body.length, ours, bare: floor };
  } finally {
    bare.stop();
  }
}
