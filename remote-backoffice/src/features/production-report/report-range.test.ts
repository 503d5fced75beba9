import { PRODUCTION_REPORT_MESSAGES } from '@muestrario/shared/rules';
import { paramsOfRange, rangeErrors, rangeFromParams } from './report-range';

describe('production report range in the address', () => {
  it('reads real calendar days and leaves out anything else', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-27'))).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(rangeFromParams(new URLSearchParams('from=2026-02-30&to=ayer'))).toEqual({});
    expect(rangeFromParams(new URLSearchParams('to=2026-11-27'))).toEqual({ to: '2026-11-27' });
  });
  it('writes only the days it has', () => {
    expect(paramsOfRange({ from: '2026-11-01', to: '2026-11-27' }).toString()).toBe('from=2026-11-01&to=2026-11-27');
    expect(paramsOfRange({}).toString()).toBe('');
  });
  it('checks a typed range with the server messages', () => {
    expect(rangeErrors('2026-11-01', '2026-11-27')).toEqual({});
    expect(rangeErrors('', '2026-11-27')).toEqual({ from: 'Escribe una fecha válida.' });
    expect(rangeErrors('2026-11-28', '2026-11-27')).toEqual({ from: PRODUCTION_REPORT_MESSAGES.fromAfterTo });
    expect(rangeErrors('2025-01-01', '2026-01-02')).toEqual({ to: PRODUCTION_REPORT_MESSAGES.tooLong });
    expect(rangeErrors('2028-01-01', '2028-12-31')).toEqual({});
  });
});
