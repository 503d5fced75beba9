// npm run bench, part "name list" (issue 30): checking a pasted name list row by row (parse, sizes and
// colours against the grid, repeats, each name's fit in its text box, counts per colour × size) is a pure
// function (shared/src/rules/production/name-list.ts) run in the browser as the list is pasted and on the
// server when the order line is saved. Goal: 500 rows well under 2 s (issue 30, acceptance 1); 5,000 rows
// (the most a list may hold) for reference. Medians of BENCH_RUNS (default 5) after one warm-up, in one
// Node process. Printed only; never asserted in a test. Run alone: `node scripts/bench/name-list.mjs`.
import path from 'node:path';
import { root, run, tsxBin } from '../lib/workspace.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const [node, tsx] = tsxBin();
const code = `
  import { checkNameListText } from ${JSON.stringify(path.join(root, 'shared/src/rules/production/name-list.ts'))};
  const RUNS = ${RUNS};
  const GOAL_MS = 2000;
  const colours = ['Azul marino', 'Blanco', 'Gris jaspe'];
  const sizes = ['CH', 'M', 'G', 'XG', '2XG', '3XG'];
  const given = ['José', 'María', 'Guadalupe', 'Juan', 'Ana', 'Luis', 'Verónica', 'Ángel', 'Sofía', 'Raúl'];
  const family = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Núñez'];
  function list(n) {
    const quantities = colours.map(() => sizes.map(() => 0));
    const lines = ['nombre\\ttalla\\tcolor\\ttexto'];
    for (let i = 0; i < n; i++) {
      const r = i % 3, c = Math.floor(i / 3) % 6;
      quantities[r][c] += 1;
      lines.push(given[i % 10] + ' ' + family[Math.floor(i / 10) % 10] + ' ' + (i + 1) + '\\t' + sizes[c] + '\\t' + colours[r] + '\\tNOMBRE');
    }
    return { text: lines.join('\\r\\n'), grid: { colours, sizes, quantities } };
  }
  const boxes = [{ label: 'NOMBRE', font: 'Roboto', heightCm: 1, widthCm: 12, text: 'NOMBRE' }];
  console.log('\\nName list check (parse + rows + fit + counts), medians of ' + RUNS + ' in one Node process:');
  for (const n of [500, 5000]) {
    const { text, grid } = list(n);
    checkNameListText(text, grid, boxes);
    const times = [];
    for (let k = 0; k < RUNS; k++) {
      const t0 = performance.now();
      const check = checkNameListText(text, grid, boxes);
      times.push(performance.now() - t0);
      if (check.rows.length !== n) throw new Error('rows lost');
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const ok = n !== 500 || median < GOAL_MS;
    console.log('  ' + (n === 500 ? (ok ? '✔' : '✖') : ' ') + ' ' + String(n).padStart(5) + ' rows: ' + median.toFixed(1) + ' ms' + (n === 500 ? ' (goal < ' + GOAL_MS + ' ms)' : ''));
  }
`;
process.exit(await run(node, [tsx, '--eval', code]));
