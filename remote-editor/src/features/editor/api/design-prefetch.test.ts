import { getCurrentClothing, getLogos, getTexts, preloadSample } from '@muestrario/shared/api';
import { arrivedRead, preloadEditorData, readDesign, startEarlyRead, takeEarlyRead } from './design-prefetch';

jest.mock('@muestrario/shared/api', () => ({
  getCurrentClothing: jest.fn(async (id: number) => ({ title: `Prenda ${id}` })),
  getLogos: jest.fn(async () => [{ id: 1 }]),
  getTexts: jest.fn(async () => {
    throw new Error('sin red');
  }),
  preloadSample: jest.fn(async () => undefined),
}));

describe("the editor's first read", () => {
  beforeEach(() => {
    jest.clearAllMocks();
    takeEarlyRead(0);
  });

  it('reads garment, logos and texts of the sample at once, a failed list as empty', async () => {
    expect(await readDesign(7)).toEqual([{ title: 'Prenda 7' }, [{ id: 1 }], []]);
    expect(getCurrentClothing).toHaveBeenCalledWith(7);
    expect(getLogos).toHaveBeenCalledWith(7);
    expect(getTexts).toHaveBeenCalledWith(7);
  });

  it('started early once per sample, is taken once by that sample’s editor while fresh', async () => {
    const read = startEarlyRead(7, 1_000);
    expect(startEarlyRead(7, 1_500)).toBe(read);
    expect(getCurrentClothing).toHaveBeenCalledTimes(1);
    expect(takeEarlyRead(8, 2_000)).toBeUndefined();
    startEarlyRead(7, 3_000);
    expect(takeEarlyRead(7, 14_000)).toBeUndefined();
    const fresh = startEarlyRead(7, 20_000);
    expect(takeEarlyRead(7, 29_999)).toBe(fresh);
    expect(takeEarlyRead(7, 29_999)).toBeUndefined();
    expect(await fresh).toEqual([{ title: 'Prenda 7' }, [{ id: 1 }], []]);
  });

  it('an early read’s answer is at hand once it has arrived, never before, never for a failed read', async () => {
    const read = startEarlyRead(9, 1_000);
    expect(arrivedRead(read)).toBeUndefined();
    const value = await read;
    expect(arrivedRead(read)).toBe(value);
    expect(arrivedRead(undefined)).toBeUndefined();
    (getCurrentClothing as jest.Mock).mockRejectedValueOnce(new Error('sin red'));
    const failed = startEarlyRead(10, 1_000);
    await expect(failed).rejects.toThrow('sin red');
    expect(arrivedRead(failed)).toBeUndefined();
  });

  it('the route preloads the sample and the design from its address, and nothing for a bad one', async () => {
    await preloadEditorData('12');
    expect(preloadSample).toHaveBeenCalledWith(12);
    expect(getCurrentClothing).toHaveBeenCalledWith(12);
    expect(takeEarlyRead(12)).toBeDefined();
    jest.clearAllMocks();
    for (const id of [undefined, 'abc', '012', '99999999999']) await preloadEditorData(id);
    expect(preloadSample).not.toHaveBeenCalled();
    expect(getCurrentClothing).not.toHaveBeenCalled();
  });

  it('a failed garment read is the promise’s to report, never an unhandled rejection', async () => {
    jest.mocked(getCurrentClothing).mockRejectedValueOnce(new Error('401'));
    await expect(startEarlyRead(9)).rejects.toThrow('401');
  });
});
