// One page load in Chromium as a first-time visitor: empty cache (cache disabled), 4× CPU throttle.
// Counts what the browser received for scripts and stylesheets (body bytes on the wire, after
// Content-Encoding, as Chromium's network stack reports them) and reads the Largest Contentful Paint.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../workspace.mjs';

const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('playwright-core');

export const CPU_THROTTLE = 4;

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The last LCP candidate, once the page has settled. */
function readLcp(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.length ? entries[entries.length - 1].startTime : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 3000);
      }),
  );
}

/**
 * Loads `url` once in a fresh context. `prepare(context)` may sign in first (through the API, so the
 * page load itself is the only thing measured); `ready(page)` waits for the page's real content.
 */
export async function measurePageLoad(browser, url, { prepare, ready } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-MX' });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });

    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      requests.set(requestId, { type, url: response.url, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'], body: 0, done: false });
    });
    cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (r) r.body += encodedDataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId }) => {
      const r = requests.get(requestId);
      if (r) r.done = true;
    });

    await page.goto(url, { waitUntil: 'load' });
    if (ready) await ready(page);
    await page.waitForLoadState('networkidle');
    const lcp = await readLcp(page);
    const finished = [...requests.values()].filter((r) => r.done);
    const scripts = finished.filter((r) => r.type === 'Script');
    const styles = finished.filter((r) => r.type === 'Stylesheet');
    const sum = (list) => list.reduce((total, r) => total + r.body, 0);
    return {
      js: sum(scripts),
      css: sum(styles),
      scripts: scripts.length,
      lcp,
      uncompressed: finished.filter((r) => ['Script', 'Stylesheet', 'Document', 'Fetch', 'XHR'].includes(r.type) && r.body > 1024 && !r.encoding).map((r) => new URL(r.url).pathname),
      files: scripts.map((r) => ({ path: new URL(r.url).pathname, bytes: r.body })),
    };
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each number over several loads of one page (and the last load's list of scripts). */
export function summarize(results) {
  const last = results[results.length - 1];
  return {
    js: median(results.map((r) => r.js)),
    css: median(results.map((r) => r.css)),
    scripts: median(results.map((r) => r.scripts)),
    lcp: median(results.map((r) => r.lcp)),
    uncompressed: [...new Set(results.flatMap((r) => r.uncompressed))],
    files: last.files,
  };
}
