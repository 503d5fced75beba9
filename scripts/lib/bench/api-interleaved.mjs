// API throughput of two builds, interleaved: `node scripts/lib/bench/api-interleaved.mjs <other clone> [rounds] [seconds]`.
//
// Starts this clone's server and the other clone's (both on fresh SQLite data folders with the demo data;
// the server runs from source, so no build is needed; pass this clone's own path for an A-vs-A run) and,
// per answer of `npm run bench`'s API part, a bare Node server answering this clone's bytes. Each round
// loads the bare server, the other build and this one (autocannon, 50 connections, no Accept-Encoding,
// a 2 s warm-up then `seconds` s, default 5; which build goes first alternates), so background load on a
// shared machine hits all three alike; the ratios to the bare server are taken within each round.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../workspace.mjs';
import { startBareServer, loadOurs } from './api-load.mjs';

const other = path.resolve(process.argv[2] ?? '');
const ROUNDS = Number(process.argv[3] ?? 3);
const SECONDS = Number(process.argv[4] ?? 5);
const PATHS = (process.env.BENCH_API_PATHS ?? '/api/business/samples/5,/api/dashboard/samples,/api/dashboard/samples?limit=25').split(',');
const DEMO = { username: 'demo', password: 'demo1234' };

const { startServer: startThis } = await import(pathToFileURL(path.join(root, 'scripts/lib/server.mjs')).href);
const { startServer: startOther } = await import(pathToFileURL(path.join(other, 'scripts/lib/server.mjs')).href);

async function cookieOf(url) {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

const load = async (url, headers) => {
  await loadOurs(url, headers, 2);
  return (await loadOurs(url, headers, SECONDS)).rps;
};
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

const [a, b] = await Promise.all([startOther(), startThis()]);
const sides = { before: { server: a, cookie: await cookieOf(a.url) }, after: { server: b, cookie: await cookieOf(b.url) } };
const rows = [];
try {
  for (const apiPath of PATHS) {
    const sample = await fetch(`${b.url}${apiPath}`, { headers: { cookie: sides.after.cookie, 'accept-encoding': 'identity' } });
    if (!sample.ok) throw new Error(`${apiPath} answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    const bare = await startBareServer(body, sample.headers.get('content-type') ?? 'application/json');
    const runs = { bare: [], before: [], after: [] };
    try {
      for (let round = 0; round < ROUNDS; round++) {
        process.stdout.write(`GET ${apiPath}: round ${round + 1}/${ROUNDS}\n`);
        runs.bare.push(await load(`${bare.url}/`, {}));
        for (const side of round % 2 ? ['after', 'before'] : ['before', 'after']) {
          runs[side].push(await load(`${sides[side].server.url}${apiPath}`, { cookie: sides[side].cookie }));
        }
      }
    } finally {
      bare.stop();
    }
    const ratios = (side) => runs[side].map((rps, i) => rps / runs.bare[i]);
    rows.push({ apiPath, bytes: body.length, runs, before: ratios('before'), after: ratios('after') });
  }
} finally {
  await Promise.all([a.stop(), b.stop()]);
}

const fmt = (xs) => xs.map((x) => x.toFixed(2)).join(' / ');
console.log(`\n${ROUNDS} rounds of ${SECONDS} s; before = ${other}, after = ${root}; medians (ratios per round)`);
console.log('| answer | bytes | bare req/s | before req/s | × bare | after req/s | × bare |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| \`GET ${r.apiPath}\` | ${r.bytes} | ${Math.round(median(r.runs.bare))} | ${Math.round(median(r.runs.before))} | ${median(r.before).toFixed(2)} (${fmt(r.before)}) | ${Math.round(median(r.runs.after))} | ${median(r.after).toFixed(2)} (${fmt(r.after)}) |`,
  );
}
