// npm run bench: performance numbers, printed (never asserted in tests).
//
//  1. Page weight and first paint, as a first-time visitor gets them in Chromium (cache disabled, 4× CPU
//     throttle, median of 5 loads each): JS and CSS bytes on the wire, number of scripts and Largest
//     Contentful Paint of every page of scripts/lib/bench/pages.mjs (/login, /, /admin, a sample's review
//     and editor, one list and one form of each back-office area), each as a ratio to a floor page (React,
//     react-dom and the router bundled by esbuild, gzipped) measured in the same run, against its goal.
//  2. API throughput and p99 latency of GET /api/business/samples/5, GET /api/dashboard/samples (the whole
//     list) and GET /api/dashboard/samples?limit=25 (one screen, what the lists ask since issue 20) at 50
//     connections, each as a ratio to a bare Node HTTP server answering the same bytes (goal ≥ 0.35).
//  3. Every scripts/bench/*.mjs, in name order, each in its own process (`node <file>`), so other parts
//     plug in without editing this file. They get BENCH_BASE_URL: a running server with the demo data
//     (they may also start their own with scripts/lib/server.mjs). scripts/bench/stock-ledger.mjs (issue 31) seeds
//     a SQLite database (and a PostgreSQL one when TEST_DATABASE_URL or BENCH_STOCK_PG is set) with one million
//     stock movements, cached under the temp dir, and reports availability and kardex p50/p95/p99.
//
// Options: BENCH_RUNS (default 5), BENCH_SKIP=pages,api,parts,stock to leave parts out, BENCH_PAGES=/login,/admin
// to measure only some pages (names as pages.mjs spells them) (the floor always), BENCH_FILES=1 to list each page's scripts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildChangedApps, ensureInstalled, root } from './lib/workspace.mjs';

await ensureInstalled();
await buildChangedApps();

