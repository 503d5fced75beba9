import { mayViewReport, reportScope } from './report-permissions';

describe('reportScope', () => {
  it.each([
    ['admin', 'all', 'all'],
    ['seller', 'all', 'own'],
    ['designer', 'all', 'none'],
    ['production', 'all', 'none'],
    ['quality', 'all', 'none'],
    ['auditor', 'none', 'none'],
  ] as const)('%s: samples %s, sales %s', (role, samples, sales) => {
    const actor = { id: 1, role };
    expect(reportScope(actor, 'samples')).toBe(samples);
    expect(reportScope(actor, 'sales')).toBe(sales);
    expect(mayViewReport(actor, 'sales')).toBe(sales !== 'none');
  });
});
