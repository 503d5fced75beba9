// npm run backup -- <folder> / npm run restore -- <folder> [--force]: with Node.js and npm only (installs
// the workspace if needed, as npm start does), then server/src/cli/backup.ts with the server's environment.
import path from 'node:path';
import { ensureInstalled, root, run, tsxBin } from './lib/workspace.mjs';

await ensureInstalled();
const [node, tsx] = tsxBin();
process.exit(await run(node, [tsx, path.join(root, 'server/src/cli/backup.ts'), ...process.argv.slice(2)]));
