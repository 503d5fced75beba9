// npm run bench, part "editor drag": how smooth dragging is in the design editor (issue 8).
// 40 decorations (20 logos, 20 texts) on one view, a scripted mouse drag of one of them with the
// CPU throttled 4×, frame times recorded with requestAnimationFrame in the page. Goal: p95 ≤ 16.7 ms,
// one frame of a 60 Hz display (16.67 ms). rAF timestamps of consecutive on-time frames differ by
// 16.6–16.8 ms (vsync jitter), so a p95 within 0.5 ms of one frame counts as on time; a late frame
// takes two (33.3 ms). Frames later than that are counted and printed.
// Printed only; never asserted in a test.
import { deflateSync } from 'node:zlib';

const FRAME_MS = 1000 / 60;
const JITTER_MS = 0.5;

const DECORATIONS = { logos: 20, texts: 20 };
const THROTTLE = 4;

function png(width, height, [r, g, b]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const x of buf) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Runs the benchmark against a started server (`url`) with playwright-core's `chromium`. */
export async function benchEditorDrag({ url, chromium, executablePath }) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const get = async (path) => (await fetch(`${url}/api${path}`, { headers: { cookie } })).json();
  const samples = await get('/dashboard/samples');
  const sample = samples.find((s) => s.sampleStage === 1 && s.title !== null);
  if (!sample) throw new Error('No stage-1 sample with a garment in the demo data');
  const garment = await get(`/business/samples/${sample.sampleId}/current-clothing`);
  const view = garment.positions[0];
  const base = `${url}/api/business/samples/${sample.sampleId}/current-clothing-position/${view.id}`;

  // Exactly 40 on the view, counting what the demo data already put there.
  const existing = (await get(`/business/samples/${sample.sampleId}/logos`)).filter((l) => l.viewId === view.id).length;
  let dragged;
  for (let i = 0; i < DECORATIONS.logos - existing; i++) {
    const form = new FormData();
    const col = i % 5;
    const row = Math.floor(i / 5);
    form.append('heightCm', '4');
    form.append('widthCm', '6');
    form.append('xPositionCm', String(view.width * (0.2 + col * 0.15)));
    form.append('yPositionCm', String(view.width * (0.2 + row * 0.08)));
    form.append('file', new Blob([png(60, 40, [30 + i * 10, 64, 175])], { type: 'image/png' }), `logo-${i}.png`);
    const res = await fetch(`${base}/logos`, { method: 'POST', headers: { cookie }, body: form });
    if (!res.ok) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
    dragged ??= (await res.json()).logoName;
  }
  for (let i = 0; i < DECORATIONS.texts; i++) {
    const col = i % 5;
    const row = Math.floor(i / 5);
    const res = await fetch(`${base}/texts`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: `TEXTO ${i}`, heightCm: 2, widthCm: 9, xCm: view.width * (0.2 + col * 0.15), yCm: view.width * (0.55 + row * 0.08) }),
    });
    if (!res.ok) throw new Error(`text ${i}: ${res.status} ${await res.text()}`);
  }

  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    await page.goto(`${url}/samples/${sample.sampleId}/design`);
    const target = page.getByRole('button', { name: dragged, exact: true });
    await target.waitFor({ state: 'visible', timeout: 30000 });
    const count = await page.locator('[data-decoration]').count();
    await page.waitForTimeout(500);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const box = await target.boundingBox();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.evaluate(() => {
      const w = globalThis;
      w.__frames = [];
      w.__recording = true;
      const tick = (t) => {
        w.__frames.push(t);
        if (w.__recording) w.requestAnimationFrame(tick);
      };
      w.requestAnimationFrame(tick);
    });
    // 120 pointer moves along a loop across the view, as a person drags.
    for (let i = 1; i <= 120; i++) {
      const a = (i / 120) * Math.PI * 2;
      await page.mouse.move(x + Math.sin(a) * 160, y + (1 - Math.cos(a)) * 120);
    }
    const frames = await page.evaluate(() => {
      globalThis.__recording = false;
      return globalThis.__frames;
    });
    await page.mouse.up();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const deltas = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
    const q = (p) => deltas[Math.min(deltas.length - 1, Math.floor(p * (deltas.length - 1)))];
    const p95 = q(0.95);
    console.log(`\nEditor drag — ${count} decorations on one view, CPU throttled ${THROTTLE}×, ${deltas.length} frames while dragging:`);
    const late = deltas.filter((d) => d > FRAME_MS + JITTER_MS).length;
    const met = p95 <= FRAME_MS + JITTER_MS;
    console.log(`  frame time p50 ${q(0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${q(1).toFixed(1)} ms; frames later than one vsync: ${late} of ${deltas.length}`);
    console.log(`  goal p95 ≤ 16.7 ms (one 60 Hz frame, ±${JITTER_MS} ms of timestamp jitter): ${met ? 'met' : 'NOT met'}`);
    return { count, frames: deltas.length, p50: q(0.5), p95, max: q(1) };
  } finally {
    await browser.close();
  }
}

// Run by scripts/bench.mjs as its own process, against the server it started (BENCH_BASE_URL).
if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  const { createRequire } = await import('node:module');
  const e2ePackage = new URL('../../e2e/package.json', import.meta.url);
  const { chromium } = createRequire(e2ePackage)('playwright-core');
  const url = process.env.BENCH_BASE_URL;
  if (!url) throw new Error('BENCH_BASE_URL is not set: run it through `npm run bench`.');
  await benchEditorDrag({ url, chromium, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
}
