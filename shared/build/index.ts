import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import tailwindcss from '@tailwindcss/postcss';
import { Compilation, sources, type Compiler, type Configuration, type WebpackPluginInstance } from 'webpack';
import { HOST_APP, HOST_START_CHUNKS, REMOTES, remoteByName, type RemoteName } from '../src/domain/apps';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { chunkGroupFiles } from './chunk-groups';
import { ChunksManifestPlugin } from './chunks-manifest';
import { CompileHintsPlugin } from './compile-hints';
import { htmlPage } from './html-page';

/** What an app (host or remote) says about itself in its `app.config.ts`. */
export interface AppDefinition {
  /** Module Federation name: 'host', 'remote_samples', … */
  name: string;
  kind: 'host' | 'remote';
  /** Port of its live-reload dev server (`pnpm dev`). */
  devPort: number;
  /** Remotes only: the one exposed module. */
  exposes?: Record<string, string>;
  /** Page title of the app's own index.html (the standalone page for a remote). */
  title: string;
}

/** A remote's definition, from the apps registry: it exposes one module, `./routes`. */
export function remoteApp(name: RemoteName, routesModule: string): AppDefinition {
  const remote = remoteByName(name);
  return { name: remote.name, kind: 'remote', devPort: remote.devPort, title: `Muestrario · ${remote.dir}`, exposes: { './routes': routesModule } };
}

/** The host's definition, from the apps registry. */
export function hostApp(): AppDefinition {
  return { name: HOST_APP.name, kind: 'host', devPort: HOST_APP.devPort, title: 'Muestrario' };
}

export interface BuildOptions {
  mode: 'production' | 'development';
  /** Absolute folder of the app (where app.config.ts and package.json are). */
  dir: string;
}

/**
 * Libraries that must exist once in the page: one React, one router, one SWR cache.
 * The router is imported as 'react-router' everywhere (not the deprecated 'react-router-dom' re-export).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/',
  'react-router',
  'swr',
  '@radix-ui/react-dialog',
  '@radix-ui/react-tabs',
] as const;

function readDependencies(dir: string): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

/** Alias under which the facade below imports the whole router package (not intercepted as shared). */
const ROUTER_FULL = 'muestrario-react-router-full';
/** What the apps provide under the shared key 'react-router': the browser API only (see the file). */
export const ROUTER_FACADE = path.join(__dirname, 'react-router-shared.mjs');

/**
 * The router package as the app resolves it: its version and its ES module entry. react-router 7's
 * exports name only its development build (dist/development, with its dev-only warnings on; upstream
 * issues #12532 and #14102); a production build takes the same file from dist/production, which the
 * package ships beside it (about 0.1 kB compressed less, and no development warnings in the console).
 */
function routerPackage(dir: string, mode: BuildOptions['mode'] = 'development'): { version: string; entry: string } {
  const pkgFile = createRequire(path.join(dir, 'package.json')).resolve('react-router/package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version: string; exports: Record<string, Record<string, { default?: string }>> };
  const entry = pkg.exports['.']?.module?.default ?? pkg.exports['.']?.import?.default;
  if (!entry) throw new Error(`react-router ${pkg.version}: no ES module entry in its exports`);
  const development = path.join(path.dirname(pkgFile), entry);
  const production = development.replace(`${path.sep}dist${path.sep}development${path.sep}`, `${path.sep}dist${path.sep}production${path.sep}`);
  return { version: pkg.version, entry: mode === 'production' && production !== development && fs.existsSync(production) ? production : development };
}

type SharedEntry = { singleton: boolean; requiredVersion: string; import?: string; version?: string; eager?: true; shareKey?: string };

/**
 * Modules of the shared package that the host and the remotes would each bundle (issue 34), shared once
 * per page instead: a remote takes the host's loaded copy and keeps its own for a standalone page.
 * - the permission table and `can()`: every screen asks it (about 1.5 kB compressed per remote page);
 * - the route paths and the API client: the host's entry has them already (eager there, like React), and
 *   each remote's screens and exposed module carried their own (0.9 and 0.7 kB). The client's state is the
 *   page's one global (`__MUESTRARIO_CONFIG__`), so one copy or several behave the same.
 *
 * Matched by resolved path (the shared package imports them relatively, as `../permissions/can`). Their
 * version is a hash of the shared package's sources, required exactly, and none is a singleton: a remote
 * takes the host's copy only when both were built from the same sources, and a remote deployed from
 * other sources uses its own copy, never a stale one.
 */
export const SHARED_SOURCES = [
  { key: '@muestrario/shared/rules/permissions', file: path.join(__dirname, '..', 'src', 'rules', 'permissions', 'can.ts'), eagerInHost: false },
  { key: '@muestrario/shared/routes/paths', file: path.join(__dirname, '..', 'src', 'routes', 'paths.ts'), eagerInHost: true },
  { key: '@muestrario/shared/api/client', file: path.join(__dirname, '..', 'src', 'api', 'client.ts'), eagerInHost: true },
] as const;

/** '0.0.0-s<hash>' of the shared package's sources (tests aside): equal builds, equal versions. */
export function sharedSourcesVersion(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) hash.update(`${path.relative(__dirname, full)}\0`).update(fs.readFileSync(full)).update('\0');
    }
  };
  walk(path.join(__dirname, '..', 'src'));
  return `0.0.0-s${hash.digest('hex').slice(0, 12)}`;
}

