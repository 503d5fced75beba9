import { employeeBodyOf, garmentTypesFor, newEmployeeDraft, sizesText } from './employee-draft';
import { kitLineBodyOf, samplesForStyle } from './kit-line-draft';
import { newProgramDraft, programBodyOf } from './program-draft';
import { employee, KIT_OPTIONS, PROGRAM } from './program-fixtures';

describe('program drafts', () => {
  it('starts a program on this year’s first day, yearly, and sends the cleaned name; refuses a blank name and a date that does not exist', () => {
    const draft = newProgramDraft('2026-11-27');
    expect(draft).toMatchObject({ name: 'Uniformes 2026', period: 'anual', periodStart: '2026-01-01' });
    expect(programBodyOf({ ...draft, name: '  Uniformes   2026 ' })).toEqual({ body: { name: 'Uniformes 2026', period: 'anual', periodStart: '2026-01-01', notes: '', active: true, sellerId: null } });
    expect(programBodyOf({ ...draft, name: ' ', periodStart: '2026-02-30' })).toEqual({ errors: { name: 'Escribe el nombre.', periodStart: 'Escribe una fecha válida (aaaa-mm-dd).' } });
    expect(programBodyOf({ ...draft, sellerId: '4' })).toMatchObject({ body: { sellerId: 4 } });
  });

  it('offers only samples made on the style’s garment (or on canvas) for a kit line, and checks the pieces', () => {
    const jacket = KIT_OPTIONS.styles[1];
    expect(samplesForStyle(KIT_OPTIONS.samples, jacket).map((s) => s.name)).toEqual(['Chamarras Logística', 'Logo en lienzo']);
    expect(samplesForStyle(KIT_OPTIONS.samples, undefined)).toEqual([]);
    expect(kitLineBodyOf({ itemId: '8', colourId: '80', sampleId: '42', piecesPerPeriod: 2 })).toEqual({ body: { itemId: 8, colourId: 80, sampleId: 42, piecesPerPeriod: 2 } });
    expect(kitLineBodyOf({ itemId: '', colourId: '', sampleId: '', piecesPerPeriod: 100 })).toEqual({
      errors: { itemId: 'Elige el estilo.', colourId: 'Elige el color.', sampleId: 'Elige la muestra autorizada.', piecesPerPeriod: 'Escribe de 1 a 99 piezas.' },
    });
  });

  it('asks the sizes of the job title’s kit first, then the program’s others', () => {
    const { inKit, others } = garmentTypesFor(PROGRAM, '10');
    expect(inKit.map((g) => g.itemCode)).toEqual(['POL-001', 'GOR-001']);
    expect(others.map((g) => g.itemCode)).toEqual(['CHM-001']);
  });

  it('sends an employee with its cleaned texts and only the sizes chosen; refuses a size outside the style’s run', () => {
    const draft = { ...newEmployeeDraft(PROGRAM), employeeNumber: ' E9 ', name: ' Ana   Ruiz ', area: '', sizes: { 'item:7': 'M', 'item:9': '', 'item:99': 'G' } };
    expect(employeeBodyOf(draft, PROGRAM)).toEqual({
      body: { employeeNumber: 'E9', name: 'Ana Ruiz', jobTitleId: 10, area: null, startDate: null, active: true, sizes: { 'item:7': 'M' } },
    });
    const bad = employeeBodyOf({ ...draft, name: '', sizes: { 'item:8': '3XG' } }, PROGRAM);
    expect(bad).toEqual({ errors: { name: 'Escribe el nombre.', 'sizes.item:8': 'La talla «3XG» no es de Chamarra de trabajo (tallas: CH, M, G, XG).' } });
    expect(sizesText(employee(), PROGRAM.garmentTypes)).toBe('M · UNI');
    expect(sizesText(employee({ sizes: {} }), PROGRAM.garmentTypes)).toBe('—');
  });
});
