import { colourDifference, deltaEBand, deltaEWords, nearestThreads } from './difference';

describe('ΔE in words', () => {
  it.each([
    [0, 'ΔE 0 · indistinguible'],
    [1.2, 'ΔE 1.2 · indistinguible'],
    [2, 'ΔE 2 · indistinguible'],
    [2.01, 'ΔE 2 · muy parecido'],
    [3, 'ΔE 3 · muy parecido'],
    [3.1, 'ΔE 3.1 · parecido'],
    [5, 'ΔE 5 · parecido'],
    [5.1, 'ΔE 5.1 · distinto'],
    [12.46, 'ΔE 12.5 · distinto'],
  ])('%d → %s', (deltaE, words) => {
    expect(deltaEWords(deltaE)).toBe(words);
  });

  it('puts each band limit in the lower band', () => {
    expect([2, 3, 5].map(deltaEBand)).toEqual(['indistinguishable', 'verySimilar', 'similar']);
  });

  it('is NaN for something that is not a colour', () => {
    expect(colourDifference('#FFF', 'azul')).toBeNaN();
    expect(colourDifference('#FFFFFF', { L: 100, a: 0, b: 0 })).toBeCloseTo(0, 6);
  });
});

describe('nearestThreads', () => {
  const catalogue = [
    { id: 'a', hex: '#FF0000' },
    { id: 'b', hex: '#0000FF' },
    { id: 'c', hex: '#FE0101' },
    { id: 'd', hex: 'zzz' },
    { id: 'e', hex: '#00FF00' },
  ];

  it('orders the catalogue by ΔE00 and says it in words', () => {
    const found = nearestThreads('#FF0000', catalogue, 2);
    expect(found.map((m) => m.thread.id)).toEqual(['a', 'c']);
    expect(found[0]?.deltaE).toBe(0);
    expect(found[0]?.words).toBe('ΔE 0 · indistinguible');
    expect(found[1]?.deltaE).toBeGreaterThan(0);
  });

  it('skips unreadable threads and refuses an unreadable colour', () => {
    expect(nearestThreads('#808080', catalogue, 10)).toHaveLength(4);
    expect(nearestThreads('rojo', catalogue)).toEqual([]);
  });

  it('finds the catalogue navy for a navy picked off a logo', () => {
    // Rows of the demo catalogue (server/src/db/seed/data/threads.ts).
    const navies = [
      { id: '281 C', hex: '#00205B' },
      { id: '289 C', hex: '#0C2340' },
      { id: '296 C', hex: '#051C2C' },
      { id: '533 C', hex: '#1F2A44' },
      { id: '534 C', hex: '#1B365D' },
      { id: 'Blue 072 C', hex: '#10069F' },
    ];
    const [best, second] = nearestThreads('#1E2B45', navies, 2);
    expect(best?.thread.id).toBe('533 C');
    expect(best?.words).toMatch(/indistinguible$/);
    expect(second?.thread.id).toBe('289 C');
  });
});
