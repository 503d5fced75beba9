import { useCallback, useRef, useState } from 'react';
import { type Arguments, useSWRConfig } from 'swr';

/** An SWR key to revalidate (string or array key), or a filter that picks every matching key. */
export type InvalidateTarget = string | readonly unknown[] | ((key: Arguments) => boolean);

export interface MutationOptions<Arg, Result> {
  /**
   * SWR keys this write changes; revalidated (and awaited) after the call succeeds, before
   * `trigger` resolves (`isMutating` stays true until then). A function receives the argument and the answer, for keys that depend on them.
   */
  invalidate?: readonly InvalidateTarget[] | ((arg: Arg, result: Result) => readonly InvalidateTarget[]);
  onSuccess?: (result: Result, arg: Arg) => void;
  onError?: (error: unknown, arg: Arg) => void;
}

export interface Mutation<Arg, Result> {
  /** Runs the write. Never rejects: resolves to the answer, or to undefined after a failure (see `error`). */
  trigger: (arg: Arg) => Promise<Result | undefined>;
  /** True while at least one call runs. */
  isMutating: boolean;
  /** The last call's failure (an ApiError for an HTTP error), cleared when a call starts. */
  error: unknown;
  reset: () => void;
}

/**
 * The one convention for writes (docs/decisions.md, "API client and writes"): wrap a request
 * function, name the SWR keys it touches, get `{ trigger, isMutating, error }`.
 *
 * Failures never throw out of `trigger` (docs/requirements.md §8: failures end the busy state and are logged or
 * shown as a toast), so it is safe in blur and drop handlers. `trigger` is stable across renders.
 */
export function useMutation<Arg, Result>(
  request: (arg: Arg) => Promise<Result>,
  options: MutationOptions<Arg, Result> = {},
): Mutation<Arg, Result> {
  const { mutate } = useSWRConfig();
  const latest = useRef({ request, options });
  latest.current = { request, options };
  const running = useRef(0);
  const [isMutating, setIsMutating] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  const trigger = useCallback(
    async (arg: Arg): Promise<Result | undefined> => {
      const { request: run, options: opts } = latest.current;
      running.current += 1;
      setIsMutating(true);
      setError(undefined);
      let result: Result;
      try {
        result = await run(arg);
        const targets = typeof opts.invalidate === 'function' ? opts.invalidate(arg, result) : (opts.invalidate ?? []);
        // One argument only: `mutate(key)` revalidates; `mutate(key, undefined)` would empty the cache.
        // A failed re-read shows up in the reading hook's own `error` (SWR does not reject here).
        await Promise.all(targets.map((target) => mutate(target as Arguments)));
      } catch (err) {
        setError(err);
        opts.onError?.(err, arg);
        return undefined;
      } finally {
        running.current -= 1;
        if (running.current === 0) setIsMutating(false);
      }
      opts.onSuccess?.(result, arg);
      return result;
    },
    [mutate],
  );

  const reset = useCallback(() => setError(undefined), []);
  return { trigger, isMutating, error, reset };
}
