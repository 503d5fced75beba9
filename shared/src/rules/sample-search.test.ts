import { matchesSampleSearch, sampleSearchFold, sampleSearchTerm } from './sample-search';
import { PENDING_STAGES, parseStageFilter, stageFilterParam } from './sample-list';

describe('sample search (the browser and the server fold alike)', () => {
  it('folds case, accents and diacritics', () => {
    expect(sampleSearchFold('Logística ÁLAMO Ñandú Güero')).toBe('logistica alamo nandu guero');
    expect(sampleSearchTerm('  QUERÉTARO ')).toBe('queretaro');
    expect(sampleSearchTerm('   ')).toBe('');
  });

  it('matches the project or the client name, never a term across both', () => {
    const s = { sampleName: 'Polo evento', cardName: 'TEXTILES DE MÉXICO' };
    expect(matchesSampleSearch(s, 'mex')).toBe(true);
    expect(matchesSampleSearch(s, 'EVENTO')).toBe(true);
    expect(matchesSampleSearch(s, '')).toBe(true);
    expect(matchesSampleSearch(s, 'evento textiles')).toBe(false);
    expect(matchesSampleSearch(s, 'zzz')).toBe(false);
  });
});

describe('stage filter', () => {
  it('reads one stage or several, in table order', () => {
    expect(parseStageFilter('2')).toEqual([2]);
    expect(parseStageFilter('8,1,3')).toEqual([1, 3, 8]);
  });

  it('refuses unknown codes, blanks, repeats and anything not canonical', () => {
    for (const bad of ['', '0', '9', '1,1', '1,,2', ' 1', '01', '1.0', 'a', '1,2,3,4,5,6,7,8,1']) expect(parseStageFilter(bad)).toBeUndefined();
  });

  it('writes the query value, and the pending stages leave out Autorizada only', () => {
    expect(stageFilterParam([8, 2])).toBe('2,8');
    expect(PENDING_STAGES).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(stageFilterParam(PENDING_STAGES)).toBe('1,2,3,4,5,6,8');
  });
});
