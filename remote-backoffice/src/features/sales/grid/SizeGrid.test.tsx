import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRID_MESSAGES, type SizeGrid as Grid } from '@muestrario/shared/rules';
import { SizeGrid } from './SizeGrid';

const START: Grid = {
  colours: ['Azul marino', 'Blanco'],
  sizes: ['CH', 'M', 'G'],
  quantities: [
    [2, 0, 5],
    [1, 3, 0],
  ],
};

/** The grid as a form holds it; `changes` records every grid handed up. */
function Harness({ changes, onValidity }: { changes: Grid[]; onValidity?: (valid: boolean) => void }) {
  const [grid, setGrid] = useState(START);
  return (
    <SizeGrid
      grid={grid}
      onValidityChange={onValidity}
      onChange={(next) => {
        changes.push(next);
        setGrid(next);
      }}
    />
  );
}

/** The text of each cell of a row (its header first). */
const rowTexts = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((cell) => within(cell).queryByRole('textbox')?.getAttribute('value') ?? cell.textContent);

describe('SizeGrid', () => {
  it('is a captioned table with a named input per colour and size, and the totals', () => {
    render(<Harness changes={[]} />);
    const table = screen.getByRole('table', { name: 'Cantidades por color y talla' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Color', 'CH', 'M', 'G', 'Total']);
    expect(screen.getByRole('textbox', { name: 'Cantidad Azul marino talla G' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Cantidad Blanco talla G' })).toHaveValue('');
    expect(rowTexts('Azul marino')).toEqual(['2', '', '5', '7']);
    expect(rowTexts('Blanco')).toEqual(['1', '3', '', '4']);
    expect(rowTexts('Total')).toEqual(['3', '3', '5', '11']);
    // The table scrolls inside its own named, focusable box on a narrow screen.
    expect(screen.getByRole('region', { name: 'Cantidades por color y talla' })).toHaveAttribute('tabindex', '0');
  });

  it('updates the row, column and line totals as a cell is typed', async () => {
    const changes: Grid[] = [];
    render(<Harness changes={changes} />);
    const cell = screen.getByRole('textbox', { name: 'Cantidad Blanco talla G' });
    await userEvent.type(cell, '12');
    expect(changes.at(-1)!.quantities).toEqual([
      [2, 0, 5],
      [1, 3, 12],
    ]);
    expect(rowTexts('Blanco')).toEqual(['1', '3', '12', '16']);
    expect(rowTexts('Total')).toEqual(['3', '3', '17', '23']);
  });

  it('marks a wrong cell, says why beside it, and keeps the last valid number', async () => {
    const changes: Grid[] = [];
    const validity: boolean[] = [];
    render(<Harness changes={changes} onValidity={(v) => validity.push(v)} />);
    const cell = screen.getByRole('textbox', { name: 'Cantidad Azul marino talla M' });
    await userEvent.type(cell, '1.5');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAccessibleDescription(GRID_MESSAGES.notWhole);
    expect(screen.getByRole('alert')).toHaveTextContent(GRID_MESSAGES.notWhole);
    expect(changes.at(-1)!.quantities[0]![1]).toBe(1); // '1' was valid before '.5'
    expect(validity).toEqual([false]);
    await userEvent.clear(cell);
    await userEvent.type(cell, '4');
    expect(cell).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(validity).toEqual([false, true]);
    expect(rowTexts('Total')).toEqual(['3', '7', '5', '15']);
  });

  it('moves down a column with ↓ and Enter, up with ↑, and across at the caret’s edge', async () => {
    render(<Harness changes={[]} />);
    const first = screen.getByRole('textbox', { name: 'Cantidad Azul marino talla CH' });
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Cantidad Blanco talla CH' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Cantidad Blanco talla CH' })).toHaveFocus();
    // The whole text is selected on focus: → first collapses the selection to the end, then moves.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('textbox', { name: 'Cantidad Blanco talla M' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('textbox', { name: 'Cantidad Blanco talla CH' })).toHaveFocus();
  });

  it('is read-only when told', async () => {
    const changes: Grid[] = [];
    render(<SizeGrid grid={START} readOnly onChange={(g) => changes.push(g)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Cantidad Blanco talla G' }), '9');
    expect(changes).toEqual([]);
  });
});

describe('SizeGrid when the style changes', () => {
  it('drops texts typed for cells that no longer exist', async () => {
    const validity: boolean[] = [];
    const { rerender } = render(<SizeGrid grid={START} onValidityChange={(v) => validity.push(v)} onChange={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Cantidad Blanco talla G' }), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent(GRID_MESSAGES.notNumber);
    rerender(<SizeGrid grid={{ colours: ['Negro'], sizes: ['G'], quantities: [[4]] }} onValidityChange={(v) => validity.push(v)} onChange={() => {}} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cantidad Negro talla G' })).toHaveValue('4');
    expect(validity).toEqual([false, true]);
  });
});
