// npm run build: compile the host and the three remotes (always, ignoring the cache).
import { buildChangedApps, ensureInstalled } from './lib/workspace.mjs';

await ensureInstalled();
await buildChangedApps({ force: process.argv.includes('--force') });
