import { decorationInsights, estimateLines, sampleEstimate, type InsightDecoration, type InsightView } from './insights';

const view: InsightView = {
  background: '#1F2A44',
  on: 'prenda',
  areas: [{ name: 'Pecho izquierdo', areaLeft: 10, areaTop: 10, width: 20, height: 30 }],
  viewWidthCm: 100,
};
const logo = (over: Partial<InsightDecoration> = {}): InsightDecoration => ({
  kind: 'logo',
  technique: 'Bordado',
  xCm: 20,
  yCm: 25,
  widthCm: 10,
  heightCm: 5,
  rotateDegrees: 0,
  threads: [{ label: '186 C', colour: '#C8102E' }],
  coverage: 0.4,
  ...over,
});

describe('decorationInsights', () => {
  it('estimates a Bordado logo from its size and coverage, and changes with its height', () => {
    const small = decorationInsights(logo(), view);
    expect(small.warnings).toEqual([]);
    expect(small.estimate?.stitches).toBe(6_200);
    expect(decorationInsights(logo({ heightCm: 7.5, widthCm: 15 }), view).estimate?.stitches).toBe(13_950);
  });

  it('takes a DST count instead of the estimate', () => {
    const { estimate } = decorationInsights(logo({ dst: { stitches: 8_412, colourChanges: 3 } }), view);
    expect(estimate).toMatchObject({ stitches: 8_412, source: 'dst', colourChanges: 3 });
    expect(estimateLines(estimate!)[0]).toBe('Conteo real: 8,412 puntadas · archivo DST');
  });

  it('collects the warnings of each rule', () => {
    const threads = [
      { label: '533 C', colour: '#1F2A44' },
      ...Array.from({ length: 15 }, (_, i) => ({ label: `T${i}`, colour: `#${(i * 16 + 15).toString(16).padStart(2, '0')}FF00` })),
    ];
    const kinds = decorationInsights(logo({ threads, widthCm: 25 }), view).warnings.map((w) => w.kind);
    expect(kinds).toContain('threadOnBackground');
    expect(kinds).toContain('tooManyThreads');
    expect(kinds).toContain('largerThanArea');
    expect(kinds).toContain('similarThreads');
  });

  it('warns a DTF picture too coarse for its size and gives it no estimate', () => {
    const result = decorationInsights(logo({ technique: 'DTF', picturePx: { width: 100, height: 50 } }), view);
    expect(result.warnings.map((w) => w.kind)).toEqual(['lowResolution']);
    expect(result.estimate).toBeUndefined();
  });

  it('warns Bordado details thinner than a satin column, from the picture at its printed width', () => {
    // 1000 px printed 10 cm wide: 6 px details are 0.6 mm.
    const thin = logo({ picturePx: { width: 1000, height: 500 }, thinnestPx: 6 });
    expect(decorationInsights(thin, view).warnings.map((w) => w.kind)).toEqual(['thinDetails']);
    expect(decorationInsights({ ...thin, widthCm: 20, heightCm: 10, xCm: 20, yCm: 25 }, { ...view, areas: [] }).warnings).toEqual([]);
  });

  it('warns small Bordado text and ignores the needles for texts', () => {
    const text = logo({ kind: 'text', heightCm: 0.4, widthCm: 3, threads: [{ label: 'FFFFFF', colour: '#FFFFFF' }] });
    expect(decorationInsights(text, view).warnings.map((w) => w.kind)).toEqual(['smallText']);
    expect(decorationInsights({ ...text, technique: 'Vinil' }, view).warnings).toEqual([]);
  });

  it('adds up a sample and writes the lines', () => {
    const total = sampleEstimate([decorationInsights(logo(), view), decorationInsights(logo({ technique: 'DTF' }), view), decorationInsights(logo(), view)]);
    expect(total?.stitches).toBe(12_400);
    expect(sampleEstimate([])).toBeUndefined();
    expect(estimateLines(decorationInsights(logo(), view).estimate!)).toEqual([
      'Estimado: 6,200 puntadas',
      '11 min de máquina',
      '31 m de hilo y 11 m de bobina',
      'Tarifa: Hasta 10,000 puntadas · $55 por pieza',
    ]);
  });
});
