// Page loads of two builds, interleaved: `node scripts/lib/bench/interleaved.mjs <other clone> [rounds]`.
//
// Starts this clone's server and the other clone's (each built beforehand, e.g. with `npm run build`; pass
// this clone's own path for an A-vs-A run that measures the noise) and loads every page of `npm run bench`
// (scripts/lib/bench/pages.mjs; BENCH_PAGES to keep some) from each in turn, alternating which goes first,
// with the floor page in every round: the same method as `npm run bench` (fresh context, cache disabled,
// 4× CPU throttle), many rounds, medians, and each page's goals checked on both sides.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../workspace.mjs';
import { buildFloorPage, serveFloorPage } from './floor.mjs';
import { launchChromium, measurePageLoad, median } from './page-load.mjs';
import { benchPages, chosenPages, floorReady } from './pages.mjs';

const other = path.resolve(process.argv[2] ?? '');
const ROUNDS = Number(process.argv[3] ?? 15);

const { startServer: startThis } = await import(pathToFileURL(path.join(root, 'scripts/lib/server.mjs')).href);
const { startServer: startOther } = await import(pathToFileURL(path.join(other, 'scripts/lib/server.mjs')).href);

const [a, b] = await Promise.all([startOther(), startThis()]);
const floor = await serveFloorPage(await buildFloorPage());
const browser = await launchChromium();
const sides = { before: chosenPages(await benchPages(a.url)), after: chosenPages(await benchPages(b.url)) };
const runs = { floor: [] };
for (const side of Object.keys(sides)) for (const p of sides[side]) runs[`${side} ${p.name}`] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    process.stdout.write(`round ${round + 1}/${ROUNDS}\n`);
    runs.floor.push(await measurePageLoad(browser, `${floor.url}/`, { ready: floorReady }));
    const order = round % 2 ? ['after', 'before'] : ['before', 'after'];
    for (let i = 0; i < sides.before.length; i++) {
      for (const side of order) {
        const p = sides[side][i];
        runs[`${side} ${p.name}`].push(await measurePageLoad(browser, p.url, p));
      }
    }
  }
} finally {
  await browser.close();
  await floor.close();
  floor.cleanup();
  await Promise.all([a.stop(), b.stop()]);
}

const floorLcp = median(runs.floor.map((r) => r.lcp));
const floorJs = median(runs.floor.map((r) => r.js));
console.log(`\n${ROUNDS} rounds; before = ${other}, after = ${root}; floor: JS ${(floorJs / 1000).toFixed(1)} kB, LCP ${Math.round(floorLcp)} ms`);
console.log('| page | JS on the wire | JS × floor | scripts | LCP median | LCP × floor | LCP × floor, paired | LCP p25–p75 | goals (JS, LCP) |');
console.log('|---|---|---|---|---|---|---|---|---|');
const goalsOf = Object.fromEntries(sides.after.map((p) => [p.name, p.goals]));
for (const [key, list] of Object.entries(runs)) {
  if (key === 'floor') continue;
  const lcps = list.map((r) => r.lcp).filter((v) => typeof v === 'number').sort((x, y) => x - y);
  const q = (p) => Math.round(lcps[Math.floor((lcps.length - 1) * p)]);
  const lcp = median(lcps);
  const js = median(list.map((r) => r.js));
  const [jsGoal, lcpGoal] = goalsOf[key.slice(key.indexOf(' ') + 1)] ?? [];
  const met = js / floorJs <= jsGoal && lcp / floorLcp <= lcpGoal ? '✔' : '✖';
  // Each load against the floor page of its own round: a slow moment of the machine slows both.
  const paired = median(list.map((r, i) => (typeof r.lcp === 'number' && typeof runs.floor[i]?.lcp === 'number' ? r.lcp / runs.floor[i].lcp : null)));
  console.log(`| ${key} | ${(js / 1000).toFixed(1)} kB | ${(js / floorJs).toFixed(2)} | ${median(list.map((r) => r.scripts))} | ${Math.round(lcp)} ms | ${(lcp / floorLcp).toFixed(2)} | ${paired.toFixed(2)} | ${q(0.25)}–${q(0.75)} | ${met} ≤ ${jsGoal}, ≤ ${lcpGoal} |`);
}

// The same page of both builds is loaded one after the other in each round: the median of those paired
// differences is less sensitive to a busy moment on the machine than the difference of the medians.
console.log('\n| page | median of paired LCP differences (after − before) |');
console.log('|---|---|');
for (const p of sides.before) {
  const diffs = runs[`after ${p.name}`].map((r, i) => r.lcp - runs[`before ${p.name}`][i].lcp).filter((v) => !Number.isNaN(v));
  const d = median(diffs);
  console.log(`| ${p.name} | ${d >= 0 ? '+' : ''}${Math.round(d)} ms (${((d / median(runs[`before ${p.name}`].map((r) => r.lcp))) * 100).toFixed(1)} %) |`);
}
