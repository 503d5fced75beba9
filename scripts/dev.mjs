// pnpm dev: the API server (port 8080, restarts on change) and the four apps with live reload:
// host http://localhost:3000, remote-samples :3001, remote-editor :3002, remote-backoffice :3003.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root, tsxBin } from './lib/workspace.mjs';

await ensureInstalled();
const [node, tsx] = tsxBin();
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '8080',
  REMOTE_SAMPLES_URL: 'http://localhost:3001/mf-manifest.json',
  REMOTE_EDITOR_URL: 'http://localhost:3002/mf-manifest.json',
  REMOTE_BACKOFFICE_URL: 'http://localhost:3003/mf-manifest.json',
  API_TARGET: `http://localhost:${process.env.PORT ?? '8080'}`,
};
const children = [
  spawn(node, [tsx, 'watch', path.join(root, 'server/src/main.ts')], { cwd: root, env, stdio: 'inherit' }),
  ...['host', 'remote-samples', 'remote-editor', 'remote-backoffice'].map((app) =>
    spawn(node, [tsx, 'shared/build/cli.ts', 'dev', app], { cwd: root, env, stdio: 'inherit' }),
  ),
];
console.log('\nOpen http://localhost:3000 (the host in development mode).\n');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
