// npm run bench, part "roster import" (issue 35, acceptance 2): a uniform program's roster CSV of 500 rows,
// some of them bad (an unknown job title, a size outside the style's run, an impossible date: 60 rows),
// imported end to end as the 'Importar plantilla' dialog does it: the preview upload (read, check, answer
// the per-row errors) and then the apply upload (read and check again inside the transaction, write the
// 440 valid rows with their sizes). Goal: well under 2 s.
//
// Its own server (the real one, as `npm start` runs it, on a fresh SQLite data folder with the demo data;
// and on PostgreSQL when TEST_DATABASE_URL or BENCH_ROSTER_PG is set, in a scratch database dropped
// afterwards). One program per run, built beforehand by the tests' builder (two job titles, four styles,
// 10 employees), so every run starts from the same roster. Each run is timed in this process around the
// two HTTP requests (multipart upload, JSON answer): BENCH_ROSTER_RUNS (default 7) runs after one warm-up,
// p50 and p95 printed. Printed only; never asserted in a test. Run alone: `node scripts/bench/roster-import.mjs`;
// left out of `npm run bench` with BENCH_SKIP=roster (or =parts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureInstalled, root, run, tsxBin } from '../lib/workspace.mjs';

if ((process.env.BENCH_SKIP ?? '').split(',').includes('roster')) {
  console.log('  (skipped: BENCH_SKIP has roster)');
  process.exit(0);
}
await ensureInstalled();
const { startServer } = await import('../lib/server.mjs');

const RUNS = Number(process.env.BENCH_ROSTER_RUNS ?? 7);
const ROWS = 500;
const GOAL_MS = 2000;
const PG_URL = process.env.BENCH_ROSTER_PG || process.env.TEST_DATABASE_URL || '';
const DEMO = { username: 'demo', password: 'demo1234' };
const serverRequire = createRequire(path.join(root, 'server/package.json'));

