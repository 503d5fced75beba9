import { sampleRoutes } from '../contract/endpoints/samples';
import { authRoutes } from '../contract/endpoints/auth';
import { callEndpoint, endpointKey } from './call';
import { ResponseMismatchError } from './check-response';
import { answer, http, recordRequests, sampleListItem, server } from '../../test/network';

const LIST = '/api/dashboard/samples';

const row = sampleListItem({ sampleId: 3, sampleName: 'Playeras', cardName: 'Cliente', title: null, department: null, dueDate: '2026-12-01' });

describe('callEndpoint', () => {
  it('sends the route’s method to its path filled from params, with the JSON body', async () => {
    server.use(
      http.post('/api/business/samples', () => answer(200, { sampleId: 9 })),
      http.post('/api/business/samples/12/end-design', () => answer(204)),
    );
    const sent = recordRequests();
    await expect(callEndpoint(sampleRoutes.createSample, { body: { sampleName: 'x' } as never })).resolves.toEqual({ sampleId: 9 });
    expect(sent).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/business/samples', body: { sampleName: 'x' } }));
    await expect(callEndpoint(sampleRoutes.endDesign, { params: { id: 12 } })).resolves.toBeUndefined();
    expect(sent).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/business/samples/12/end-design' }));
  });

  it('gives the SWR key of a call: the path with its parameters and query', () => {
    expect(endpointKey(sampleRoutes.getSample, { id: 5 })).toBe('/business/samples/5');
    expect(endpointKey(authRoutes.getAuthDetails)).toBe('/auth/details');
    expect(endpointKey(sampleRoutes.listDashboardSamples, undefined, { page: 2, q: undefined })).toBe('/dashboard/samples?page=2');
  });

  it('accepts an answer that matches the endpoint’s response schema', async () => {
    server.use(http.get(LIST, () => answer(200, [row])));
    await expect(callEndpoint(sampleRoutes.listDashboardSamples)).resolves.toEqual([row]);
  });

  it('outside production, throws a clear error when the answer does not match the schema', async () => {
    // (The list answers a union since issue 20, reported as a whole; the page's items are checked like this.)
    server.use(http.get('/api/business/samples/5', () => answer(200, { ...row, sampleStage: 'uno', sampleName: undefined })));
    const error = await callEndpoint(sampleRoutes.getSample, { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseMismatchError);
    expect(error).toMatchObject({ operationId: 'getSample' });
    expect((error as Error).message).toMatch(/^The answer of getSample does not match its response schema: /);
    expect((error as ResponseMismatchError).problems.join('\n')).toMatch(/\/sampleName/);
    expect((error as ResponseMismatchError).problems.join('\n')).toMatch(/\/cardCode/);
  });

  it('in a production build, does not check (the bundle carries no schema)', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      server.use(http.get(LIST, () => answer(200, { unexpected: true })));
      await expect(callEndpoint(sampleRoutes.listDashboardSamples)).resolves.toEqual({ unexpected: true });
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
