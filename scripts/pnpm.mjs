// npm run pnpm -- <arguments>: the workspace's pnpm without a global one (pnpm 10 from PATH, else the pinned
// version through npx), after installing the workspace if needed: `npm run pnpm -- --filter <package> <script>`.
import { ensureInstalled, pnpm } from './lib/workspace.mjs';

const args = process.argv.slice(2);
if (!['install', 'i', 'add', 'remove', '--version', '-v'].includes(args[0] ?? '')) await ensureInstalled();
process.exit(await pnpm(args));
