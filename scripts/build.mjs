// npm run build: compile the host and the remotes whose inputs changed (scripts/lib/workspace.mjs); `--force` builds all four.
import { buildChangedApps, ensureInstalled } from './lib/workspace.mjs';

await ensureInstalled();
await buildChangedApps({ force: process.argv.includes('--force') });
