// The floor page: what any React + router page costs at the least. React, react-dom and the router (the
// same versions the host uses), bundled and minified by esbuild, served pre-compressed with gzip -9 by a
// bare Node HTTP server. Every page of the app is reported as a ratio to it, measured in the same run.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from '../workspace.mjs';

const SOURCE = `
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

function Home() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Inicia sesión en tu cuenta</h1>
      <p>Muestras de prendas y back-office para uniformes industriales.</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Home }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`;

const HTML = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;

/** Bundles the floor page (resolved from the host's dependencies, so the versions match). */
export async function buildFloorPage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-floor-'));
  await build({
    stdin: { contents: SOURCE, loader: 'jsx', resolveDir: path.join(root, 'host'), sourcefile: 'floor.jsx' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(dir, 'main.js'),
    logLevel: 'error',
  });
  fs.writeFileSync(path.join(dir, 'index.html'), HTML);
  return dir;
}

/** Serves the floor page gzipped (any path without an extension gets index.html). */
export async function serveFloorPage(dir) {
  const files = {
    '/main.js': { type: 'text/javascript; charset=utf-8', body: gzipSync(fs.readFileSync(path.join(dir, 'main.js')), { level: 9 }) },
    '/index.html': { type: 'text/html; charset=utf-8', body: gzipSync(fs.readFileSync(path.join(dir, 'index.html')), { level: 9 }) },
  };
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = files[pathname] ?? (path.extname(pathname) ? undefined : files['/index.html']);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'content-length': file.body.length, 'cache-control': 'no-cache' });
    res.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
