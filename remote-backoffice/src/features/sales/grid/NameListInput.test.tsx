import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAME_LIST_MESSAGES, textWidthCm, type NameListTextCheck, type NameTextBox, type SizeGrid } from '@muestrario/shared/rules';
import { NameListInput } from './NameListInput';

const GRID: SizeGrid = {
  colours: ['Azul marino', 'Blanco'],
  sizes: ['CH', 'M'],
  quantities: [
    [1, 1],
    [0, 1],
  ],
};
const BOXES: NameTextBox[] = [{ label: 'NOMBRE', font: 'Roboto', heightCm: 1, widthCm: 8, text: 'NOMBRE' }];
const GOOD = 'nombre\ttalla\tcolor\nAna López\tCH\tAzul marino\nLuis Peña\tM\tAzul marino\nMaría Ruiz\tM\tBlanco';

function Harness({ checks, initial = '' }: { checks: NameListTextCheck[]; initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <NameListInput
      grid={GRID}
      boxes={BOXES}
      value={text}
      onChange={(next, check) => {
        checks.push(check);
        setText(next);
      }}
    />
  );
}

const paste = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Lista de nombres' }), { target: { value: text } });
const rows = () => within(screen.getByRole('table', { name: 'Nombres revisados' })).getAllByRole('row').slice(1);

describe('NameListInput', () => {
  it('checks a pasted list that matches the grid and says so', async () => {
    const checks: NameListTextCheck[] = [];
    render(<Harness checks={checks} />);
    expect(screen.getByRole('textbox', { name: 'Lista de nombres' })).toHaveAccessibleDescription(/nombre, talla, color/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    paste(GOOD);
    expect(checks.at(-1)!.ok).toBe(true);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[0]!).getByRole('rowheader')).toHaveTextContent('2');
    expect(rows()[0]).toHaveTextContent(/Ana López.*CH.*Azul marino.*NOMBRE.*Correcto/);
    expect(screen.getByText(/3 nombres · la cuadrícula pide 3 piezas · 0 errores en filas\. La lista coincide con la cuadrícula\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each bad row’s problem as an alert in its row, the count differences and a warning for a repeat', async () => {
    const checks: NameListTextCheck[] = [];
    const long = 'María Guadalupe Hernández';
    render(<Harness checks={checks} />);
    paste(`Ana López,CH,Azul marino\n${long},M,Azul marino\nana lopez,XXL,Blanco`);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const check = checks.at(-1)!;
    expect(check.ok).toBe(false);
    const fit = NAME_LIST_MESSAGES.doesNotFit(2, long, textWidthCm(long, 'Roboto', 1), { ...BOXES[0]! }, 8);
    expect(within(rows()[1]!).getByRole('alert')).toHaveTextContent(fit);
    expect(within(rows()[2]!).getByRole('alert')).toHaveTextContent(NAME_LIST_MESSAGES.sizeNotInGrid(3, 'XXL', GRID.sizes));
    expect(rows()[2]).toHaveTextContent(`Aviso: ${NAME_LIST_MESSAGES.duplicate(3, 1)}`);
    expect(within(rows()[0]!).queryByRole('alert')).not.toBeInTheDocument();
    const listAlert = screen.getAllByRole('alert').find((a) => a.textContent?.startsWith('La lista no coincide'))!;
    expect(listAlert).toHaveTextContent('Blanco, talla M: la cuadrícula pide 1 pieza y la lista trae 0.');
    expect(screen.getByText(/3 nombres · la cuadrícula pide 3 piezas · 2 errores en filas · 1 aviso\./)).toBeInTheDocument();
  });

  it('reads an uploaded CSV (semicolons, BOM, CRLF) into the paste area', async () => {
    const checks: NameListTextCheck[] = [];
    render(<Harness checks={checks} />);
    const csv = '\uFEFFnombre;talla;color\r\nAna López;CH;Azul marino\r\nLuis Peña;M;Azul marino\r\nMaría Ruiz;M;Blanco\r\n';
    const file = new File([csv], 'nombres.csv', { type: 'text/csv' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByTestId('file-drop-input'), file);
    await waitFor(() => expect(checks.at(-1)?.ok).toBe(true));
    expect(screen.getByRole('textbox', { name: 'Lista de nombres' })).toHaveValue(csv.replace('\uFEFF', '').replace(/\r\n/g, '\n'));
    expect(checks.at(-1)!.parsed.delimiter).toBe(';');
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('refuses a file that is not text, in Spanish', async () => {
    const checks: NameListTextCheck[] = [];
    render(<Harness checks={checks} />);
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])], 'nombres.csv', { type: 'text/csv' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByTestId('file-drop-input'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(`nombres.csv: ${NAME_LIST_MESSAGES.notText}`);
    expect(checks).toEqual([]);
  });
});
