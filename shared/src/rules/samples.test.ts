import { pendingSamples } from './samples';

describe('pendingSamples', () => {
  it('drops authorised samples (stage 7) and keeps the order of the rest, errors included', () => {
    const list = [1, 7, 2, 8, 7, 6].map((sampleStage, i) => ({ sampleId: i + 1, sampleStage }));
    expect(pendingSamples(list).map((s) => s.sampleId)).toEqual([1, 3, 4, 6]);
  });

  it('returns an empty list for an empty answer', () => {
    expect(pendingSamples([])).toEqual([]);
  });
});
