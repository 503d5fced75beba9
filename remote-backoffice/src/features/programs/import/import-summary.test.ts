import { importedMessage, importLabel, previewParts, rowsToImport } from './import-summary';

const counts = (c: Partial<Record<'new' | 'updated' | 'unchanged' | 'errors' | 'warnings', number>>) => ({ new: 0, updated: 0, unchanged: 0, errors: 0, warnings: 0, ...c });

describe('roster import summary', () => {
  it('counts what the import writes and says it with plurals', () => {
    expect(rowsToImport(counts({ new: 480, updated: 5, unchanged: 3, errors: 12 }))).toBe(485);
    expect(previewParts(counts({ new: 1, errors: 0 })).map((p) => p.text)).toEqual(['1 nuevo', '0 con errores']);
    expect(previewParts(counts({ new: 1200, updated: 1, unchanged: 2, errors: 3, warnings: 4 })).map((p) => p.text)).toEqual([
      '1,200 nuevos',
      '1 actualizado',
      '2 sin cambios',
      '3 con errores',
      '4 con avisos',
    ]);
    expect([importLabel(1), importLabel(485)]).toEqual(['Importar 1 fila', 'Importar 485 filas']);
  });

  it('tells what was imported and what was left out', () => {
    const result = { mode: 'apply' as const, format: 'csv' as const, rows: 10, issues: [], issueCount: 0 };
    expect(importedMessage({ ...result, counts: counts({ new: 3, updated: 2, errors: 4 }) })).toBe('Plantilla importada: 3 nuevos y 2 actualizados; 4 filas con errores se omitieron.');
    expect(importedMessage({ ...result, counts: counts({ new: 1, updated: 0, errors: 1 }) })).toBe('Plantilla importada: 1 nuevo y 0 actualizados; 1 fila con errores se omitió.');
    expect(importedMessage({ ...result, counts: counts({ new: 2 }) })).toBe('Plantilla importada: 2 nuevos y 0 actualizados.');
  });
});
