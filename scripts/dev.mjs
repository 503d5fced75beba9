// npm run dev: the API server (port 8080, restarts on change) and the four apps with live reload:
// host http://localhost:3000, remote-samples :3001, remote-editor :3002, remote-backoffice :3003.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { appsRegistry, ensureInstalled, root, tsxBin } from './lib/workspace.mjs';

await ensureInstalled();
const { APP_DIRS, HOST_APP, REMOTES } = await appsRegistry();
const [node, tsx] = tsxBin();
// The browser writes to the dev servers' origins, which proxy /api to the server under its own Host.
const devOrigins = [HOST_APP, ...REMOTES].flatMap((app) => [`http://localhost:${app.devPort}`, `http://127.0.0.1:${app.devPort}`]);
const env = {
  ...process.env,
  ALLOWED_ORIGINS: [process.env.ALLOWED_ORIGINS, ...devOrigins].filter(Boolean).join(','),
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
