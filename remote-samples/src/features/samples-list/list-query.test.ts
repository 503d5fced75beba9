import { listQueryParams, parseListQuery, serverQuery } from './list-query';

describe('serverQuery', () => {
  it('sends the search as typed and the stage as a one-stage filter', () => {
    expect(serverQuery({ q: 'méx', stage: 2 }, 25)).toEqual({ q: 'méx', stages: [2], limit: 25 });
    expect(serverQuery({ q: '', stage: null }, 25)).toEqual({ q: '', stages: [], limit: 25 });
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
