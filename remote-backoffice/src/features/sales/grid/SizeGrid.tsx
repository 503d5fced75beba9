import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { gridCellLabel, gridTotals, parseQuantity, withCell, type SizeGrid as Grid } from '@muestrario/shared/rules';
import { cx } from '@muestrario/shared/ui';

export interface SizeGridProps {
  grid: Grid;
  /** Called with the new grid after each valid cell (an invalid one keeps the last valid number). */
  onChange?: (grid: Grid) => void;
  /** The table's visible caption. */
  caption?: string;
  readOnly?: boolean;
  /** Called whenever the set of cells with an invalid text changes (a form can refuse to save). */
  onValidityChange?: (valid: boolean) => void;
}

const number = (n: number) => n.toLocaleString('es-MX');
const key = (r: number, c: number) => `${r}:${c}`;
const without = (record: Record<string, string>, k: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== k));

/**
 * A sales order line's colour × size grid (issue 30): one number input per cell with the totals per
 * colour, per size and for the line. Keyboard: Tab walks the cells row by row; ↑ ↓ and Enter move down a
 * column like a spreadsheet; ← → move across when the caret is at the input's edge. On a phone the table
 * scrolls sideways inside its own box (the page does not). A cell typed wrong keeps its text, is marked
 * invalid and says why under it; the grid keeps its last valid number.
 */
export function SizeGrid({ grid, onChange, caption = 'Cantidades por color y talla', readOnly = false, onValidityChange }: SizeGridProps) {
  const id = useId();
  const totals = gridTotals(grid);
  // Text typed in each cell while it differs from the grid's number (invalid or being typed).
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const table = useRef<HTMLTableElement>(null);
  // Other colours or sizes (the style changed): texts typed for the old cells no longer apply.
  const shape = JSON.stringify([grid.colours, grid.sizes]);
  const [seenShape, setSeenShape] = useState(shape);
  if (shape !== seenShape) {
    setSeenShape(shape);
    setTexts({});
    setErrors({});
  }
  // Tell the form when the grid turns valid or invalid (after the render, never during it).
  const valid = Object.keys(errors).length === 0;
  const reported = useRef(true);
  useEffect(() => {
    if (valid === reported.current) return;
    reported.current = valid;
    onValidityChange?.(valid);
  }, [valid, onValidityChange]);

  const setError = (k: string, message: string | undefined) => {
    const next = { ...errors };
    if (message) next[k] = message;
    else delete next[k];
    setErrors(next);
  };

  const type = (r: number, c: number, text: string) => {
    const k = key(r, c);
    setTexts((t) => ({ ...t, [k]: text }));
    const parsed = parseQuantity(text);
    if (!parsed.ok) return setError(k, parsed.message);
    setError(k, undefined);
    if (parsed.value !== (grid.quantities[r]?.[c] ?? 0)) onChange?.(withCell(grid, r, c, parsed.value));
  };

  const focusCell = (r: number, c: number) => {
    const input = table.current?.querySelector<HTMLInputElement>(`input[data-cell="${key(r, c)}"]`);
    if (input) {
      input.focus();
      input.select();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, r: number, c: number) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const move = (dr: number, dc: number) => {
      event.preventDefault();
      focusCell(r + dr, c + dc);
    };
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)) move(1, 0);
    else if (event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)) move(-1, 0);
    else if (event.key === 'ArrowRight' && atEnd) move(0, 1);
    else if (event.key === 'ArrowLeft' && atStart) move(0, -1);
  };

  const th = 'bo:px-3 bo:py-2 bo:text-sm bo:font-semibold bo:whitespace-nowrap bo:text-gray-900';
  const total = 'bo:px-3 bo:py-2 bo:text-right bo:text-sm bo:font-medium bo:tabular-nums bo:text-gray-900';
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="bo:w-fit bo:max-w-full bo:overflow-x-auto bo:rounded-lg bo:ring-1 bo:ring-gray-200 bo:focus-visible:outline-2 bo:focus-visible:outline-primary-600">
      <table ref={table} className="bo:border-collapse bo:bg-white">
        <caption id={`${id}-caption`} className="bo:px-3 bo:py-2 bo:text-left bo:text-sm bo:font-semibold bo:text-gray-900">
          {caption}
        </caption>
        <thead className="bo:bg-gray-50">
          <tr>
            <th scope="col" className={cx(th, 'bo:sticky bo:left-0 bo:bg-gray-50 bo:text-left')}>
              Color
            </th>
            {grid.sizes.map((size) => (
              <th key={size} scope="col" className={cx(th, 'bo:text-right')}>
                {size}
              </th>
            ))}
            <th scope="col" className={cx(th, 'bo:text-right')}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="bo:divide-y bo:divide-gray-100">
          {grid.colours.map((colour, r) => (
            <tr key={colour}>
              <th scope="row" className={cx(th, 'bo:sticky bo:left-0 bo:bg-white bo:text-left bo:font-medium')}>
                {colour}
              </th>
              {grid.sizes.map((size, c) => {
                const k = key(r, c);
                const error = errors[k];
                const value = grid.quantities[r]?.[c] ?? 0;
                return (
                  <td key={size} className="bo:px-3 bo:py-1.5 bo:align-top">
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      data-cell={k}
                      aria-label={gridCellLabel(colour, size)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-${k}-error` : undefined}
                      readOnly={readOnly}
                      value={texts[k] ?? (value === 0 ? '' : String(value))}
                      placeholder="0"
                      onChange={(e) => type(r, c, e.target.value)}
                      onKeyDown={(e) => onKeyDown(e, r, c)}
                      onFocus={(e) => e.target.select()}
                      onBlur={() => {
                        // A valid text settles to the grid's number ('007' → '7'); an invalid one stays to be fixed.
                        if (!errors[k]) setTexts((t) => without(t, k));
                      }}
                      className={cx(
                        'bo:ml-auto bo:block bo:w-16 bo:rounded-md bo:border-0 bo:px-2 bo:py-1.5 bo:text-right bo:text-sm bo:tabular-nums bo:ring-1 bo:ring-inset',
                        'bo:focus:outline-2 bo:focus:outline-primary-600',
                        error ? 'bo:text-red-900 bo:ring-red-300' : 'bo:text-gray-900 bo:ring-gray-300',
                        readOnly && 'bo:bg-gray-50',
                      )}
                    />
                    {error && (
                      <p id={`${id}-${k}-error`} role="alert" className="bo:mt-1 bo:ml-auto bo:w-16 bo:text-xs bo:text-red-600">
                        {error}
                      </p>
                    )}
                  </td>
                );
              })}
              <td className={total}>
                {number(totals.rows[r] ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bo:border-t bo:border-gray-200 bo:bg-gray-50">
          <tr>
            <th scope="row" className={cx(th, 'bo:sticky bo:left-0 bo:bg-gray-50 bo:text-left')}>
              Total
            </th>
            {grid.sizes.map((size, c) => (
              <td key={size} className={total}>
                {number(totals.columns[c] ?? 0)}
              </td>
            ))}
            <td className={cx(total, 'bo:font-semibold')}>
              <output aria-live="polite">{number(totals.total)}</output>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
