import {
  addDays,
  isAllowedDueDate,
  newSampleErrorMessage,
  newSampleErrors,
  serverMinDueDate,
  toCreateSampleBody,
  tomorrowLocal,
  type NewSampleValues,
} from './new-sample';
import { isCalendarDate } from './dates';
import { foldText, foldedIncludes } from './text';

const MIN = '2026-11-23';
const NEW_CLIENT: NewSampleValues = {
  sampleName: 'Uniformes de invierno',
  dueDate: MIN,
  cardCode: null,
  cardName: 'Textiles de México',
  email: 'compras@textiles.mx',
  phone1: '5598765432',
  address: 'Av. Juárez 45',
  county: 'Cuauhtémoc',
  state: 'Ciudad de México',
  zipCode: '06050',
};

describe('newSampleErrors', () => {
  it('passes a complete new client and an existing client without its fields', () => {
    expect(newSampleErrors(NEW_CLIENT, MIN)).toEqual([]);
    const existing = { ...NEW_CLIENT, cardCode: 'C00001', cardName: '', email: '', phone1: '', address: '', county: '', state: '', zipCode: '' };
    expect(newSampleErrors(existing, MIN)).toEqual([]);
  });

  it.each<[string, Partial<NewSampleValues>, string]>([
    ['a blank project name', { sampleName: '  ' }, 'sampleName'],
    ['a due date before the minimum', { dueDate: '2026-11-22' }, 'dueDate'],
    ['an empty due date', { dueDate: '' }, 'dueDate'],
    ['an impossible due date', { dueDate: '2026-02-30' }, 'dueDate'],
    ['no client chosen', { cardCode: undefined }, 'cardCode'],
    ['a blank client name', { cardName: ' ' }, 'cardName'],
    ['an empty email', { email: '' }, 'email'],
    ['an email without @', { email: 'compras.textiles.mx' }, 'email'],
    ['an email with a 1-letter ending', { email: 'a@b.m' }, 'email'],
    ['an email with a 4-letter ending', { email: 'a@b.mexi' }, 'email'],
    ['a 9-digit phone', { phone1: '559876543' }, 'phone1'],
    ['an 11-digit phone', { phone1: '55987654321' }, 'phone1'],
    ['a phone with dashes', { phone1: '55-987-6543' }, 'phone1'],
    ['a blank street and number', { address: '' }, 'address'],
    ['a blank Alcaldía/Municipio', { county: '' }, 'county'],
    ['a blank Estado', { state: '' }, 'state'],
    ['a 4-digit postal code', { zipCode: '0605' }, 'zipCode'],
    ['a 6-digit postal code', { zipCode: '060500' }, 'zipCode'],
    ['a postal code with letters', { zipCode: '06O50' }, 'zipCode'],
  ])('fails only on %s', (_what, change, field) => {
    expect(newSampleErrors({ ...NEW_CLIENT, ...change }, MIN)).toEqual([field]);
  });

  it('accepts the minimum date itself and a 3-letter domain ending', () => {
    expect(newSampleErrors({ ...NEW_CLIENT, dueDate: MIN, email: 'x@y.com' }, MIN)).toEqual([]);
  });

  it('lists every failing field in form order', () => {
    expect(newSampleErrors({ ...NEW_CLIENT, zipCode: '', sampleName: '', state: '' }, MIN)).toEqual(['sampleName', 'state', 'zipCode']);
  });
});

describe('dates', () => {
  it('adds days across months and years and recognises real dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
  });

  it('tomorrow is the local calendar day after today', () => {
    expect(tomorrowLocal(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-23');
    expect(tomorrowLocal(new Date(2026, 11, 31, 0, 1))).toBe('2027-01-01');
  });

  it('the server minimum is tomorrow at UTC−12: never later than any browser’s tomorrow', () => {
    expect(serverMinDueDate(new Date('2026-11-22T11:59:00Z'))).toBe('2026-11-22');
    expect(serverMinDueDate(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-23');
  });
});

describe('isAllowedDueDate (one rule: creation, project panel, PATCH …/project)', () => {
  it('accepts the minimum date and later, refuses earlier dates and non-dates', () => {
    const min = tomorrowLocal(new Date(2026, 10, 22, 10, 0));
    expect(isAllowedDueDate('2026-11-23', min)).toBe(true);
    expect(isAllowedDueDate('2027-01-15', min)).toBe(true);
    expect(isAllowedDueDate('2026-11-22', min)).toBe(false);
    expect(isAllowedDueDate('2000-01-01', min)).toBe(false);
    expect(isAllowedDueDate('2026-02-30', min)).toBe(false);
    expect(isAllowedDueDate('', min)).toBe(false);
  });

  it("with the server's clock: today is refused, tomorrow accepted", () => {
    const now = new Date('2026-11-22T18:00:00Z');
    expect(isAllowedDueDate('2026-11-22', serverMinDueDate(now))).toBe(false);
    expect(isAllowedDueDate('2026-11-23', serverMinDueDate(now))).toBe(true);
  });
});

describe('messages and payload', () => {
  it('names one or several fields with their labels', () => {
    expect(newSampleErrorMessage(['phone1'])).toBe('Revisa el campo: Teléfono del cliente (10 dígitos).');
    expect(newSampleErrorMessage(['county', 'state'])).toBe('Revisa estos campos: Alcaldía/Municipio, Estado.');
  });

  it('builds the creation payload: trimmed, country MEX, cardCode null for a new client', () => {
    expect(toCreateSampleBody({ ...NEW_CLIENT, sampleName: ' Uniformes ', phone1: ' 5598765432 ' })).toEqual({
      sampleName: 'Uniformes',
      dueDate: MIN,
      cardCode: null,
      cardName: 'Textiles de México',
      address: 'Av. Juárez 45',
      zipCode: '06050',
      phone1: '5598765432',
      county: 'Cuauhtémoc',
      state: 'Ciudad de México',
      country: 'MEX',
      email: 'compras@textiles.mx',
      department: '',
    });
  });

  it('sends the department trimmed (empty when none was typed: the server stores none)', () => {
    expect(toCreateSampleBody({ ...NEW_CLIENT, department: '  Mantenimiento ' }).department).toBe('Mantenimiento');
  });
});

describe('folded search', () => {
  it('ignores case and accents both ways', () => {
    expect(foldText('MÉXICO Ñandú')).toBe('mexico nandu');
    expect(foldedIncludes('TEXTILES DE MÉXICO', 'méx')).toBe(true);
    expect(foldedIncludes('Logística Álamo', 'ALAMO')).toBe(true);
    expect(foldedIncludes('Logística Álamo', 'norte')).toBe(false);
    expect(foldedIncludes('Cualquiera', '  ')).toBe(true);
  });
});