/** Builds `count` programs of the demo seller in the server's database; prints their ids and garment types as JSON. */
async function buildPrograms(env, count) {
  const [node, tsx] = tsxBin();
  const code = `
    import { loadConfig } from ${JSON.stringify(path.join(root, 'server/src/config.ts'))};
    import { connectDatabase } from ${JSON.stringify(path.join(root, 'server/src/db/connect.ts'))};
    import { ProgramsRepository } from ${JSON.stringify(path.join(root, 'server/src/modules/programs/repository.ts'))};
    import { buildProgram } from ${JSON.stringify(path.join(root, 'server/test/helpers/builders/programs.ts'))};
    (async () => {
      const config = loadConfig();
      const db = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
      const demo = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
      const app = { db, programs: new ProgramsRepository(db) };
      const built = [];
      for (let i = 0; i < ${count}; i++) {
        const p = await buildProgram(app, { employees: 10, sellerId: demo.id, name: 'Banco ' + i });
        const detail = await app.programs.detail(p.programId);
        built.push({ programId: p.programId, garmentTypes: detail.garmentTypes.map((g) => ({ label: g.label, sizes: g.sizes })), jobTitles: detail.jobTitles.map((t) => t.name) });
      }
      process.stdout.write('PROGRAMS ' + JSON.stringify(built) + '\\n');
      await db.destroy();
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  let out = '';
  const { spawn } = await import('node:child_process');
  const code_ = await new Promise((resolve) => {
    const child = spawn(node, [tsx, '--eval', code], { cwd: root, env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code_ !== 0) throw new Error(`building the bench programs exited with code ${code_}`);
  return JSON.parse(out.split('\n').find((l) => l.startsWith('PROGRAMS '))?.slice(9) ?? '[]');
}

/** The 500-row CSV: 440 good rows, 60 bad ones (20 unknown job titles, 20 sizes outside the run, 20 impossible dates). */
function rosterCsv(program) {
  const header = ['Número de empleado', 'Nombre', 'Puesto', 'Área', 'Fecha de ingreso', ...program.garmentTypes.map((g) => `Talla ${g.label}`)];
  const lines = [header.join(';')];
  for (let i = 0; i < ROWS; i++) {
    const bad = i % 25 === 3 ? 'title' : i % 25 === 11 ? 'size' : i % 25 === 17 ? 'date' : null;
    const sizes = program.garmentTypes.map((g, k) => (bad === 'size' && k === 0 ? 'XXXL' : g.sizes[(i + k) % g.sizes.length]));
    lines.push(
      [`B${10_000 + i}`, `Empleada Banco ${i}`, bad === 'title' ? 'Chofer' : program.jobTitles[i % program.jobTitles.length], ['Almacén', 'Patio', 'Embarques'][i % 3], bad === 'date' ? '31/02/2025' : '01/03/2025', ...sizes].join(';'),
    );
  }
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

async function upload(baseUrl, cookie, programId, csv, mode) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'plantilla.csv');
  const res = await fetch(`${baseUrl}/api/programs/${programId}/roster-import`, { method: 'POST', headers: { cookie, origin: baseUrl }, body: form });
  const body = await res.json();
  if (!res.ok) throw new Error(`${mode}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const f = (n) => `${n.toFixed(0)} ms`;

async function measure(name, env, cleanup) {
  const server = await startServer(env, { timeoutMs: 300_000 });
  try {
    const programs = await buildPrograms({ ...env, DATA_DIR: server.dataDir }, RUNS + 1);
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const times = { preview: [], apply: [], total: [] };
    for (const [i, program] of programs.entries()) {
      const csv = rosterCsv(program);
      const t0 = performance.now();
      const preview = await upload(server.url, cookie, program.programId, csv, 'preview');
      const t1 = performance.now();
      const applied = await upload(server.url, cookie, program.programId, csv, 'apply');
      const t2 = performance.now();
      if (applied.counts.new !== 440 || applied.counts.errors !== 60 || preview.issueCount !== 60) throw new Error(`unexpected counts: ${JSON.stringify(applied.counts)}`);
      if (i === 0) continue; // warm-up
      times.preview.push(t1 - t0);
      times.apply.push(t2 - t1);
      times.total.push(t2 - t0);
    }
    const row = { db: name };
    for (const [k, list] of Object.entries(times)) {
      list.sort((a, b) => a - b);
      row[k] = { p50: percentile(list, 50), p95: percentile(list, 95), max: list[list.length - 1] };
    }
    return row;
  } finally {
    await server.stop();
    await cleanup?.();
  }
}

const results = [];
results.push(await measure('SQLite', {}));
if (PG_URL) {
  const { Client } = serverRequire('pg');
  const name = `mbench_roster_${process.pid}`;
  const urlOf = (db) => {
    const url = new URL(PG_URL);
    url.pathname = `/${db}`;
    return url.toString();
  };
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  // Migrations first, outside the server (on a busy machine they outlast Fastify's plugin timeout on PostgreSQL).
  const [node, tsx] = tsxBin();
  const migrate = `
    import { loadConfig } from ${JSON.stringify(path.join(root, 'server/src/config.ts'))};
    import { connectDatabase } from ${JSON.stringify(path.join(root, 'server/src/db/connect.ts'))};
    import { migrateToLatest } from ${JSON.stringify(path.join(root, 'server/src/db/migrations/index.ts'))};
    (async () => { const c = loadConfig(); const db = connectDatabase({ databaseUrl: c.databaseUrl, sqliteFile: c.sqliteFile }); await migrateToLatest(db); await db.destroy(); })()
      .catch((error) => { console.error(error); process.exit(1); });
  `;
  const migrated = await run(node, [tsx, '--eval', migrate], { env: { ...process.env, DATA_DIR: '', DATABASE_URL: urlOf(name) } });
  if (migrated !== 0) throw new Error(`migrating the bench database exited with code ${migrated}`);
  try {
    results.push(await measure('PostgreSQL', { DATABASE_URL: urlOf(name) }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`\nRoster import, ${ROWS}-row CSV (440 valid, 60 with errors), preview + apply over HTTP, ${RUNS} runs after one warm-up, one fresh program each, timed by the client:`);
console.log('| database | preview p50 | preview p95 | apply p50 | apply p95 | end to end p50 | end to end p95 | max |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.db} | ${f(r.preview.p50)} | ${f(r.preview.p95)} | ${f(r.apply.p50)} | ${f(r.apply.p95)} | ${f(r.total.p50)} | ${f(r.total.p95)} | ${f(r.total.max)} |`);
console.log(`\nGoal (issue 35, acceptance 2): a 500-row roster imports well under ${GOAL_MS} ms.`);
for (const r of results) console.log(`${r.total.p95 < GOAL_MS ? '✔' : '✖'} ${r.db.padEnd(10)} end to end p95 ${f(r.total.p95)} < ${GOAL_MS} ms`);
if (!PG_URL) console.log('  (PostgreSQL: set TEST_DATABASE_URL or BENCH_ROSTER_PG to measure it too.)');
