// pnpm dev: the API server (port 8080, restarts on change) and the four apps with live reload:
// host http://localhost:3000, remote-samples :3001, remote-editor :3002, remote-backoffice :3003.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { appsRegistry, ensureInstalled, root, tsxBin } from './lib/workspace.mjs';

await ensureInstalled();
const { APP_DIRS, REMOTES } = await appsRegistry();
const [node, tsx] = tsxBin();
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '8080',
  ...Object.fromEntries(REMOTES.map((r) => [r.manifestEnv, `http://localhost:${r.devPort}/mf-manifest.json`])),
  API_TARGET: `http://localhost:${process.env.PORT ?? '8080'}`,
};
const children = [
  spawn(node, [tsx, 'watch', path.join(root, 'server/src/main.ts')], { cwd: root, env, stdio: 'inherit' }),
  ...APP_DIRS.map((app) =>
    spawn(node, [tsx, 'shared/build/cli.ts', 'dev', app], { cwd: root, env, stdio: 'inherit' }),
  ),
];
console.log('\nOpen http://localhost:3000 (the host in development mode).\n');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
