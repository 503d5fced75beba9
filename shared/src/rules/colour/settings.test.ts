import { estimateFromStitches } from './embroidery-estimate';
import { DEFAULT_DECORATION_SETTINGS } from './insights';
import { decorationSettingsBodyOf, decorationSettingsOf, decorationSettingsViewOf, mayEditDecorationSettings, settingsErrors, type DecorationSettingsInput } from './settings';

const body: DecorationSettingsInput = {
  needles: 12,
  stitchesPerMinute: 1000,
  overheadPercent: 25,
  priceTiers: [
    { upToStitches: 4_000, price: 30 },
    { upToStitches: 12_500, price: 60 },
    { upToStitches: null, price: 120 },
  ],
};

describe('decoration settings', () => {
  it('answers the defaults when nothing is stored', () => {
    expect(decorationSettingsOf(undefined)).toBe(DEFAULT_DECORATION_SETTINGS);
  });

  it('turns the stored settings into the rules’ settings, with Spanish tier labels', () => {
    const settings = decorationSettingsOf(body);
    expect(settings.needles).toBe(12);
    expect(settings.embroidery.stitchesPerMinute).toBe(1000);
    expect(settings.embroidery.overhead).toBeCloseTo(0.25, 9);
    expect(settings.embroidery.priceTiers).toEqual([
      { upToStitches: 4_000, price: 30, label: 'Hasta 4,000 puntadas' },
      { upToStitches: 12_500, price: 60, label: 'Hasta 12,500 puntadas' },
      { upToStitches: Infinity, price: 120, label: 'Más de 12,500 puntadas' },
    ]);
    // densities and thread consumption stay the defaults
    expect(settings.embroidery.fillStitchesPerCm2).toBe(DEFAULT_DECORATION_SETTINGS.embroidery.fillStitchesPerCm2);
    expect(settings.embroidery.topMetresPer1000).toBe(DEFAULT_DECORATION_SETTINGS.embroidery.topMetresPer1000);
  });

  it('names a single open tier for any count', () => {
    const settings = decorationSettingsOf({ ...body, priceTiers: [{ upToStitches: null, price: 80 }] });
    expect(settings.embroidery.priceTiers).toEqual([{ upToStitches: Infinity, price: 80, label: 'Cualquier cantidad de puntadas' }]);
  });

  it('is what the estimates use: machine time and tier follow the settings', () => {
    const settings = decorationSettingsOf(body);
    const estimate = estimateFromStitches(5_000, settings.embroidery);
    expect(estimate.minutes).toBeCloseTo(6.25, 9); // 5 min + 25 %
    expect(estimate.tier?.price).toBe(60);
  });

  it('goes back and forth: the defaults’ stored form gives the same labels as today', () => {
    const stored = decorationSettingsBodyOf(DEFAULT_DECORATION_SETTINGS);
    expect(stored).toEqual({
      overheadPercent: 40,
      priceTiers: [
        { upToStitches: 5_000, price: 35 },
        { upToStitches: 10_000, price: 55 },
        { upToStitches: 20_000, price: 90 },
        { upToStitches: null, price: 140 },
      ],
    });
    expect(decorationSettingsOf(decorationSettingsViewOf(stored, undefined))).toEqual(DEFAULT_DECORATION_SETTINGS);
    const { needles: _n, stitchesPerMinute: _s, ...stored2 } = body;
    expect(decorationSettingsBodyOf(decorationSettingsOf(body))).toEqual(stored2);
  });

  it('takes the needles and speed from the estimates’ machine, the factory ones without one', () => {
    const stored = { overheadPercent: 25, priceTiers: body.priceTiers };
    const tajima = { id: 4, name: 'Tajima 6 cabezas', needles: 12, stitchesPerMinute: 850 };
    expect(decorationSettingsViewOf(stored, tajima)).toEqual({ needles: 12, stitchesPerMinute: 850, machine: { id: 4, name: 'Tajima 6 cabezas' }, ...stored });
    expect(decorationSettingsViewOf(stored, undefined)).toEqual({ needles: DEFAULT_DECORATION_SETTINGS.needles, stitchesPerMinute: 800, machine: null, ...stored });
    expect(decorationSettingsOf(decorationSettingsViewOf(stored, tajima)).embroidery.stitchesPerMinute).toBe(850);
  });

  it('accepts ascending tiers with only the last one open', () => {
    expect(settingsErrors(body)).toEqual([]);
    expect(settingsErrors({ ...body, priceTiers: [{ upToStitches: null, price: 1 }] })).toEqual([]);
  });

  it('refuses tiers that do not go up, an open tier before the last, and a last tier with a limit', () => {
    const tiers = (...limits: (number | null)[]) => ({ ...body, priceTiers: limits.map((upToStitches) => ({ upToStitches, price: 10 })) });
    expect(settingsErrors(tiers(5_000, 5_000, null))).toEqual(['La tarifa 2 debe llegar a más puntadas que la anterior.']);
    expect(settingsErrors(tiers(9_000, 4_000, null))).toEqual(['La tarifa 2 debe llegar a más puntadas que la anterior.']);
    expect(settingsErrors(tiers(null, 4_000, null))).toEqual([
      'Solo la última tarifa puede quedar sin límite de puntadas (la 1 no es la última).',
    ]);
    expect(settingsErrors(tiers(1_000, 4_000))).toEqual(['La última tarifa debe quedar sin límite de puntadas.']);
  });

  it('lets only an admin change them', () => {
    expect(mayEditDecorationSettings({ role: 'admin' })).toBe(true);
    for (const role of ['seller', 'designer', 'production', 'quality']) expect(mayEditDecorationSettings({ role })).toBe(false);
  });
});
