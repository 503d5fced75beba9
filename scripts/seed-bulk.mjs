// npm run seed:bulk -- <count> [--moves <n>]: adds <count> realistic samples (default 10,000; none with only
// --moves) and <n> stock movements (issue 31) to the configured database
// (DATA_DIR / DATABASE_URL, as the server), for measuring lists at scale (issue 20). Needs only Node.js and npm.
import path from 'node:path';
import { ensureInstalled, root, run, tsxBin } from './lib/workspace.mjs';

await ensureInstalled();
const [node, tsx] = tsxBin();
process.exit(await run(node, [tsx, path.join(root, 'server/src/cli/seed-bulk.ts'), ...process.argv.slice(2)]));
