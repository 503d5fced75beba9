import { getCurrentClothing, getLogos, getTexts } from '@muestrario/shared/api';
import { readDesign, startEarlyRead } from './design-prefetch';

jest.mock('@muestrario/shared/api', () => ({
  getCurrentClothing: jest.fn(async (id: number) => ({ title: `Prenda ${id}` })),
  getLogos: jest.fn(async () => [{ id: 1 }]),
  getTexts: jest.fn(async () => {
    throw new Error('sin red');
  }),
}));

describe("the editor's first read", () => {
  it('reads garment, logos and texts of the sample at once, a failed list as empty', async () => {
    expect(await readDesign(7)).toEqual([{ title: 'Prenda 7' }, [{ id: 1 }], []]);
    expect(getCurrentClothing).toHaveBeenCalledWith(7);
    expect(getLogos).toHaveBeenCalledWith(7);
    expect(getTexts).toHaveBeenCalledWith(7);
  });

  it('started early, a failed garment read is the promise’s to report, never an unhandled rejection', async () => {
    jest.mocked(getCurrentClothing).mockRejectedValueOnce(new Error('401'));
    const read = startEarlyRead(8);
    await expect(read).rejects.toThrow('401');
  });
});
