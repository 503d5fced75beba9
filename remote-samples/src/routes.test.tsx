import { preloadSample, preloadSamplePage } from '@muestrario/shared/api';
import remote from './routes';
import { PENDING_QUERY } from './features/home/pending-query';

jest.mock('@muestrario/shared/api', () => ({
  ...jest.requireActual<object>('@muestrario/shared/api'),
  preloadSample: jest.fn(async () => undefined),
  preloadSamplePage: jest.fn(async () => undefined),
}));

describe("the samples remote's preload (what the host starts before a page renders)", () => {
  beforeEach(() => jest.clearAllMocks());

  it("a sample's page starts its sample's read with the screen's code, from /samples/:id and /clients/:id", async () => {
    await remote.preload?.('/samples/12');
    expect(preloadSample).toHaveBeenCalledWith(12);
    await remote.preload?.('/clients/7');
    expect(preloadSample).toHaveBeenLastCalledWith(7);
    expect(preloadSample).toHaveBeenCalledTimes(2);
  });

  it('an id the page would refuse is not asked for', async () => {
    for (const path of ['/samples/abc', '/samples/0', '/samples/012', '/samples/2147483648']) await remote.preload?.(path);
    expect(preloadSample).not.toHaveBeenCalled();
  });

  it('the home starts its pending list; other screens read nothing ahead', async () => {
    await remote.preload?.('/');
    expect(preloadSamplePage).toHaveBeenCalledWith(PENDING_QUERY);
    await remote.preload?.('/samples');
    expect(preloadSample).not.toHaveBeenCalled();
    expect(preloadSamplePage).toHaveBeenCalledTimes(1);
  });
});
