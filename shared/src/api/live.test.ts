import { staleAfterSampleSignal } from './live';

describe('staleAfterSampleSignal', () => {
  it("matches the sample's own keys and the lists, not another sample's", () => {
    const stale = staleAfterSampleSignal(12);
    expect(['/business/samples/12', '/business/samples/12/events', '/business/samples/12/lifecycle?x=1', '/dashboard/samples'].map(stale)).toEqual([true, true, true, true]);
    expect(['/business/samples/120', '/business/samples/1', '/notifications', 42].map(stale)).toEqual([false, false, false, false]);
  });
});
