import type { SampleListItem } from '@muestrario/shared/contract';
import { filterSamples, listQueryParams, parseListQuery } from './list-query';

const sample = (sampleId: number, sampleName: string, cardName: string, sampleStage: SampleListItem['sampleStage']): SampleListItem => ({
  sampleId,
  sampleName,
  cardName,
  title: null,
  department: null,
  sampleOn: 'Prenda',
  sampleStage,
  dueDate: '2026-12-01',
  ownerId: 1,
});
const LIST = [
  sample(1, 'Uniformes planta Querétaro', 'Aceros del Norte', 1),
  sample(2, 'Polo evento', 'TEXTILES DE MÉXICO', 2),
  sample(3, 'Gorras', 'Logística Álamo', 2),
  sample(4, 'Overoles México', 'Minera', 5),
];

describe('filterSamples', () => {
  it('finds project or client names ignoring case and accents', () => {
    expect(filterSamples(LIST, { q: 'méx', stage: null }).map((s) => s.sampleId)).toEqual([2, 4]);
    expect(filterSamples(LIST, { q: 'QUERETARO', stage: null }).map((s) => s.sampleId)).toEqual([1]);
    expect(filterSamples(LIST, { q: 'alamo', stage: null }).map((s) => s.sampleId)).toEqual([3]);
  });

  it('filters by stage and combines both', () => {
    expect(filterSamples(LIST, { q: '', stage: 2 }).map((s) => s.sampleId)).toEqual([2, 3]);
    expect(filterSamples(LIST, { q: 'mex', stage: 2 }).map((s) => s.sampleId)).toEqual([2]);
    expect(filterSamples(LIST, { q: 'zzz', stage: null })).toEqual([]);
  });
});

describe('URL query', () => {
  it('reads the search and a valid stage, ignoring anything else', () => {
    expect(parseListQuery(new URLSearchParams('q=m%C3%A9x&etapa=2'))).toEqual({ q: 'méx', stage: 2 });
    expect(parseListQuery(new URLSearchParams('etapa=9'))).toEqual({ q: '', stage: null });
    expect(parseListQuery(new URLSearchParams('etapa=abc'))).toEqual({ q: '', stage: null });
  });

  it('writes only what is set', () => {
    expect(listQueryParams({ q: '', stage: null }).toString()).toBe('');
    expect(listQueryParams({ q: 'méx', stage: 3 }).toString()).toBe('q=m%C3%A9x&etapa=3');
  });
});
