// File downloads while sign-ins run: p95 of GET /api/files/<key> alone, then with 50 sign-ins in
// flight the whole time (argon2 shares libuv's thread pool with file reads). Printed, never asserted.
// Run from scripts/bench.mjs or alone: `node scripts/bench/login-load.mjs` (needs the workspace installed, e.g. by `npm start`).
import { pathToFileURL } from 'node:url';
import { startServer } from '../lib/server.mjs';

const DOWNLOADS = 300;
const ROUNDS = 3;
const CONCURRENT_LOGINS = 50;
/** Hard stop for the loaded phase, whatever happens. */
const MAX_LOADED_MS = 120_000;

const p = (sorted, q) => sorted[Math.floor(q * (sorted.length - 1))];

async function timeDownloads(url, cookie, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function findFileUrl(base, cookie) {
  const samples = await (await fetch(`${base}/api/dashboard/samples`, { headers: { cookie } })).json();
  for (const sample of samples) {
    const logos = await (await fetch(`${base}/api/business/samples/${sample.sampleId}/logos`, { headers: { cookie } })).json();
    if (Array.isArray(logos) && logos[0]?.filename) return new URL(`${logos[0].resourcePath.replace(/\/?$/, "/")}${logos[0].filename}`, base).toString();
  }
  throw new Error('No hay archivos de logo en los datos demo.');
}

export async function benchLoginLoad() {
  // Behind a (pretend) proxy on loopback, each sign-in comes from its own client address and account,
  // as a crowd would: the throttle lets every one reach the password hash.
  const server = await startServer({ TRUST_PROXY: 'loopback' });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const fileUrl = await findFileUrl(server.url, cookie);
    await timeDownloads(fileUrl, cookie, 30); // warm-up

    // Alternate rounds (alone, then under sign-ins) so a change in the machine's background load
    // lands on both sides instead of skewing one.
    let logins = 0;
    const statuses = {};
    const deadline = Date.now() + MAX_LOADED_MS;
    const underLogins = async (measure) => {
      let running = true;
      const worker = async (w) => {
        while (running && Date.now() < deadline) {
          const n = logins++;
          const res = await fetch(`${server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.${w}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ username: `carga-${w}-${n}`, password: 'incorrecta' }),
          });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      };
      const workers = Array.from({ length: CONCURRENT_LOGINS }, (_, w) => worker(w));
      await new Promise((r) => setTimeout(r, 300)); // let the sign-ins pile up first
      const times = await measure();
      running = false;
      await Promise.all(workers);
      return times;
    };
    const alone = [];
    const loaded = [];
    for (let round = 0; round < ROUNDS; round++) {
      alone.push(...(await timeDownloads(fileUrl, cookie, DOWNLOADS / ROUNDS)));
      loaded.push(...(await underLogins(() => timeDownloads(fileUrl, cookie, DOWNLOADS / ROUNDS))));
    }
    alone.sort((a, b) => a - b);
    loaded.sort((a, b) => a - b);

    const fmt = (n) => `${n.toFixed(1)} ms`;
    console.log(`\nFile downloads while ${CONCURRENT_LOGINS} sign-ins run (n=${DOWNLOADS} each):`);
    console.log(`  GET /api/files/…  no sign-ins running     p50 ${fmt(p(alone, 0.5))}  p95 ${fmt(p(alone, 0.95))}`);
    console.log(`  GET /api/files/…  ${CONCURRENT_LOGINS} sign-ins running     p50 ${fmt(p(loaded, 0.5))}  p95 ${fmt(p(loaded, 0.95))}`);
    console.log(`  p95 loaded / alone: ${(p(loaded, 0.95) / p(alone, 0.95)).toFixed(2)}× (goal: ≤ 3×); sign-ins answered: ${logins} ${JSON.stringify(statuses)}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLoginLoad();
