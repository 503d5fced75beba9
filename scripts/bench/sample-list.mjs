// npm run bench, part "lists that scale" (issue 20): the samples list with 10,000 samples against the
// same list with 40. Two servers of this build, each on a fresh SQLite data folder with the demo data,
// topped up by `npm run seed:bulk` (server/src/cli/seed-bulk.ts) to 40 and to 10,000 samples.
//  1. /samples, signed in: Largest Contentful Paint until the first rows show (Chromium, cache disabled,
//     4× CPU throttle, 1440×900: the page-load method of bench.mjs), the two servers in turn, medians of
//     BENCH_RUNS (default 5). Goal: 10,000 within 1.1× of 40.
//  2. The list endpoint at 10,000, as /samples asks for its first screen (GET /api/dashboard/samples?limit=25),
//     autocannon at 50 connections for 10 s: p99 (goal < 50 ms) and requests/s against a bare Node server
//     answering the same bytes (goal ≥ 0.35). Also the home page's query and a search, for reference.
// Printed only; never asserted in a test. Run alone: `node scripts/bench/sample-list.mjs` (after a build).
import path from 'node:path';
import { startServer } from '../lib/server.mjs';
import { launchChromium, measurePageLoad, median } from '../lib/bench/page-load.mjs';
import { CONNECTIONS, DURATION_S, compareWithBare, loadOurs } from '../lib/bench/api-load.mjs';
import { root, run, tsxBin } from '../lib/workspace.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = [40, 10_000];
const PAINT_GOAL = 1.1;
const P99_GOAL_MS = 50;
const RATIO_GOAL = 0.35;
const FIRST_SCREEN = '/api/dashboard/samples?limit=25';
const DEMO = { username: 'demo', password: 'demo1234' };

async function cookieOf(url) {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Brings a server's database to `size` samples with `npm run seed:bulk` (its CLI, on the server's data folder). */
async function fill(server, size) {
  const cookie = await cookieOf(server.url);
  const now = (await (await fetch(`${server.url}/api/dashboard/samples?limit=1`, { headers: { cookie } })).json()).total;
  if (now < size) {
    const [node, tsx] = tsxBin();
    const code = await run(node, [tsx, path.join(root, 'server/src/cli/seed-bulk.ts'), String(size - now)], {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    });
    if (code !== 0) throw new Error(`seed:bulk exited with ${code}`);
  }
  const total = (await (await fetch(`${server.url}/api/dashboard/samples?limit=1`, { headers: { cookie } })).json()).total;
  return { cookie, total };
}

const servers = [];
try {
  for (const size of SIZES) servers.push({ size, server: await startServer() });
  for (const s of servers) Object.assign(s, await fill(s.server, s.size));
  console.log(`Samples in each database: ${servers.map((s) => s.total.toLocaleString('en')).join(' and ')}.`);

  // 1. First rows of /samples.
  const browser = await launchChromium();
  const paints = servers.map(() => []);
  try {
    for (let round = 0; round < RUNS; round++) {
      // Alternate which goes first, so a busy moment does not always hit the same side.
      const order = round % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
      for (const i of order) {
        const { server } = servers[i];
        const result = await measurePageLoad(browser, `${server.url}/samples`, {
          prepare: async (context) => {
            const res = await context.request.post(`${server.url}/api/auth/login`, { data: DEMO });
            if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
          },
          ready: (page) => page.getByRole('table', { name: 'Todas las muestras' }).locator('tbody tr').first().waitFor({ state: 'visible', timeout: 30000 }),
        });
        paints[i].push(result.lcp);
      }
    }
  } finally {
    await browser.close();
  }
  const [few, many] = paints.map(median);
  const paintRatio = few && many ? many / few : null;
  console.log(`\n/samples, first rows (LCP; Chromium, cache disabled, 4× CPU throttle, medians of ${RUNS}):`);
  for (const [i, s] of servers.entries()) console.log(`  ${String(s.total).padStart(6)} samples: ${Math.round(median(paints[i]))} ms   (${paints[i].map((v) => Math.round(v)).join(', ')})`);

  // 2. The list endpoint at 10,000.
  const big = servers[servers.length - 1];
  const headers = { cookie: big.cookie };
  process.stdout.write(`\n  load testing GET ${FIRST_SCREEN} (${CONNECTIONS} connections, ${DURATION_S} s)…\n`);
  const { bytes, ours, bare } = await compareWithBare(`${big.server.url}${FIRST_SCREEN}`, headers);
  const others = [];
  for (const [label, query] of [
    ['home (pending stages)', '/api/dashboard/samples?stage=1,2,3,4,5,6,8&limit=25'],
    ['search «queretaro»', '/api/dashboard/samples?q=queretaro&limit=25'],
  ]) {
    process.stdout.write(`  load testing GET ${query}…\n`);
    others.push([label, query, await loadOurs(`${big.server.url}${query}`, headers).catch((error) => ({ error }))]);
  }
  console.log(`\nList endpoint with ${big.total.toLocaleString('en')} samples — autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, no Accept-Encoding:`);
  console.log(`  bare Node http (same ${bytes} bytes): ${Math.round(bare.rps)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`);
  console.log(`  GET ${FIRST_SCREEN}: ${Math.round(ours.rps)} req/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms, ${(ours.rps / bare.rps).toFixed(2)} × bare`);
  for (const [label, query, r] of others) {
    console.log(`  ${label}, GET ${query}: ${r.error ? `✖ ${r.error.message}` : `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`}`);
  }

  const ratio = ours.rps / bare.rps;
  console.log('\nGoals (issue 20, lists that scale):');
  console.log(`${paintRatio !== null && paintRatio <= PAINT_GOAL ? '✔' : '✖'} /samples first rows, 10,000 vs 40 samples: ${paintRatio === null ? 'n/a' : paintRatio.toFixed(2)} × ≤ ${PAINT_GOAL} ×`);
  console.log(`${ours.p99 < P99_GOAL_MS ? '✔' : '✖'} list endpoint p99 at ${CONNECTIONS} connections: ${ours.p99} ms < ${P99_GOAL_MS} ms`);
  console.log(`${ratio >= RATIO_GOAL ? '✔' : '✖'} list endpoint throughput: ${ratio.toFixed(2)} × bare ≥ ${RATIO_GOAL}`);
} finally {
  for (const { server } of servers) await server.stop();
}
