import { AnswerCache } from '../../src/http/answer-cache';

describe('AnswerCache', () => {
  it('serves an answer only at the version it was stored at; any other version empties it', () => {
    const cache = new AnswerCache();
    expect(cache.get(1, 'a')).toBeUndefined();
    cache.set(1, 'a', '"uno"');
    expect(cache.get(1, 'a')).toBe('"uno"');
    expect(cache.get(2, 'a')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set(2, 'a', '"dos"');
    // A request that read the version before a write (or a restored, older database) empties it as well.
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(2, 'a')).toBeUndefined();
  });

  it('does not keep an answer loaded across a version change (it may be older than the new version)', () => {
    const cache = new AnswerCache();
    expect(cache.get(1, 'a')).toBeUndefined();
    // Meanwhile another request read version 2.
    expect(cache.get(2, 'b')).toBeUndefined();
    cache.set(1, 'a', '"viejo"');
    expect(cache.get(2, 'a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used answers past its entry and size limits', () => {
    const cache = new AnswerCache({ entries: 2, chars: 10 });
    cache.get(1, 'x');
    cache.set(1, 'a', 'aaa');
    cache.set(1, 'b', 'bbb');
    expect(cache.get(1, 'a')).toBe('aaa');
    cache.set(1, 'c', 'ccc');
    expect([cache.get(1, 'a'), cache.get(1, 'b'), cache.get(1, 'c')]).toEqual(['aaa', undefined, 'ccc']);
    cache.set(1, 'd', 'dddddddd');
    expect([cache.get(1, 'a'), cache.get(1, 'c'), cache.get(1, 'd')]).toEqual([undefined, undefined, 'dddddddd']);
    cache.set(1, 'e', 'e'.repeat(11));
    expect(cache.get(1, 'e')).toBeUndefined();
    expect(cache.get(1, 'd')).toBe('dddddddd');
  });
});
