import { lastPage, pageRangeText } from './paging';

describe('pageRangeText', () => {
  it.each([
    [1, 10, 97, 'Mostrando 1 a 10 de 97 resultados'],
    [10, 10, 97, 'Mostrando 91 a 97 de 97 resultados'],
    [1, 10, 1, 'Mostrando 1 a 1 de 1 resultado'],
    [1, 10, 0, 'Sin resultados'],
    [5, 10, 12, 'Mostrando 12 a 12 de 12 resultados'],
  ])('page %i of %i rows, %i in all → %j', (page, size, total, text) => {
    expect(pageRangeText(page, size, total)).toBe(text);
  });

  it('knows the last page', () => {
    expect(lastPage(10, 97)).toBe(10);
    expect(lastPage(10, 0)).toBe(1);
  });
});
