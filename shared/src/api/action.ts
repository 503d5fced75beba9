import { useCallback, useRef, useState } from 'react';

export interface ActionOptions<Arg, Result> {
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
 * The busy / failed state of one asynchronous action, without SWR: `useMutation` is this plus the SWR keys
 * a write revalidates. Used directly where no SWR cache exists (the host's public entries and its start-up
 * error page, whose first chunk may not load the shared SWR module synchronously). `trigger` never rejects
 * and is stable across renders; the latest `request` and options are used.
 */
export function useAction<Arg, Result>(request: (arg: Arg) => Promise<Result>, options: ActionOptions<Arg, Result> = {}): Mutation<Arg, Result> {
  const latest = useRef({ request, options });
  latest.current = { request, options };
  const running = useRef(0);
  const [isMutating, setIsMutating] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  const trigger = useCallback(async (arg: Arg): Promise<Result | undefined> => {
    const { request: run, options: opts } = latest.current;
    running.current += 1;
    setIsMutating(true);
    setError(undefined);
    let result: Result;
    try {
      result = await run(arg);
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
  }, []);

  const reset = useCallback(() => setError(undefined), []);
  return { trigger, isMutating, error, reset };
}
