import { pendingFilterFor } from './sample-list';
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

describe('pendingFilterFor', () => {
  const list = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((sampleStage) => [1, 2].map((ownerId) => ({ sampleId: sampleStage * 10 + ownerId, sampleStage, ownerId })));
  // What the server's query selects with this filter, over every stage × two owners.
  const ids = (role: 'seller' | 'designer' | 'production' | 'quality' | 'admin', id = 1) => {
    const { stages, mine } = pendingFilterFor({ id, role });
    return list.filter((s) => (stages as readonly number[]).includes(s.sampleStage) && (!mine || s.ownerId === id)).map((s) => s.sampleId);
  };
  it('gives a seller their own open samples, every other role the samples at its stage, an admin all open ones', () => {
    expect(ids('seller')).toEqual([11, 21, 31, 41, 51, 61, 81]);
    expect(ids('seller', 2)).toEqual([12, 22, 32, 42, 52, 62, 82]);
    expect(ids('designer')).toEqual([21, 22]);
    expect(ids('production')).toEqual([31, 32]);
    expect(ids('quality')).toEqual([41, 42, 51, 52]);
    expect(ids('admin')).toHaveLength(14);
  });

  it('never gives a role an empty stage list (an empty list would mean every stage)', () => {
    for (const role of ['seller', 'designer', 'production', 'quality', 'admin'] as const) expect(pendingFilterFor({ id: 1, role }).stages.length).toBeGreaterThan(0);
  });
});
