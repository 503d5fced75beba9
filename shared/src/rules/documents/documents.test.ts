import { placementFromReference } from './placement-text';
import { proofFileName, sampleFolio, worksheetFileName } from './folio';
import { viewLayout, viewWindow } from './layout';
import { documentViews, sewingOrder, type DocumentDecoration } from './decorations';
import { logoInsights } from '../colour/insight-inputs';
import { estimateLines } from '../colour/insights';
import type { Logo } from '../../contract/logos';

const chest = { id: 1, title: 'Pecho izquierdo', areaLeft: 50, areaTop: 20, width: 20, height: 20 };
const at = (xCm: number, yCm: number, extra: Partial<DocumentDecoration> = {}) => ({ xCm, yCm, widthCm: 8, heightCm: 4, rotateDegrees: 0, ...extra });

describe('sampleFolio', () => {
  it('pads to six digits after MU-', () => {
    expect(sampleFolio(123)).toBe('MU-000123');
    expect(sampleFolio(1234567)).toBe('MU-1234567');
    expect(proofFileName(123, 2, false)).toBe('MU-000123-R2-sin-firma.pdf');
    expect(proofFileName(123, 2, true)).toBe('MU-000123-R2-firmada.pdf');
    expect(worksheetFileName(7, 1)).toBe('MU-000007-R1-hoja.pdf');
  });
});

describe('placementFromReference', () => {
  // A 50 cm view: Pecho izquierdo spans x 25–35 cm (axis at 30), y 10–20 cm.
  it('measures the centre from the top edge and the centre line of the area that holds it', () => {
    expect(placementFromReference(at(30, 18), [chest], 'Frente', 50)).toBe('centro a 8.0 cm bajo el borde superior de Pecho izquierdo, centrado');
    expect(placementFromReference(at(28.75, 14.26), [chest], 'Frente', 50)).toBe(
      'centro a 4.3 cm bajo el borde superior de Pecho izquierdo, 1.3 cm a la izquierda del eje central',
    );
    expect(placementFromReference(at(32, 12), [chest], 'Frente', 50)).toBe(
      'centro a 2.0 cm bajo el borde superior de Pecho izquierdo, 2.0 cm a la derecha del eje central',
    );
  });

  it('says "sobre" when the centre is above the area but the decoration overlaps it', () => {
    expect(placementFromReference(at(30, 9, { heightCm: 6 }), [chest], 'Frente', 50)).toBe('centro a 1.0 cm sobre el borde superior de Pecho izquierdo, centrado');
  });

  it('falls back to the view corner when no area holds the decoration', () => {
    expect(placementFromReference(at(12, 9.5), [chest], 'Frente', 50)).toBe('centro a 12.0 cm del borde izquierdo y 9.5 cm bajo el borde superior de la vista Frente');
    expect(placementFromReference(at(12, 9.5), [], 'Espalda', 50)).toContain('de la vista Espalda');
  });
});

describe('viewWindow and viewLayout', () => {
  it('zooms on the decorations with padding, square, inside the view', () => {
    const w = viewWindow(100, [at(50, 30)]);
    // Bounds 46–54 × 28–32, padded by 4 → 16 × 12, at least 40 % of 100 → 40 cm around (50, 30).
    expect(w).toEqual({ left: 30, top: 10, width: 40, height: 40 });
    expect(viewWindow(100, [at(2, 2)])).toEqual({ left: 0, top: 0, width: 40, height: 40 });
    expect(viewWindow(30, [at(15, 15)])).toEqual({ left: 7, top: 7, width: 16, height: 16 });
    expect(viewWindow(30, [at(15, 15, { widthCm: 25 })])).toEqual({ left: 0, top: 0, width: 30, height: 30 });
    expect(viewWindow(100, [])).toEqual({ left: 0, top: 0, width: 100, height: 100 });
  });

  it('places each box by the editor geometry at the window scale', () => {
    const layout = viewLayout(100, [at(50, 30, { rotateDegrees: 15 })], 10, 20, 80, { left: 30, top: 10, width: 40, height: 40 });
    expect(layout.mmPerCm).toBe(2);
    expect(layout.boxes[0]).toEqual({ left: 10 + (46 - 30) * 2, top: 20 + (28 - 10) * 2, width: 16, height: 8, rotateDegrees: 15 });
    expect(layout.dimensions[0]!.width.label).toBe('8.0 cm');
    expect(layout.dimensions[0]!.height.label).toBe('4.0 cm');
    expect(viewLayout(50, [at(25, 25)], 0, 0, 100).boxes[0]).toMatchObject({ left: 42, top: 46, width: 16, height: 8 });
  });
});

