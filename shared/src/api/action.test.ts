/** @jest-environment ./test/jsdom-environment.cjs */
import { act, renderHook } from '@testing-library/react';
import { useAction } from './action';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useAction (useMutation without SWR)', () => {
  it('is busy while the call runs, keeps the failure until the next call, never rejects', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onSuccess = jest.fn();
    const onError = jest.fn();
    const { result } = renderHook(() =>
      useAction((n: number) => new Promise<number>((resolve, reject) => (finish = (ok) => (ok ? resolve(n * 2) : reject(new Error('caído'))))), { onSuccess, onError }),
    );
    let first: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => void (first = result.current.trigger(1)));
    expect(result.current.isMutating).toBe(true);
    await act(async () => {
      finish(false);
      await first;
    });
    expect(await first).toBeUndefined();
    expect(result.current).toMatchObject({ isMutating: false, error: new Error('caído') });
    expect(onError).toHaveBeenCalledWith(new Error('caído'), 1);

    let second: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => void (second = result.current.trigger(2)));
    expect(result.current.error).toBeUndefined();
    await act(async () => {
      finish(true);
      await second;
    });
    expect(await second).toBe(4);
    expect(onSuccess).toHaveBeenCalledWith(4, 2);
    expect(result.current.isMutating).toBe(false);
  });
});
