// npm run user:add -- <username> <password> <first name> <last name> [role]: creates a staff user
// (server/src/cli/user-add.ts; without arguments it asks for them). Needs only Node.js and npm.
import path from 'node:path';
import { ensureInstalled, root, run, tsxBin } from './lib/workspace.mjs';

await ensureInstalled();
const [node, tsx] = tsxBin();
process.exit(await run(node, [tsx, path.join(root, 'server/src/cli/user-add.ts'), ...process.argv.slice(2)]));
