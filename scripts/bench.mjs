// pnpm bench: performance numbers, printed (never asserted in tests).
//  1. What the sign-in screen makes the browser download, next to React's own production size.
//  2. Latency of the API calls the home page needs, over a bounded number of requests on loopback.
//  3. Drag smoothness in the design editor (scripts/bench/editor-drag.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { buildChangedApps, ensureInstalled, root } from './lib/workspace.mjs';
import { startServer } from './lib/server.mjs';

await ensureInstalled();
await buildChangedApps();
const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('playwright-core');
const gz = (buf) => gzipSync(buf).length;
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

const server = await startServer();
try {
  // 1. Sign-in page weight.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', async (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'document') {
      try {
        bodies.push({ url: new URL(r.url()).pathname, type, body: await r.body() });
      } catch {
        /* redirected or aborted */
      }
    }
  });
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const hostRequire = createRequire(path.join(root, 'host/package.json'));
  const pkgDir = (name) => path.dirname(hostRequire.resolve(`${name}/package.json`));
  const reactFiles = [
    path.join(pkgDir('react'), 'cjs/react.production.js'),
    path.join(pkgDir('react-dom'), 'cjs/react-dom-client.production.js'),
  ];
  const reactGz = reactFiles.reduce((sum, f) => sum + gz(fs.readFileSync(f)), 0);
  const js = bodies.filter((b) => b.type === 'script');
  const jsGz = js.reduce((sum, b) => sum + gz(b.body), 0);
  const allGz = bodies.reduce((sum, b) => sum + gz(b.body), 0);
  console.log('\n/login — what the browser downloads (gzip):');
  for (const b of bodies) console.log(`  ${b.type.padEnd(10)} ${kb(gz(b.body)).padStart(10)}  ${b.url}`);
  console.log(`  JS total ${kb(jsGz)}, all ${kb(allGz)}; React + react-dom (production) ${kb(reactGz)}: ${(jsGz / reactGz).toFixed(2)}× React`);

  // 2. API latency.
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  for (const endpoint of ['/api/auth/details', '/api/dashboard/samples']) {
    const times = [];
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}${endpoint}`, { headers: { cookie } });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p = (q) => times[Math.floor(q * (times.length - 1))].toFixed(2);
    console.log(`GET ${endpoint.padEnd(24)} n=300  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  max ${p(1)} ms`);
  }

  // 3. Design editor drag smoothness.
  const { benchEditorDrag } = await import('./bench/editor-drag.mjs');
  await benchEditorDrag({ url: server.url, chromium, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
} finally {
  await server.stop();
}
await (await import('./bench/login-load.mjs')).benchLoginLoad(); // 3. file downloads while 50 sign-ins run (issue 10)
