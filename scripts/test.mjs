// npm test: install, lint (zero warnings), typecheck, unit + API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then end-to-end tests in Chromium against a freshly started server.
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

function record(name, ok, detail = '') {
  steps.push({ name, status: ok ? 'ok' : 'FAILED', detail });
}
function skip(name, why) {
  steps.push({ name, status: 'SKIPPED', detail: why });
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

const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);

if (wants('lint')) {
  log('Lint (eslint, zero warnings)…');
  record('Lint', (await run(bin('eslint'), ['.', '--max-warnings=0'])) === 0);
}

if (wants('typecheck')) {
  log('Typecheck (tsc per package)…');
  let ok = true;
  const { APP_DIRS } = await appsRegistry();
  for (const pkg of ['shared', 'server', ...APP_DIRS, 'e2e']) {
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

if (wants('unit')) {
  const pgMissing = !process.env.TEST_DATABASE_URL;
  if (pgMissing && CI) {
    record('PostgreSQL', false, 'CI=true but TEST_DATABASE_URL is not set');
  } else if (pgMissing) {
    skip('API on PostgreSQL', 'set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them');
  }
  log(`Unit and API tests (SQLite${pgMissing ? '' : ' and PostgreSQL'})…`);
  const file = path.join(outDir, 'jest.json');
  const code = await run(bin('jest'), ['--ci', '--json', `--outputFile=${file}`]);
  const r = readJestCounts(file);
  record('Unit and API', code === 0 && r !== null, r ? `${r.numPassedTests} passed, ${r.numFailedTests} failed` : 'no results');
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
      const code = await run(bin('jest'), ['--ci', '-c', 'jest.e2e.config.cjs', '--json', `--outputFile=${file}`], {
        env: { ...process.env, E2E_BASE_URL: server.url, E2E_DATA_DIR: server.dataDir, CHROMIUM_PATH: CHROMIUM },
      });
      await server.stop();
      const r = readJestCounts(file);
      record('End-to-end (Chromium)', code === 0 && r !== null, r ? `${r.numPassedTests} passed, ${r.numFailedTests} failed` : 'no results');
    }
  }
}

console.log('\n──────── Summary ────────');
for (const s of steps) {
  const mark = s.status === 'ok' ? '✔' : s.status === 'SKIPPED' ? '⚠' : '✖';
  console.log(`${mark} ${s.name}: ${s.status}${s.detail ? ` (${s.detail})` : ''}`);
}
if (steps.some((s) => s.status === 'SKIPPED')) {
  console.log('\n⚠⚠ WARNING: tests were skipped (see above). In CI that is a failure. ⚠⚠');
}
const failedSteps = steps.filter((s) => s.status === 'FAILED').length;
// A failed step that is not itself a test run (lint, typecheck, a missing service) counts as one failure.
const failedChecks = steps.filter((s) => s.status === 'FAILED' && !s.detail.includes(' passed, ')).length;
console.log(`\n${counts.passed} passed, ${counts.failed + failedChecks} failed, ${counts.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
