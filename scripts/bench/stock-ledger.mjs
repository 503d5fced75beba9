// npm run bench, part "stock ledger" (issue 31, acceptance 1): with one million stock movements
// (`npm run seed:bulk -- --moves 1000000` over the demo data), an item's availability
// (GET /api/stock/items/:id) answers with p99 ≤ 20 ms. Also measured: the kardex's first page of the same
// busy item (GET /api/stock/items/:id/kardex) and, for reference, a quiet item's availability.
//
// The seeded database is cached under the temp dir, keyed by the schema (the migration files) and the
// seeding code, so reruns start in seconds: SQLite as a file (copied for each run), PostgreSQL as a
// database `mbench_stock_<key>` next to TEST_DATABASE_URL's (or BENCH_STOCK_PG's) when one of them is set.
// Each endpoint: BENCH_STOCK_WARMUP (default 200) requests, then BENCH_STOCK_REQUESTS (default 2,000)
// one after another on one keep-alive connection, timed in this process (so the figures include HTTP and
// JSON): p50 / p95 / p99 / max. Printed only; never asserted in a test.
// Run alone: `node scripts/bench/stock-ledger.mjs` (BENCH_STOCK_MOVES to seed another count); left out of
// `npm run bench` with BENCH_SKIP=stock (or =parts, with the other parts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, root, run, tsxBin } from '../lib/workspace.mjs';

if ((process.env.BENCH_SKIP ?? '').split(',').includes('stock')) {
  console.log('  (skipped: BENCH_SKIP has stock)');
  process.exit(0);
}
// Only the API is measured: the apps' builds (which `npm run bench` makes first) do not matter here.
await ensureInstalled();
const { startServer } = await import('../lib/server.mjs');

const MOVES = Number(process.env.BENCH_STOCK_MOVES ?? 1_000_000);
const WARMUP = Number(process.env.BENCH_STOCK_WARMUP ?? 200);
const REQUESTS = Number(process.env.BENCH_STOCK_REQUESTS ?? 2_000);
const GOAL_MS = 20;
const PG_URL = process.env.BENCH_STOCK_PG || process.env.TEST_DATABASE_URL || '';
const DEMO = { username: 'demo', password: 'demo1234' };
const serverRequire = createRequire(path.join(root, 'server/package.json'));

/** The cache key: every migration (name and text) and the seeding code, so a schema or seed change reseeds. */
function cacheKey() {
  const hash = createHash('sha1');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (full.includes(`${path.sep}migrations${path.sep}`)) hash.update(path.relative(root, full)).update(fs.readFileSync(full));
    }
  };
  walk(path.join(root, 'server/src'));
  for (const f of ['server/src/db/seed/bulk-moves.ts', 'server/src/db/seed/data/stock.ts', 'server/src/db/seed/data/items.ts']) hash.update(fs.readFileSync(path.join(root, f)));
  hash.update(String(MOVES));
  return hash.digest('hex').slice(0, 12);
}

