import { Compilation, sources, type Compiler, type WebpackPluginInstance } from 'webpack';
import { chunkGroupFiles } from './chunk-groups';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export interface CompileHintsOptions {
  /** Named chunk groups (`webpackChunkName`, exposed modules) whose code runs as a page starts. */
  groups: (string | RegExp)[];
}

/**
 * Marks the JavaScript a page runs while it starts (every entry point, and the named chunk groups given)
 * with V8's explicit compile hint, as the file's first line. Chromium then compiles those functions while
 * the file streams in, on a background thread, instead of one by one on the main thread the first time
 * each is called: for code that all runs at start-up that is the same work, off the critical path.
 * Screens loaded later are left to V8's lazy compilation. Other browsers ignore the comment.
 *
 * Runs after minification (which would drop the comment) and before source maps and compression, so
 * both account for the extra line.
 */
export class CompileHintsPlugin implements WebpackPluginInstance {
  constructor(private readonly options: CompileHintsOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const wanted = (name: string | null | undefined) => !!name && this.options.groups.some((g) => (typeof g === 'string' ? g === name : g.test(name)));
        const files = new Set<string>();
        for (const entry of compilation.entrypoints.values()) chunkGroupFiles(compilation, entry).forEach((f) => files.add(f));
        for (const [name, group] of compilation.namedChunkGroups) {
          if (wanted(name)) chunkGroupFiles(compilation, group).forEach((f) => files.add(f));
        }
        for (const file of files) {
          if (!/\.m?js$/.test(file)) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}
