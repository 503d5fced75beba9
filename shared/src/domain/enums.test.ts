import { isOneOf, LOGO_TECHNIQUES, USER_ROLES } from './enums';
import { STAGE_CODES, stageName } from './stages';

describe('isOneOf', () => {
  it('accepts members of the list only, with the exact type and case', () => {
    expect(isOneOf(USER_ROLES, 'seller')).toBe(true);
    expect(isOneOf(USER_ROLES, 'Seller')).toBe(false);
    expect(isOneOf(LOGO_TECHNIQUES, 'Vinil')).toBe(true);
    expect(isOneOf(STAGE_CODES, 8)).toBe(true);
    expect(isOneOf(STAGE_CODES, '8')).toBe(false);
    expect(isOneOf(STAGE_CODES, 0)).toBe(false);
  });
});

describe('stageName', () => {
  it('names every stage and falls back for an unknown code', () => {
    expect(STAGE_CODES.map(stageName)).toEqual(['Diseño', 'Renderizado', 'Realización de muestra', 'Calidad', 'Fotografía', 'Aprobación', 'Autorizada', 'Error']);
    expect(stageName(9)).toBe('Desconocida');
    expect(stageName(1.5)).toBe('Desconocida');
  });
});
