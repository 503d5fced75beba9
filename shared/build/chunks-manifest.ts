import path from 'node:path';
import { Compilation, sources, type Compiler, type WebpackPluginInstance } from 'webpack';

/** The file every app's build writes beside its output: which files each way into its code downloads. */
export const CHUNKS_MANIFEST = 'chunks.json';

/** The files of a chunk group: its own chunks', and per shared library it consumes, its own copy's. */
export interface GroupFiles {
  files: string[];
  shares: Record<string, string[]>;
}

/** CHUNKS_MANIFEST's content (file names relative to the app's dist folder). */
export interface ChunksManifest {
  /** The entry's files: the host's `main` (index.html), a remote's `remoteEntry.js`. */
  entry: GroupFiles;
  /** Every chunk group named with `webpackChunkName` (the host's 'app', 'layout-main', …; a remote's exposed module). */
  named: Record<string, GroupFiles>;
  /**
   * Every `import()` of the app, keyed `<module>|<request>`: the importing module relative to the app's
   * folder ('src/routes.tsx') and the specifier as written ('./features/review/ReviewSample').
   */
  imports: Record<string, GroupFiles>;
  /** The shared libraries the app provides and the files of each, none for an eager one (the host's are the ones a page takes). */
  provides: Record<string, string[]>;
}

type Group = Compilation['chunkGroups'][number];
type Block = Parameters<Compilation['chunkGraph']['getBlockChunkGroup']>[0];
const code = (files: Iterable<string>) => [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).sort();

function blockFiles(compilation: Compilation, blocks: readonly Block[]): string[] {
  return code(blocks.flatMap((block) => [...(compilation.chunkGraph.getBlockChunkGroup(block)?.getFiles() ?? [])]));
}

function groupFiles(compilation: Compilation, group: Group): GroupFiles {
  const shares: Record<string, string[]> = {};
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = (module as unknown as { options?: { shareKey?: string } }).options?.shareKey;
      if (key) shares[key] = blockFiles(compilation, module.blocks);
    }
  }
  return { files: code(group.getFiles()), shares };
}

/**
 * Writes CHUNKS_MANIFEST, read by the byte budgets (scripts/budgets/): with the route tables it tells
 * what a route's first paint downloads.
 */
export class ChunksManifestPlugin implements WebpackPluginInstance {
  constructor(private readonly entryName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunksManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunksManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entrypoint = compilation.entrypoints.get(this.entryName);
        const manifest: ChunksManifest = { entry: entrypoint ? groupFiles(compilation, entrypoint) : { files: [], shares: {} }, named: {}, imports: {}, provides: {} };
        for (const [name, group] of compilation.namedChunkGroups) {
          if (name !== this.entryName) manifest.named[name] = groupFiles(compilation, group);
        }
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const resource = (origin.module as { resource?: string } | null)?.resource;
            if (!resource || !origin.request) continue;
            const key = `${path.relative(compiler.context, resource).split(path.sep).join('/')}|${origin.request}`;
            const files = groupFiles(compilation, group);
            const before = manifest.imports[key];
            manifest.imports[key] = before ? { files: code([...before.files, ...files.files]), shares: { ...before.shares, ...files.shares } } : files;
          }
        }
        for (const module of compilation.modules) {
          if (module.type !== 'provide-module') continue;
          // An eager one (the host's React) is in the entry already: nothing more to download.
          const name = (module as unknown as { _name?: string })._name;
          if (name) manifest.provides[name] = blockFiles(compilation, module.blocks);
        }
        compilation.emitAsset(CHUNKS_MANIFEST, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}
