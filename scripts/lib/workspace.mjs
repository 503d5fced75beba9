// Helpers shared by the root scripts (start, test, dev, build): find pnpm, install, build when sources changed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.8';

let pnpmCommand;
/** pnpm from PATH when it is the pinned major, otherwise through npx (only Node.js and npm are assumed). */
export function pnpmCmd() {
  if (pnpmCommand) return pnpmCommand;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  pnpmCommand = probe.status === 0 && probe.stdout.trim().startsWith('10.') ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return pnpmCommand;
}

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

/** Runs a command, inheriting the terminal; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function runOrExit(cmd, args, options) {
  const code = await run(cmd, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} exited with code ${code}`);
    process.exit(code);
  }
}

export function pnpm(args, options) {
  const [cmd, ...pre] = pnpmCmd();
  return run(cmd, [...pre, ...args], options);
}

/** Installs the workspace unless node_modules already matches pnpm-lock.yaml. */
export async function ensureInstalled() {
  const lock = path.join(root, 'pnpm-lock.yaml');
  const installed = path.join(root, 'node_modules/.pnpm/lock.yaml');
  const upToDate =
    fs.existsSync(installed) &&
    fs.existsSync(path.join(root, 'node_modules/.bin/tsx')) &&
    fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (upToDate) return;
  log('Installing dependencies (pnpm install)…');
  const [cmd, ...pre] = pnpmCmd();
  await runOrExit(cmd, [...pre, 'install', '--frozen-lockfile', '--reporter=append-only'], {
    env: { ...process.env, CI: 'true' },
  });
}

function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

const fileHashes = new Map();
/** Content hash of one file, read once per run (the shared sources are inputs of all four apps). */
function fileHash(file) {
  if (!fileHashes.has(file)) {
    fileHashes.set(file, fs.existsSync(file) ? createHash('sha256').update(fs.readFileSync(file)).digest('hex') : '');
  }
  return fileHashes.get(file);
}

/**
 * Environment variables the build reads (shared/build): part of every app's inputs hash, so a build made
 * with another value is redone. `HOST_PUBLIC_PATH` is the host's webpack `publicPath` (default `/`).
 * shared/build/build-inputs.test.ts fails when the build reads a variable missing here.
 */
export const BUILD_ENV = ['HOST_PUBLIC_PATH'];

/** Hash of everything an app's build reads: its sources, the shared package, the lockfile and `BUILD_ENV`. */
export function appInputsHash(app, env = process.env) {
  const files = [];
  walk(path.join(root, app, 'src'), files);
  walk(path.join(root, 'shared/src'), files);
  walk(path.join(root, 'shared/build'), files);
  files.push(
    path.join(root, app, 'app.config.ts'),
    path.join(root, app, 'package.json'),
    path.join(root, 'shared/package.json'),
    path.join(root, 'pnpm-lock.yaml'),
  );
  const hash = createHash('sha256');
  for (const file of files.filter((f) => !/\.test\.tsx?$/.test(f)).sort()) {
    hash.update(path.relative(root, file));
    hash.update(fileHash(file));
  }
  // Unset and empty differ (an empty publicPath is a real value).
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] === undefined ? '\0' : `"${env[name]}"`}`);
  return hash.digest('hex');
}

const stampOf = (app) => path.join(root, app, 'dist/.build-hash');

/** Builds each app whose inputs changed since its last build (a second `npm start` builds nothing). */
export async function buildChangedApps({ force = false } = {}) {
  const { APP_DIRS } = await appsRegistry();
  for (const app of APP_DIRS) {
    const hash = appInputsHash(app);
    const stamp = stampOf(app);
    if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) continue;
    log(`Building ${app}…`);
    await runOrExit(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'shared/build/cli.ts', 'build', app]);
    fs.writeFileSync(stamp, hash);
  }
}

/**
 * The apps registry (shared/src/domain/apps.ts), the one list of the host and the remotes.
 * Loaded through tsx, so only after `ensureInstalled()`.
 */
export async function appsRegistry() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('../../shared/src/domain/apps.ts', import.meta.url);
}

export const tsxBin = () => [process.execPath, path.join(root, 'node_modules/tsx/dist/cli.mjs')];
