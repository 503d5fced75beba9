import { nextLogoName } from './decorations';

describe('nextLogoName', () => {
  it('numbers one past the count', () => {
    expect(nextLogoName([])).toBe('Logo 1');
    expect(nextLogoName(['Escudo', 'Marca'])).toBe('Logo 3');
  });

  it('skips names in use', () => {
    expect(nextLogoName(['Logo 2', 'Logo 3'])).toBe('Logo 4');
    expect(nextLogoName(['Logo 1'])).toBe('Logo 2');
  });
});
