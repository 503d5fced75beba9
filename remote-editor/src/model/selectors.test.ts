import { BACK, FRONT, loaded, logo, run, text } from './fixtures.test-utils';
import { areaUnder, normaliseDegrees, sizeForHeight, sizeForWidth } from './geometry';
import { canRedo, canUndo, countsByView, currentView, decorationsOfView, logosInOrder, nextLogoName, selectedDecoration } from './selectors';

describe('selectors', () => {
  const s = loaded([logo(3, { zIndex: 2 }), text(1, { zIndex: 1 }), logo(2, { zIndex: 1 }), logo(4, { viewId: BACK.id })]);

  it('counts logos and texts per view for the view badges', () => {
    expect([...countsByView(s)]).toEqual([
      [FRONT.id, 3],
      [BACK.id, 1],
    ]);
  });

  it('lists a view in draw order', () => {
    expect(decorationsOfView(s, FRONT.id).map((d) => d.id)).toEqual(['text-1', 'logo-2', 'logo-3']);
    expect(decorationsOfView(s, BACK.id).map((d) => d.id)).toEqual(['logo-4']);
  });

  it('gives the current view, the selection, the logo tabs in upload order and the next logo name', () => {
    expect(currentView(s)?.id).toBe(FRONT.id);
    expect(selectedDecoration(s)).toBeUndefined();
    expect(selectedDecoration(run(s, { type: 'selected', id: 'logo-2' }))?.id).toBe('logo-2');
    expect(logosInOrder(s).map((d) => d.id)).toEqual(['logo-2', 'logo-3', 'logo-4']);
    expect(nextLogoName(loaded([]))).toBe('Logo 1');
    expect(nextLogoName(s)).toBe('Logo 5');
    expect(nextLogoName(loaded([logo(1, { name: 'Logo 2' })]))).toBe('Logo 3');
  });

  it('tells whether undo and redo are possible', () => {
    expect([canUndo(s), canRedo(s)]).toEqual([false, false]);
    const moved = run(s, { type: 'moved', id: 'logo-2', xCm: 10, yCm: 10 });
    expect([canUndo(moved), canRedo(moved)]).toEqual([true, false]);
    expect([canUndo(run(moved, { type: 'undo' })), canRedo(run(moved, { type: 'undo' }))]).toEqual([false, true]);
  });
});

describe('geometry helpers', () => {
  it('sizes keep the ratio and fit the view', () => {
    expect(sizeForHeight(10, 2, 50)).toEqual({ heightCm: 10, widthCm: 20 });
    expect(sizeForWidth(30, 0.5, 50)).toEqual({ heightCm: 50, widthCm: 25 });
    expect(sizeForHeight(10, 0, 50)).toEqual({ heightCm: 10, widthCm: 10 });
    expect(sizeForHeight(Number.NaN, 1, 50)).toEqual({ heightCm: 0.1, widthCm: 0.1 });
  });

  it('normalises degrees', () => {
    expect([normaliseDegrees(370), normaliseDegrees(-370), normaliseDegrees(-0), normaliseDegrees(Number.NaN), normaliseDegrees(12.345)]).toEqual([10, -10, 0, 0, 12.35]);
  });

  it('finds the print area under a decoration: the smallest containing its centre, else none', () => {
    // Chest area: 27.5–35 cm across, 12.5–18.5 cm down.
    expect(areaUnder({ xCm: 31, yCm: 15, widthCm: 4, heightCm: 2, rotateDegrees: 0 }, FRONT)?.title).toBe('Pecho izquierdo');
    expect(areaUnder({ xCm: 25, yCm: 25, widthCm: 4, heightCm: 2, rotateDegrees: 0 }, FRONT)?.title).toBe('Centro');
    expect(areaUnder({ xCm: 3, yCm: 45, widthCm: 4, heightCm: 2, rotateDegrees: 0 }, FRONT)).toBeUndefined();
    expect(areaUnder({ xCm: 25, yCm: 25, widthCm: 4, heightCm: 2, rotateDegrees: 0 }, BACK)).toBeUndefined();
  });
});