/**
 * React itself is needed by every page: the host puts it in its entry file (eager) instead of fetching
 * it after the entry has run, one round trip and two scripts fewer before the first paint. The remotes
 * keep it lazy (they take the host's copy).
 */
const EAGER_IN_HOST = new Set(['react', 'react-dom', 'react-dom/']);

export function sharedConfig(dir: string, kind: AppDefinition['kind'] = 'remote') {
  const deps = readDependencies(dir);
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    const depName = name.endsWith('/') ? name.slice(0, -1) : name;
    const requiredVersion = deps[depName];
    if (!requiredVersion) throw new Error(`${dir}: "${depName}" must be a dependency to be shared`);
    shared[name] = { singleton: true, requiredVersion, ...(kind === 'host' && EAGER_IN_HOST.has(name) ? { eager: true as const } : {}) };
  }
  // Same key, same singleton, same version; the module behind it is the tree-shakable facade.
  shared['react-router'] = { ...shared['react-router']!, import: ROUTER_FACADE, version: routerPackage(dir).version };
  const version = sharedSourcesVersion();
  for (const source of SHARED_SOURCES) {
    shared[source.file] = { shareKey: source.key, import: source.file, version, requiredVersion: version, singleton: false, ...(kind === 'host' && source.eagerInHost ? { eager: true as const } : {}) };
  }
  return shared;
}

const swcOptions = (mode: BuildOptions['mode']) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: mode === 'development', refresh: false } },
    target: 'es2022',
  },
});

/** Text assets the server can answer pre-compressed (`@fastify/static` `preCompressed`). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;

/**
 * A `.br` (quality 11) and a `.gz` (level 9) beside every text asset of a production build, so the
 * server never compresses a file per request. A variant is kept only when it is smaller.
 */
export function compressionPlugins(): WebpackPluginInstance[] {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 1, deleteOriginalAssets: false } as const;
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/**
 * Module Federation runtime options: browser-only code in every app; remotes never consume remotes and
 * need no manifest snapshot, so their entry drops that code too. The host must keep the snapshot
 * plugin: it is what resolves the remotes' `mf-manifest.json` URLs.
 *
 * One federation runtime per page (issue 34): the host puts its copy of `@module-federation/runtime-core`
 * on `globalThis._FEDERATION_RUNTIME_CORE` as it starts (PROVIDE_RUNTIME_CORE), and a remote's production build takes it from
 * there instead of bundling its own (about 9 kB compressed less in every `remoteEntry.js`). A remote's
 * development build keeps its copy, so `pnpm dev`'s standalone pages run without the host.
 */
export function federationExperiments(kind: AppDefinition['kind'], mode: BuildOptions['mode'] = 'production') {
  if (kind === 'host') return { optimization: { target: 'web' as const } };
  return {
    ...(mode === 'production' ? { externalRuntime: true } : {}),
    optimization: { target: 'web' as const, disableSnapshot: true, disableRemote: true },
  };
}

/** The host's runtime plugin that shares its federation runtime with the remotes (see the file). */
export const PROVIDE_RUNTIME_CORE = path.join(__dirname, 'provide-runtime-core.mjs');
const RUNTIME_CORE_ALIAS = 'muestrario-federation-runtime-core';

/**
 * The ES module entry of `@module-federation/runtime-core` as the federation runtime resolves it (the
 * package is a dependency of a dependency: found from `@module-federation/enhanced` down).
 */
