/** @jest-environment ./test/jsdom-environment.cjs */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { patchSample, sampleKey, useDashboardSamples, useSample, useUpdateSample } from './samples';
import { useMutation } from './mutation';
import type { PatchSampleBody, SampleDetail } from '../contract/samples';
import { answer, http, recordRequests, sampleDetail, server, type RecordedRequest } from '../../test/network';
import '../../test/network/lifecycle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Each test gets its own SWR cache. */
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);

const detail = (sampleId: number): SampleDetail => sampleDetail({ sampleId, sampleName: 'Uniformes' });

/** The network edge: a tiny in-memory server of samples (its answers have the API's shapes). */
function installServer(options: { patchStatus?: number } = {}): RecordedRequest[] {
  const samples = new Map<number, SampleDetail>();
  const sampleOf = (id: number) => samples.get(id) ?? detail(id);
  server.use(
    http.get('/api/dashboard/samples', () =>
      answer(
        200,
        [...samples.values()].map(({ sampleId, sampleName, cardName, sampleOn, sampleStage, dueDate }) => ({
          sampleId,
          sampleName,
          cardName,
          title: null,
          department: null,
          sampleOn,
          sampleStage,
          dueDate,
        })),
      ),
    ),
    http.get('/api/business/samples/:id', ({ params }) => answer(200, sampleOf(Number(params.id)))),
    http.patch('/api/business/samples/:id', async ({ params, request }) => {
      const status = options.patchStatus ?? 200;
      if (status !== 200) return answer(status, { message: 'Color no válido.' });
      const id = Number(params.id);
      const changed = { ...sampleOf(id), ...((await request.json()) as object) } as SampleDetail;
      samples.set(id, changed);
      return answer(200, changed);
    }),
  );
  return recordRequests();
}

const patch: PatchSampleBody = { sampleOn: 'Lienzo', clothingColor: '#000000', sampleNotes: '', sampleCanvas: 'Polar', canvasColor: '#FFFFFF' };

describe('useMutation (example: useUpdateSample)', () => {
  it('sends the write, then re-reads the keys it touches before trigger resolves', async () => {
    const calls = installServer();
    const { result } = renderHook(
      () => ({ sample: useSample(7), list: useDashboardSamples(), other: useSample(8), update: useUpdateSample(7) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sample.data?.sampleOn).toBe('Prenda'));
    await waitFor(() => expect(calls).toHaveLength(3));

    let answer: unknown = 'not called';
    await act(async () => {
      answer = await result.current.update.trigger(patch);
    });

    expect(answer).toEqual({ ...detail(7), ...patch }); // the sample's detail after the change
    expect(result.current.sample.data).toMatchObject({ sampleOn: 'Lienzo', clothingColor: '#000000' });
    expect(result.current.update.isMutating).toBe(false);
    expect(result.current.update.error).toBeUndefined();
    // The detail and the list are re-read; sample 8 is not touched.
    expect(calls.slice(3).map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /api/business/samples/7',
      'GET /api/business/samples/7',
      'GET /api/dashboard/samples',
    ]);
    expect(calls[3]!.body).toEqual(patch);
  });

  it('keeps the failure in error, calls onError, re-reads nothing and never rejects', async () => {
    const calls = installServer({ patchStatus: 400 });
    const onError = jest.fn();
    const { result } = renderHook(
      () => ({
        sample: useSample(7),
        update: useMutation((body: typeof patch) => patchSample(7, body), { invalidate: [sampleKey(7)], onError }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sample.data).toBeDefined());

    await act(async () => {
      await expect(result.current.update.trigger(patch)).resolves.toBeUndefined();
    });

    expect(result.current.update.error).toMatchObject({ status: 400, message: 'Color no válido.' });
    expect(onError).toHaveBeenCalledWith(result.current.update.error, patch);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
    expect(result.current.sample.data?.sampleOn).toBe('Prenda');

    act(() => result.current.update.reset());
    expect(result.current.update.error).toBeUndefined();
  });

  it('is mutating while the request runs', async () => {
    let release: (value: string) => void = () => undefined;
    const { result } = renderHook(
      () => useMutation(() => new Promise<string>((resolve) => (release = resolve))),
      { wrapper },
    );
    let pending: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      pending = result.current.trigger(undefined);
    });
    expect(result.current.isMutating).toBe(true);
    await act(async () => {
      release('done');
      await expect(pending).resolves.toBe('done');
    });
    expect(result.current.isMutating).toBe(false);
  });

  it('takes keys computed from the argument and the answer, and filters', async () => {
    const calls = installServer();
    const onSuccess = jest.fn();
    const { result } = renderHook(
      () => ({
        a: useSample(1),
        b: useSample(2),
        c: useSample(3),
        update: useMutation(async (id: number) => ({ id }), {
          invalidate: (id, answer) => [sampleKey(answer.id), (key) => key === sampleKey(3) && id > 0],
          onSuccess,
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(calls).toHaveLength(3));

    await act(async () => {
      await result.current.update.trigger(2);
    });

    expect(calls.slice(3).map((c) => c.path).sort()).toEqual(['/api/business/samples/2', '/api/business/samples/3']);
    expect(onSuccess).toHaveBeenCalledWith({ id: 2 }, 2);
  });
});
