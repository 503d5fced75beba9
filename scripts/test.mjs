// npm test: install, lint (zero warnings), typecheck, unit + API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), the byte budgets per route (budgets.json), then end-to-end tests in Chromium against a freshly started server.
// With CI=true a missing Chromium or PostgreSQL fails the run instead of being skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appsRegistry, buildChangedApps, ensureInstalled, log, root, run } from './lib/workspace.mjs';
import { startServer } from './lib/server.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-test-'));
const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const bin = (name) => path.join(root, 'node_modules/.bin', name);

// Each step's wall time since the previous step ended, in the summary: what to shorten when CI runs long.
let stepStarted = Date.now();
function took() {
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  stepStarted = Date.now();
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
function record(name, ok, detail = '') {
  steps.push({ name, status: ok ? 'ok' : 'FAILED', detail, time: took() });
}
function skip(name, why) {
  steps.push({ name, status: 'SKIPPED', detail: why, time: took() });
}
/** Playwright's JSON report: expected = passed, unexpected = failed, flaky passed on a retry. */
function readPlaywrightCounts(file) {
  if (!fs.existsSync(file)) return null;
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const r = { passed: stats.expected + stats.flaky, failed: stats.unexpected + errors.length, skipped: stats.skipped };
  counts.passed += r.passed;
  counts.failed += r.failed;
  counts.skipped += r.skipped;
  return r;
}
function readJestCounts(file) {
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
  counts.failed += r.numRuntimeErrorTestSuites ?? 0;
  return r;
}

await ensureInstalled();
stepStarted = Date.now();

// `node scripts/test.mjs e2e -- samples.spec.ts` passes what follows `--` to the runner of the step
// (Jest or Playwright): a filter while working on one feature.
const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const only = dashes === -1 ? argv : argv.slice(0, dashes);
const passThrough = dashes === -1 ? [] : argv.slice(dashes + 1);
const wants = (step) => only.length === 0 || only.includes(step);

if (wants('lint')) {
  log('Lint (eslint, zero warnings)…');
  record('Lint', (await run(bin('eslint'), ['.', '--max-warnings=0'])) === 0);
}

if (wants('typecheck')) {
  log('Typecheck (tsc per package)…');
  let ok = true;
  const { APP_DIRS } = await appsRegistry();
  for (const pkg of ['shared', 'server', ...APP_DIRS, 'e2e', 'scripts/budgets']) {
    const code = await run(bin('tsc'), ['--noEmit', '-p', path.join(pkg, 'tsconfig.json')]);
    if (code !== 0) ok = false;
  }
  record('Typecheck', ok);
}

if (wants('openapi')) {
  // The document /api/docs/json serves, from an app built in a child process (nothing listens), checked by
  // redocly lint (redocly.yaml) without network access: no telemetry, no update check.
  log('OpenAPI document (redocly lint)…');
  const file = path.join(outDir, 'openapi.json');
  const built = await run(bin('tsx'), [path.join('server', 'src', 'cli', 'openapi.ts'), file]);
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const linted = built === 0 ? await run(bin('redocly'), ['lint', file, '--format=stylish'], { env }) : 1;
  record('OpenAPI (redocly lint)', built === 0 && linted === 0, built === 0 ? '' : 'the document could not be generated');
}

/**
 * The local S3-compatible server (s3rver, 127.0.0.1, a free port) the storage tests run their S3 driver
 * against, shared by the whole Jest run as TEST_S3_URL (a test file run alone starts its own).
 */
async function withS3Server(fn) {
  if (process.env.TEST_S3_URL) return fn(process.env.TEST_S3_URL);
  const { tsImport } = await import('tsx/esm/api');
  const { startS3Server } = await tsImport('../server/test/helpers/s3-server.ts', import.meta.url);
  const s3 = await startS3Server();
  log(`S3-compatible server (s3rver) on ${new URL(s3.url).host}`);
  try {
    return await fn(s3.url);
  } finally {
    await s3.stop();
  }
}

if (wants('unit')) {
  const pgMissing = !process.env.TEST_DATABASE_URL;
  if (pgMissing && CI) {
    record('PostgreSQL', false, 'CI=true but TEST_DATABASE_URL is not set');
  } else if (pgMissing) {
    skip('API on PostgreSQL', 'set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them');
  }
  log(`Unit and API tests (SQLite${pgMissing ? '' : ' and PostgreSQL'})…`);
  const file = path.join(outDir, 'jest.json');
  const code = await withS3Server((url) => run(bin('jest'), ['--ci', '--json', `--outputFile=${file}`, ...passThrough], { env: { ...process.env, TEST_S3_URL: url } }));
  const r = readJestCounts(file);
  record('Unit and API', code === 0 && r !== null, r ? `${r.numPassedTests} passed, ${r.numFailedTests} failed` : 'no results');
}

// `node scripts/test.mjs storage`: only the storage and several-instance tests, on both drivers (the
// whole run above includes them).
if (only.includes('storage')) {
  log('Storage tests on local disk and S3 (s3rver)…');
  const file = path.join(outDir, 'storage.json');
  const code = await withS3Server((url) =>
    run(bin('jest'), ['--ci', '--json', `--outputFile=${file}`, 'server/test/storage', 'server/test/instances'], { env: { ...process.env, TEST_S3_URL: url } }),
  );
  const r = readJestCounts(file);
  record('Storage (local disk and S3)', code === 0 && r !== null, r ? `${r.numPassedTests} passed, ${r.numFailedTests} failed` : 'no results');
}

// `node scripts/test.mjs budgets [--update]`: the byte budgets per route (budgets.json, scripts/budgets/), on
// a production build of the four apps (what changed is rebuilt). `--update` rewrites the file instead.
if (wants('budgets')) {
  await buildChangedApps();
  const update = only.includes('--update');
  log(update ? 'Byte budgets: writing budgets.json…' : 'Byte budgets per route (budgets.json)…');
  const { buildFloorPage } = await import('./lib/bench/floor.mjs');
  const floorDir = await buildFloorPage();
  const { gzipSync } = await import('node:zlib');
  const floorJs = gzipSync(fs.readFileSync(path.join(floorDir, 'main.js')), { level: 9 }).length;
  fs.rmSync(floorDir, { recursive: true, force: true });
  const file = path.join(outDir, 'budgets.json');
  const code = await run(bin('jest'), ['--ci', '--json', `--outputFile=${file}`, '-c', path.join('scripts', 'budgets', 'jest.config.cjs'), ...passThrough], {
    env: { ...process.env, BUDGETS_FLOOR_JS: String(floorJs), ...(update ? { BUDGETS_UPDATE: '1' } : {}) },
  });
  const r = readJestCounts(file);
  record(update ? 'Byte budgets (written)' : 'Byte budgets', code === 0 && r !== null, r ? `${r.numPassedTests} passed, ${r.numFailedTests} failed` : 'no results');
}

if (wants('e2e')) {
  if (!fs.existsSync(CHROMIUM)) {
    if (CI) record('End-to-end (Chromium)', false, `CI=true and ${CHROMIUM} does not exist`);
    else skip('End-to-end (Chromium)', `${CHROMIUM} does not exist: install the Debian package "chromium"`);
  } else {
    await buildChangedApps();
    let server;
    try {
      server = await startServer();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      record('End-to-end (Chromium)', false, 'the server did not start');
    }
    if (server) {
      log(`End-to-end tests in Chromium against ${server.url}…`);
      const file = path.join(outDir, 'e2e.json');
      const results = path.join(outDir, 'e2e-results');
      const code = await run(path.join(root, 'e2e/node_modules/.bin/playwright'), ['test', '-c', path.join(root, 'e2e/playwright.config.ts'), ...passThrough], {
        env: {
          ...process.env,
          E2E_BASE_URL: server.url,
          E2E_DATA_DIR: server.dataDir,
          E2E_JSON_REPORT: file,
          E2E_OUTPUT_DIR: results,
          CHROMIUM_PATH: CHROMIUM,
        },
      });
      await server.stop();
      const r = readPlaywrightCounts(file);
      if (r && r.failed > 0) console.log(`Traces of the failed tests: ${results} (npx playwright show-trace <trace.zip>)`);
      record('End-to-end (Chromium)', code === 0 && r !== null, r ? `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` : 'no results');
    }
  }
}

console.log('\n──────── Summary ────────');
for (const s of steps) {
  const mark = s.status === 'ok' ? '✔' : s.status === 'SKIPPED' ? '⚠' : '✖';
  console.log(`${mark} ${s.name}: ${s.status}${s.detail ? ` (${s.detail})` : ''} [${s.time}]`);
}
if (steps.some((s) => s.status === 'SKIPPED')) {
  console.log('\n⚠⚠ WARNING: tests were skipped (see above). In CI that is a failure. ⚠⚠');
}
const failedSteps = steps.filter((s) => s.status === 'FAILED').length;
// A failed step that is not itself a test run (lint, typecheck, a missing service) counts as one failure.
const failedChecks = steps.filter((s) => s.status === 'FAILED' && !s.detail.includes(' passed, ')).length;
console.log(`\n${counts.passed} passed, ${counts.failed + failedChecks} failed, ${counts.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
