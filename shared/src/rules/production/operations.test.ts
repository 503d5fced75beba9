import { productionOperations, totalMinutes, type WorkDecoration } from './operations';

const TAJIMA = { heads: 6, stitchesPerMinute: 850, needles: 15 };

const chestLogo: WorkDecoration = { technique: 'Bordado', position: 'front:chest-left', positionLabel: 'Pecho izquierdo', stitches: 7_000, threads: ['1801', '1802', '1803'] };
const chestName: WorkDecoration = { technique: 'Bordado', position: 'front:chest-left', positionLabel: 'Pecho izquierdo', stitches: 1_500, threads: ['1801'] };
const backDtf: WorkDecoration = { technique: 'DTF', position: 'back:center', stitches: 0, threads: [] };
const sleeveVinyl: WorkDecoration = { technique: 'Vinil', position: 'sleeve:right', stitches: 0, threads: [] };

describe('productionOperations', () => {
  it('makes preparación, one bordado per position, DTF, planchado, inspección and empaque with their minutes', () => {
    const ops = productionOperations({ pieces: 120, decorations: [chestLogo, chestName, backDtf, sleeveVinyl] }, TAJIMA);
    expect(ops.map((o) => [o.kind, o.label, o.machineKind, o.minutes])).toEqual([
      ['preparation', 'Preparación', 'manual_station', 15 + 30],
      // One hooping for the logo and the name: 8,500 stitches, 3 distinct threads; 20 cycles × 11.5 min.
      ['embroidery', 'Bordado · Pecho izquierdo', 'embroidery', 230],
      ['dtf_print', 'Impresión DTF', 'dtf_printer', 72],
      // 240 transfers (DTF and Vinil) × 0.75 min.
      ['pressing', 'Planchado', 'heat_press', 180],
      ['inspection', 'Inspección', 'manual_station', 65],
      ['packing', 'Empaque', 'manual_station', 58],
    ]);
    expect(ops[1]).toMatchObject({ position: 'front:chest-left', cycles: 20, colourChanges: 0 });
    expect(ops[3]).toMatchObject({ transfers: 240 });
    expect(totalMinutes(ops)).toBe(45 + 230 + 72 + 180 + 65 + 58);
  });

  it('makes one bordado per embroidered position, named by its key when it has no label', () => {
    const back = { ...chestLogo, position: 'back:center', positionLabel: undefined };
    const ops = productionOperations({ pieces: 6, decorations: [chestLogo, back] }, TAJIMA);
    expect(ops.filter((o) => o.kind === 'embroidery').map((o) => o.label)).toEqual(['Bordado · Pecho izquierdo', 'Bordado · back:center']);
    expect(ops.some((o) => o.kind === 'dtf_print' || o.kind === 'pressing')).toBe(false);
  });

  it('counts the threads past the needles as colour changes', () => {
    const many: WorkDecoration = { ...chestLogo, threads: Array.from({ length: 18 }, (_, i) => String(i)) };
    const [, bordado] = productionOperations({ pieces: 6, decorations: [many] }, TAJIMA);
    expect(bordado).toMatchObject({ colourChanges: 3, minutes: Math.ceil(7_000 / 850 + 1.5 + 9) });
  });

  it('plans nothing without pieces', () => {
    expect(productionOperations({ pieces: 0, decorations: [chestLogo] }, TAJIMA)).toEqual([]);
  });
});
