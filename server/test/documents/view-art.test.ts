import { withViewBox } from '../../src/modules/documents/view-art';

describe('withViewBox', () => {
  it('gives an SVG with a size but no viewBox the viewBox its size implies', () => {
    expect(withViewBox('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40px"><rect/></svg>')).toBe(
      '<svg viewBox="0 0 60 40" xmlns="http://www.w3.org/2000/svg" width="60" height="40px"><rect/></svg>',
    );
  });
  it('leaves an SVG alone when it has a viewBox or no usable size', () => {
    const boxed = '<svg viewBox="0 0 10 10" width="60" height="60"/>';
    expect(withViewBox(boxed)).toBe(boxed);
    expect(withViewBox('<svg width="100%" height="100%"/>')).toBe('<svg width="100%" height="100%"/>');
    expect(withViewBox('not svg')).toBe('not svg');
  });
});
