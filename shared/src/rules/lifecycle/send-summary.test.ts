import { decorationsByView } from './send-summary';

describe('decorationsByView', () => {
  it('groups names by view in the order the views first appear, names in order', () => {
    const list = [
      { viewTitle: 'Frente', name: 'Logo 1' },
      { viewTitle: 'Espalda', name: 'Texto «SUPERVISOR»' },
      { viewTitle: 'Frente', name: 'Logo 2' },
    ];
    expect(decorationsByView(list)).toEqual([
      { view: 'Frente', names: ['Logo 1', 'Logo 2'] },
      { view: 'Espalda', names: ['Texto «SUPERVISOR»'] },
    ]);
  });

  it('answers nothing for no decorations', () => {
    expect(decorationsByView([])).toEqual([]);
  });
});
