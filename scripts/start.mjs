// npm start: install if needed, build what changed, then serve everything on one origin (PORT, default 8080).
import path from 'node:path';
import { buildChangedApps, ensureInstalled, root, run, tsxBin } from './lib/workspace.mjs';

await ensureInstalled();
await buildChangedApps();
const [node, tsx] = tsxBin();
const code = await run(node, [tsx, path.join(root, 'server/src/main.ts')], {
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
