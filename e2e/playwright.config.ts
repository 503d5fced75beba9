import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { WIDE } from './support/screens';

/*
 * End-to-end tests: @playwright/test driving Debian's Chromium (never a downloaded browser) against a
 * server that scripts/test.mjs builds and starts on a free port (E2E_BASE_URL; its data folder in
 * E2E_DATA_DIR). Run them with `node scripts/test.mjs e2e`.
 */
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Traces and failure screenshots: kept only for failed tests, outside the repository.
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(os.tmpdir(), 'muestrario-e2e-results'),
  // One worker: the server, Chromium and the runner already share 2 cores, and the tests share one
  // database whose demo samples several of them read (a second worker made timings, not coverage, grow).
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    browserName: 'chromium',
    headless: true,
    viewport: WIDE,
    locale: 'es-MX',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
