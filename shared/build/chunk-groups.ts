import type { Compilation } from 'webpack';

type ChunkGroup = NonNullable<ReturnType<Compilation['namedChunkGroups']['get']>>;

/**
 * The files an import of a chunk group downloads: its own chunks' files, plus those of the shared
 * libraries (router, SWR) it consumes. Those are not in the group: a consume-shared module's fallback
 * (the app's own copy, the one loaded when it provides the library) is an async block of its own.
 */
export function chunkGroupFiles(compilation: Compilation, group: ChunkGroup): string[] {
  const files = new Set(group.getFiles());
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        for (const file of compilation.chunkGraph.getBlockChunkGroup(block)?.getFiles() ?? []) files.add(file);
      }
    }
  }
  return [...files];
}
