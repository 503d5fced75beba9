import { useEffect, useState } from 'react';
import type * as Windowed from './WindowedSampleRows';

type WindowedModule = typeof Windowed;

let loaded: WindowedModule | undefined;
let loading: Promise<WindowedModule> | undefined;

/** Fetches the windowed rows' chunk once (a failed fetch may be tried again later). */
export function loadWindowedRows(): Promise<WindowedModule> {
  loading ??= import(/* webpackChunkName: "windowed-rows" */ './WindowedSampleRows').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The windowed rows' component once its chunk is here; asked for when `wanted`. Until it arrives (or if it
 * cannot be fetched) the list renders every row, which only costs a longer page.
 */
export function useWindowedRowsModule(wanted: boolean): WindowedModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    loadWindowedRows().then(
      (m) => current && setModule(m),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module ?? loaded;
}