function runtimeCoreEntry(): string {
  const from = (file: string, request: string) => createRequire(file).resolve(request);
  const bundlerRuntime = from(from(__filename, '@module-federation/enhanced'), '@module-federation/webpack-bundler-runtime');
  let pkgDir = path.dirname(from(bundlerRuntime, '@module-federation/runtime-core'));
  while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
  const pkgFile = path.join(pkgDir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { exports: Record<string, { import?: { default?: string } }> };
  const entry = pkg.exports['.']?.import?.default;
  if (!entry) throw new Error('@module-federation/runtime-core: no ES module entry in its exports');
  return path.join(path.dirname(pkgFile), entry);
}

/** The host's start-up chunk groups (entry aside): router application and every layout. */
const HOST_COMPILE_HINT_GROUPS = [HOST_START_CHUNKS.app, ...new Set(REMOTES.map((remote) => HOST_START_CHUNKS.layout(remote.layout)))];

/** The file the host's build writes beside index.html: each named chunk group's files, as URLs. */
export const PRELOAD_MANIFEST = 'preload.json';

/**
 * Writes PRELOAD_MANIFEST: for every chunk named with `webpackChunkName`, the JS and CSS files its import
 * downloads. The server turns them into preload hints for a page (server/src/plugins/page-hints.ts).
 */
export class PreloadManifestPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (name === 'main') continue;
          groups[name] = chunkGroupFiles(compilation, group)
            .filter((file) => /\.(js|css)$/.test(file))
            .map((file) => `${publicPath}${file}`);
        }
        compilation.emitAsset(PRELOAD_MANIFEST, new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
      });
    });
  }
}

/** The one webpack + Module Federation configuration, for the host and every remote. */
export function createAppConfig(app: AppDefinition, { mode, dir }: BuildOptions): Configuration {
  const isRemote = app.kind === 'remote';
  const entry = isRemote ? './src/standalone/index.ts' : './src/index.ts';
  return {
    mode,
    context: dir,
    entry: { main: entry },
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The host is served at the site root and deep links must find its files;
      // a remote's files are found relative to wherever its manifest was loaded from.
      publicPath: isRemote ? 'auto' : process.env.HOST_PUBLIC_PATH ?? '/',
      // Entry files keep stable names (the federation runtime needs them); split chunks are hashed.
      filename: '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app.name,
      clean: true,
    },
    // Terser as webpack runs it (two passes), plus `pure_getters`: a property read whose value nobody uses
    // goes too. Without it a message table tree-shaken away left `PERMISSION_MESSAGES.notOwner;` behind, and
    // with it the whole permission-messages module (about 0.9 kB compressed) in the home's layout chunk.
    // Nothing here reads a property for a getter's side effect.
    optimization: { minimizeOptions: { javascript: { compress: { passes: 2, pure_getters: true } } } },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { [`${ROUTER_FULL}$`]: routerPackage(dir, mode).entry, ...(isRemote ? {} : { [`${RUNTIME_CORE_ALIAS}$`]: runtimeCoreEntry() }) },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions(mode) },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
            {
              loader: require.resolve('postcss-loader'),
              options: { postcssOptions: { plugins: [tailwindcss({ base: dir, optimize: mode === 'production' })] } },
            },
          ],
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: mode === 'production' ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].css' : '[name].css',
      }),
      htmlPage(app.title),
      new ModuleFederationPlugin({
        name: app.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: app.exposes,
        // Remotes are registered at run time from /config.json: nothing is baked in.
        remotes: {},
        shared: sharedConfig(dir, app.kind),
        shareStrategy: 'loaded-first',
        ...(isRemote ? {} : { runtimePlugins: [PROVIDE_RUNTIME_CORE] }),
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        experiments: federationExperiments(app.kind, mode),
      }),
      ...(isRemote ? [] : [new PreloadManifestPlugin()]),
      // What each entry, named chunk and import() downloads: the byte budgets' input (scripts/budgets/).
      ...(mode === 'production' ? [new ChunksManifestPlugin(isRemote ? app.name : 'main')] : []),
      // What runs as a page starts: the host's entry, router application, layouts and mount; a remote's
      // entry and exposed module (named so by Module Federation).
      ...(mode === 'production' ? [new CompileHintsPlugin({ groups: isRemote ? [/^__federation_expose_/] : HOST_COMPILE_HINT_GROUPS })] : []),
      ...(mode === 'production' ? compressionPlugins() : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

export function createDevServerConfig(app: AppDefinition, apiTarget: string): DevServerConfiguration {
  return {
    port: app.devPort,
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/config.json'], target: apiTarget, changeOrigin: true }],
    client: { overlay: { warnings: false, errors: true } },
  };
}
