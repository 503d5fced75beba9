import { type Arguments, useSWRConfig } from 'swr';
import { useAction, type ActionOptions, type Mutation } from './action';

/** An SWR key to revalidate (string or array key), or a filter that picks every matching key. */
export type InvalidateTarget = string | readonly unknown[] | ((key: Arguments) => boolean);

export interface MutationOptions<Arg, Result> extends ActionOptions<Arg, Result> {
  /**
   * SWR keys this write changes; revalidated (and awaited) after the call succeeds, before
   * `trigger` resolves (`isMutating` stays true until then). A function receives the argument and the answer, for keys that depend on them.
   */
  invalidate?: readonly InvalidateTarget[] | ((arg: Arg, result: Result) => readonly InvalidateTarget[]);
}

/**
 * The one convention for writes (docs/decisions.md, "API client and writes"): wrap a request
 * function, name the SWR keys it touches, get `{ trigger, isMutating, error }` (the state is `useAction`'s).
 *
 * Failures never throw out of `trigger` (docs/requirements.md §8: failures end the busy state and are logged or
 * shown as a toast), so it is safe in blur and drop handlers. `trigger` is stable across renders.
 */
export function useMutation<Arg, Result>(
  request: (arg: Arg) => Promise<Result>,
  options: MutationOptions<Arg, Result> = {},
): Mutation<Arg, Result> {
  const { mutate } = useSWRConfig();
  return useAction(async (arg: Arg) => {
    const result = await request(arg);
    const targets = typeof options.invalidate === 'function' ? options.invalidate(arg, result) : (options.invalidate ?? []);
    // One argument only: `mutate(key)` revalidates; `mutate(key, undefined)` would empty the cache.
    // A failed re-read shows up in the reading hook's own `error` (SWR does not reject here).
    await Promise.all(targets.map((target) => mutate(target as Arguments)));
    return result;
  }, options);
}