describe('sewingOrder', () => {
  const d = (key: string, zIndex: number, kind: 'logo' | 'text' = 'logo') => ({ key, zIndex, kind }) as DocumentDecoration;
  it('bottom layer first, logos before texts on a tie, then by id', () => {
    expect(sewingOrder([d('text-1', 0, 'text'), d('logo-9', 2), d('logo-3', 0), d('logo-2', 0)]).map((x) => x.key)).toEqual(['logo-2', 'logo-3', 'text-1', 'logo-9']);
  });
});

describe('documentViews', () => {
  const clothing = {
    id: 1,
    title: 'Playera',
    positions: [
      { id: 10, image: 'a.svg', title: 'Frente', width: 50, areas: [] },
      { id: 11, image: 'b.svg', title: 'Espalda', width: 50, areas: [] },
      { id: 12, image: 'c.svg', title: 'Manga', width: 30, areas: [] },
    ],
  };
  const onWhite = { sampleOn: 'Prenda' as const, clothingColor: '#FFFFFF', canvasColor: '#FFFFFF' };
  const text = { textId: 3, viewId: 10, text: 'SUPERVISOR', font: 'Gilroy' as const, color: 'b91c1c', thread: null, technique: 'Vinil' as const, comments: '', size: 20, heightCm: 3, widthCm: 12, rotateDegrees: 0, xCm: 25, yCm: 30, zIndex: 0 };
  it('keeps the garment order, drops undecorated views, turns texts into decorations with font and colour', () => {
    const views = documentViews(clothing, [], [{ ...text, viewId: 12 }, text], { sample: onWhite });
    expect(views.map((v) => v.position.title)).toEqual(['Frente', 'Manga']);
    expect(views[0]!.decorations[0]).toMatchObject({ kind: 'text', key: 'text-3', name: 'SUPERVISOR', technique: 'Vinil', notes: ['Fuente: Gilroy', 'Color: #B91C1C (sin hilo asignado)'], text: { font: 'Gilroy', color: '#B91C1C' } });
    expect(views[0]!.decorations[0]!.insights).toEqual({ estimate: [], warnings: [] });
    expect(documentViews(null, [], [text], { sample: onWhite })).toEqual([]);
  });

  // A navy Bordado logo, 10 × 5 cm, 40 % of its picture covered.
  const logo: Logo = {
    logoId: 7, viewId: 10, logoName: 'Escudo', logoTechnique: 'Bordado', logoNotes: '', logoNotesOnColor: '', logoNotesOnPosition: '',
    heightCm: 5, widthCm: 10, rotateDegrees: 0, xpositionCm: 25, ypositionCm: 20, viewWidth: 50, resourcePath: '', filename: 'k.png',
    originalFilename: 'escudo.png', filesize: 100, zIndex: 0, coverage: 0.4, pixelWidth: 1200, pixelHeight: 600, thinnestPx: null,
    pantones: [{ id: '1002', nombre: 'Navy', hex: '#1B2A4A', color: 'Navy', posicion: '1', rgb: '27,42,74' }],
  };
  const onNavy = { sampleOn: 'Prenda' as const, clothingColor: '#1B2A4A', canvasColor: '#FFFFFF' };

  it("prints a logo's estimate and warnings exactly as logoInsights gives them (one function for editor, review and documents)", () => {
    const [printed] = documentViews(clothing, [logo], [], { sample: onNavy })[0]!.decorations;
    const insights = logoInsights(logo, { sample: onNavy, view: clothing.positions[0], catalogue: [] });
    expect(printed!.insights.estimate).toEqual(estimateLines(insights.estimate!));
    expect(printed!.insights.estimate[0]).toMatch(/^Estimado: [\d,]+ puntadas$/);
    expect(printed!.insights.warnings).toContain(insights.warnings.find((w) => w.kind === 'threadOnBackground')!.message);
    expect(printed!.insights.warnings.join()).toContain('El hilo 1002 Navy apenas se verá sobre la prenda');
    // On a white garment the navy thread is not warned.
    expect(documentViews(clothing, [logo], [], { sample: onWhite })[0]!.decorations[0]!.insights.warnings.join()).not.toContain('1002 Navy');
  });

  it("a DST render's real count replaces the estimate; no estimate for other techniques", () => {
    const dst = { stitches: 8412, colourChanges: 5, widthMm: 90, heightMm: 45 };
    expect(documentViews(clothing, [logo], [], { sample: onWhite, dst })[0]!.decorations[0]!.insights.estimate[0]).toBe('Conteo real: 8,412 puntadas · archivo DST');
    expect(documentViews(clothing, [{ ...logo, logoTechnique: 'DTF' }], [], { sample: onWhite, dst })[0]!.decorations[0]!.insights.estimate).toEqual([]);
  });
});
