import { checklistComplete, suggestedReasons, unansweredChecks, type DecorationRef } from './checklist';

const decorations: DecorationRef[] = [
  { kind: 'logo', id: 1, viewId: 10 },
  { kind: 'text', id: 2, viewId: 10 },
];

describe('unansweredChecks', () => {
  it('counts every check of an untouched checklist (4 for a logo, 5 for a text)', () => {
    const items = decorations.map((d) => ({ kind: d.kind, id: d.id, results: {} }));
    expect(unansweredChecks({ items }, decorations)).toBe(9);
    expect(checklistComplete({ items }, decorations)).toBe(false);
  });
  it('counts only what is left once some points are answered', () => {
    const items = [
      { kind: 'logo' as const, id: 1, results: { placement: false, size: true, threads: true, technique: true } },
      { kind: 'text' as const, id: 2, results: { placement: true } },
    ];
    expect(unansweredChecks({ items }, decorations)).toBe(4);
  });
  it('is undefined for a checklist about other decorations', () => {
    expect(unansweredChecks({ items: [{ kind: 'logo', id: 99, results: {} }, { kind: 'text', id: 2, results: {} }] }, decorations)).toBeUndefined();
    expect(unansweredChecks({ items: [] }, decorations)).toBeUndefined();
  });
});

describe('suggestedReasons', () => {
  it('offers the reasons of the failed points, the most frequent first', () => {
    const items = [
      { kind: 'logo' as const, id: 1, results: { placement: false, size: true, threads: false, technique: true } },
      { kind: 'text' as const, id: 2, results: { placement: true, size: true, threads: false, technique: true, spelling: false } },
    ];
    expect(suggestedReasons(items)).toEqual(['thread_color', 'position', 'spelling']);
  });
  it('puts the garment first when it is wrong, and offers nothing when all passed', () => {
    expect(suggestedReasons([{ kind: 'logo', id: 1, results: { placement: false } }], true)).toEqual(['garment', 'position']);
    expect(suggestedReasons([{ kind: 'logo', id: 1, results: { placement: true } }])).toEqual([]);
  });
});