const { startServer } = await import('./lib/server.mjs');
const { buildFloorPage, serveFloorPage } = await import('./lib/bench/floor.mjs');
const { CPU_THROTTLE, launchChromium, measurePageLoad, summarize } = await import('./lib/bench/page-load.mjs');
const { benchPages, chosenPages, floorReady } = await import('./lib/bench/pages.mjs');
const { CONNECTIONS, DURATION_S, compareWithBare, loadOurs } = await import('./lib/bench/api-load.mjs');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const DEMO = { username: 'demo', password: 'demo1234' };

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const ms = (n) => (n === null ? 'n/a' : `${Math.round(n)} ms`);
const ratio = (a, b) => (a === null || b === null || !b ? 'n/a' : `${(a / b).toFixed(2)}`);

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const server = await startServer();
try {
  console.log(`\nnpm run bench — ${new Date().toISOString()} — Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 1e9)} GB, ${os.platform()}`);

  if (!skip.has('pages')) {
    const floorDir = await buildFloorPage();
    const floor = await serveFloorPage(floorDir);
    const browser = await launchChromium();
    try {
      const chosen = [{ name: 'floor page', url: `${floor.url}/`, ready: floorReady }, ...chosenPages(await benchPages(server.url))];
      // Round-robin (floor, /login, /, /admin, …, floor, …): a busy moment on the machine hits every page alike.
      const runs = chosen.map(() => []);
      for (let run = 0; run < RUNS; run++) {
        process.stdout.write(`  round ${run + 1}/${RUNS}…\n`);
        for (const [i, p] of chosen.entries()) runs[i].push(await measurePageLoad(browser, p.url, { prepare: p.prepare, ready: p.ready }));
      }
      const results = chosen.map((p, i) => ({ ...p, ...summarize(runs[i]) }));
      const base = results[0];
      console.log(`\nPage loads — Chromium, cache disabled, ${CPU_THROTTLE}× CPU throttle, medians of ${RUNS}; bytes are bodies on the wire (compressed).`);
      console.log(
        table(
          ['page', 'JS on the wire', '× floor', 'scripts', 'CSS on the wire', 'LCP', '× floor'],
          results.map((r) => [r.name, kb(r.js), ratio(r.js, base.js), r.scripts, kb(r.css), ms(r.lcp), ratio(r.lcp, base.lcp)]),
        ),
      );
      console.log('\nGoals (issue 34; JS × floor, LCP × floor):');
      for (const r of results.slice(1)) {
        const [jsGoal, lcpGoal] = r.goals;
        const jsOk = r.js / base.js <= jsGoal;
        const lcpOk = r.lcp !== null && r.lcp / base.lcp <= lcpGoal;
        console.log(`  ${jsOk && lcpOk ? '✔' : '✖'} ${r.name.padEnd(40)} JS ${ratio(r.js, base.js)} ≤ ${jsGoal}  LCP ${ratio(r.lcp, base.lcp)} ≤ ${lcpGoal}`);
      }
      const plain = [...new Set(results.slice(1).flatMap((r) => r.uncompressed))];
      console.log(plain.length ? `\n✖ Text answers over 1 kB sent without compression: ${plain.join(', ')}` : '\n✔ Every text answer over 1 kB arrived compressed.');
      if (process.env.BENCH_FILES) {
        for (const r of results) {
          console.log(`\n${r.name}:`);
          for (const f of r.files) console.log(`  ${kb(f.bytes).padStart(10)}  ${f.path}`);
        }
      }
    } finally {
      await browser.close();
      await floor.close();
      floor.cleanup();
    }
  }

  if (!skip.has('api')) {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    // The two answers every screen waits on: a sample's detail (small) and the list (larger), each next to
    // a bare Node server answering its very bytes. Goal (issue 20): at least 35 % of the bare throughput.
    const API_GOAL = 0.35;
    const goals = [];
    for (const apiPath of ['/api/business/samples/5', '/api/dashboard/samples', '/api/dashboard/samples?limit=25']) {
      process.stdout.write(`\n  load testing GET ${apiPath} (${CONNECTIONS} connections, ${DURATION_S} s per row)…\n`);
      const { bytes, ours, bare } = await compareWithBare(`${server.url}${apiPath}`, { cookie });
      // As a browser asks (compressed answer): what on-the-fly brotli costs (only above 1 KB).
      const compressed = await loadOurs(`${server.url}${apiPath}`, { cookie, 'accept-encoding': 'br, gzip' });
      console.log(`\nAPI — GET ${apiPath}, ${bytes} bytes of JSON, autocannon, ${CONNECTIONS} connections, ${DURATION_S} s:`);
      console.log(
        table(
          ['server', 'requests/s', 'p50', 'p99', 'throughput × bare', 'p99 × bare'],
          [
            ['bare Node http (same bytes)', Math.round(bare.rps), `${bare.p50} ms`, `${bare.p99} ms`, '1.00', '1.00'],
            ['Muestrario (Fastify)', Math.round(ours.rps), `${ours.p50} ms`, `${ours.p99} ms`, ratio(ours.rps, bare.rps), ratio(ours.p99, bare.p99)],
            ['Muestrario, Accept-Encoding: br', Math.round(compressed.rps), `${compressed.p50} ms`, `${compressed.p99} ms`, ratio(compressed.rps, bare.rps), ratio(compressed.p99, bare.p99)],
          ],
        ),
      );
      goals.push({ apiPath, value: ours.rps / bare.rps });
    }
    console.log(`\nGoal (issue 20): each answer ≥ ${API_GOAL} × the bare server's throughput.`);
    for (const { apiPath, value } of goals) console.log(`${value >= API_GOAL ? '✔' : '✖'} GET ${apiPath.padEnd(36)} ${value.toFixed(2)} ≥ ${API_GOAL}`);
  }

  if (!skip.has('parts')) {
    const dir = path.join(root, 'scripts/bench');
    const parts = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort() : [];
    for (const part of parts) {
      console.log(`\n— scripts/bench/${part}`);
      const code = await new Promise((resolve) => {
        const child = spawn(process.execPath, [path.join(dir, part)], {
          cwd: root,
          stdio: 'inherit',
          env: { ...process.env, BENCH_BASE_URL: server.url },
        });
        child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
      });
      if (code !== 0) console.log(`✖ scripts/bench/${part} exited with code ${code}`);
    }
  }
} finally {
  await server.stop();
}