async function seed(env) {
  // Migrations first, outside the server (on a busy machine they outlast Fastify's plugin timeout on
  // PostgreSQL); then a first start loads the demo data (users, items, warehouses, opening stock); then
  // the bulk movements.
  const [node, tsx] = tsxBin();
  const migrate = `
    import { loadConfig } from ${JSON.stringify(path.join(root, 'server/src/config.ts'))};
    import { connectDatabase } from ${JSON.stringify(path.join(root, 'server/src/db/connect.ts'))};
    import { migrateToLatest } from ${JSON.stringify(path.join(root, 'server/src/db/migrations/index.ts'))};
    (async () => {
      const config = loadConfig();
      const db = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
      await migrateToLatest(db);
      await db.destroy();
    })().catch((error) => {
      console.error(error);
      process.exit(1);
    });
  `;
  const migrated = await run(node, [tsx, '--eval', migrate], { env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env } });
  if (migrated !== 0) throw new Error(`migrating the bench database exited with code ${migrated}`);
  const server = await startServer(env, { timeoutMs: 900_000 });
  await server.stop();
  const started = Date.now();
  const code = await run(node, [tsx, path.join(root, 'server/src/cli/seed-bulk.ts'), '--moves', String(MOVES)], {
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env },
  });
  if (code !== 0) throw new Error(`seed:bulk --moves ${MOVES} exited with code ${code}`);
  console.log(`  seeded ${MOVES.toLocaleString('en')} movements in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function sqliteTarget(key) {
  const cached = path.join(os.tmpdir(), `muestrario-bench-stock-${key}`);
  if (!fs.existsSync(path.join(cached, 'muestrario.db'))) {
    console.log(`  SQLite: seeding a fresh database (cached in ${cached})…`);
    const building = `${cached}.building-${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    await seed({ DATA_DIR: building });
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(building, cached);
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-bench-stock-run-'));
  for (const f of fs.readdirSync(cached)) if (f.startsWith('muestrario.db')) fs.copyFileSync(path.join(cached, f), path.join(copy, f));
  const Database = serverRequire('better-sqlite3');
  const db = new Database(path.join(copy, 'muestrario.db'), { readonly: true });
  const rows = db.prepare('select item_id as id, count(*) as n from stock_moves group by item_id order by n desc').all();
  db.close();
  return { name: 'SQLite', env: { DATA_DIR: copy }, rows, cleanup: () => fs.rmSync(copy, { recursive: true, force: true }) };
}

async function postgresTarget(key) {
  const { Client } = serverRequire('pg');
  const name = `mbench_stock_${key}`;
  const urlOf = (db) => {
    const url = new URL(PG_URL);
    url.pathname = `/${db}`;
    return url.toString();
  };
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (!exists) {
      console.log(`  PostgreSQL: seeding a fresh database (kept as ${name})…`);
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const files = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-bench-stock-files-'));
      await seed({ DATABASE_URL: urlOf(building), DATA_DIR: files });
      fs.rmSync(files, { recursive: true, force: true });
      const c = new Client({ connectionString: urlOf(building) });
      await c.connect();
      await c.query('vacuum analyze');
      await c.end();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.end();
  }
  const c = new Client({ connectionString: urlOf(name) });
  await c.connect();
  const rows = (await c.query('select item_id as id, count(*)::int as n from stock_moves group by item_id order by n desc')).rows;
  await c.end();
  return { name: 'PostgreSQL', env: { DATABASE_URL: urlOf(name) }, rows, cleanup: () => {} };
}

const f = (n) => `${n.toFixed(1)} ms`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(url, cookie) {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times[times.length - 1] };
}

const key = cacheKey();
// BENCH_STOCK_DBS=sqlite or =postgres measures one of them only.
const only = process.env.BENCH_STOCK_DBS ?? 'sqlite,postgres';
const targets = [];
if (only.includes('sqlite')) targets.push(() => sqliteTarget(key));
if (PG_URL && only.includes('postgres')) targets.push(() => postgresTarget(key));
const results = [];
for (const make of targets) {
  const target = await make();
  const server = await startServer(target.env);
  try {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const total = target.rows.reduce((s, r) => s + Number(r.n), 0);
    const busy = target.rows[0];
    const quiet = target.rows[target.rows.length - 1];
    console.log(`\n  ${target.name}: ${total.toLocaleString('en')} movements; busy item ${busy.id} has ${Number(busy.n).toLocaleString('en')}, quiet item ${quiet.id} ${Number(quiet.n).toLocaleString('en')}`);
    for (const [label, apiPath] of [
      ['availability, busy item', `/api/stock/items/${busy.id}`],
      ['kardex page 1, busy item', `/api/stock/items/${busy.id}/kardex`],
      ['kardex page 100, busy item', `/api/stock/items/${busy.id}/kardex?page=100`],
      ['availability, quiet item', `/api/stock/items/${quiet.id}`],
      // The machine's floor: an answer that reads no table (what scheduling and HTTP alone cost).
      ['reference: health', '/api/health'],
    ]) {
      process.stdout.write(`  measuring GET ${apiPath}…\n`);
      const r = { db: target.name, label, apiPath, ...(await measure(`${server.url}${apiPath}`, cookie)) };
      console.log(`    p50 ${f(r.p50)}  p95 ${f(r.p95)}  p99 ${f(r.p99)}  max ${f(r.max)}`);
      results.push(r);
    }
  } finally {
    await server.stop();
    target.cleanup();
  }
}

console.log(`\nStock ledger with ${MOVES.toLocaleString('en')} bulk movements — ${REQUESTS} sequential requests after ${WARMUP} warm-up, one keep-alive connection, timed by the client:`);
console.log('| database | endpoint | p50 | p95 | p99 | max |');
console.log('|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.db} | ${r.label} (GET ${r.apiPath}) | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.max)} |`);
console.log(`\nGoal (issue 31, acceptance 1): availability p99 ≤ ${GOAL_MS} ms.`);
for (const r of results.filter((x) => x.label.startsWith('availability'))) console.log(`${r.p99 <= GOAL_MS ? '✔' : '✖'} ${r.db.padEnd(10)} ${r.label.padEnd(26)} p99 ${f(r.p99)} ≤ ${GOAL_MS} ms`);
if (!PG_URL) console.log('  (PostgreSQL: set TEST_DATABASE_URL or BENCH_STOCK_PG to measure it too.)');
