import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox } from './Combobox';
import { Field } from './Field';

interface Client {
  id: number;
  name: string;
}

const CLIENTS: Client[] = [
  { id: 1, name: 'Aceros del Norte' },
  { id: 2, name: 'Acabados Finos' },
  { id: 3, name: 'Bebidas del Valle' },
];

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderCombobox(search: (q: string, signal: AbortSignal) => Promise<readonly Client[]>, extra: { onNew?: () => void } = {}) {
  const onSelect = jest.fn();
  render(
    <Field label="Cliente">
      <Combobox<Client>
        search={search}
        getKey={(c) => c.id}
        getLabel={(c) => c.name}
        onSelect={onSelect}
        fixedOption={extra.onNew ? { label: 'Crear cliente nuevo', onSelect: extra.onNew } : undefined}
        debounceMs={200}
      />
    </Field>,
  );
  return { onSelect, input: screen.getByRole('combobox', { name: 'Cliente' }) };
}

describe('Combobox', () => {
  afterEach(() => jest.useRealTimers());

  it('searches once after the debounce, not on every keystroke', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const search = jest.fn(async (q: string) => CLIENTS.filter((c) => c.name.toLowerCase().includes(q.toLowerCase())));
    const { input } = renderCombobox(search);
    await user.type(input, 'ace');
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ace', expect.any(AbortSignal));
    expect(await screen.findByRole('option', { name: 'Aceros del Norte' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toHaveAttribute('id', input.getAttribute('aria-controls'));
  });

  it('keeps the fixed option first and chooses with the keyboard', async () => {
    const onNew = jest.fn();
    const { input, onSelect } = renderCombobox(async () => CLIENTS.slice(0, 2), { onNew });
    await userEvent.type(input, 'a');
    await screen.findByRole('option', { name: 'Aceros del Norte' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Crear cliente nuevo', 'Aceros del Norte', 'Acabados Finos']);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(CLIENTS[0]);
    expect(input).toHaveValue('Aceros del Norte');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onNew).not.toHaveBeenCalled();
  });

  it('the fixed option is there before any search and calls its own handler', async () => {
    const onNew = jest.fn();
    const { input, onSelect } = renderCombobox(async () => [], { onNew });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('ignores the answer to an older query that arrives last', async () => {
    const answers: Record<string, ReturnType<typeof deferred<readonly Client[]>>> = {};
    const search = jest.fn((q: string, _signal: AbortSignal) => {
      answers[q] = deferred<readonly Client[]>();
      return answers[q].promise;
    });
    const { input } = renderCombobox(search);
    await userEvent.type(input, 'a');
    await waitFor(() => expect(search).toHaveBeenCalledWith('a', expect.any(AbortSignal)));
    await userEvent.type(input, 'b');
    await waitFor(() => expect(search).toHaveBeenCalledWith('ab', expect.any(AbortSignal)));
    const firstSignal = search.mock.calls[0]![1] as AbortSignal;
    expect(firstSignal.aborted).toBe(true);

    await act(async () => answers.ab!.resolve([CLIENTS[2]!]));
    await act(async () => answers.a!.resolve([CLIENTS[0]!]));
    expect(screen.getByRole('option', { name: 'Bebidas del Valle' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Aceros del Norte' })).not.toBeInTheDocument();
  });

  it('Escape closes the list; a failed search says so', async () => {
    const { input } = renderCombobox(async () => {
      throw new Error('red');
    });
    await userEvent.type(input, 'x');
    expect(await screen.findByText('No se pudo buscar. Intenta de nuevo.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
