import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/client';
import { Field } from './Field';
import { TextInput } from './TextInput';
import { useForm } from './useForm';
import type { FormErrors } from './form-state';

interface Values {
  name: string;
}

function NameForm({ save, onSaved }: { save: (v: Values) => Promise<unknown>; onSaved?: () => void }) {
  const form = useForm({
    initial: { name: '' },
    check: (v: Values): FormErrors => (v.name.trim() ? {} : { name: 'Escribe el nombre.' }),
    save,
    onSaved,
    failureFallback: 'No pudimos guardar. Revisa tu conexión.',
    fieldOfFailure: (error) => (error instanceof ApiError && error.status === 409 ? 'name' : undefined),
  });
  return (
    <form noValidate onSubmit={(e) => void form.submit(e)}>
      <Field label="Nombre" error={form.errorOf('name')}>
        <TextInput value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />
      </Field>
      {form.failure && <p role="alert">{form.failure}</p>}
      <p>{form.dirty ? 'Sin guardar' : 'Guardado'}</p>
      <button type="submit" disabled={form.saving}>
        Guardar
      </button>
    </form>
  );
}

describe('useForm', () => {
  it('says a field error beside the field, marks it invalid, and clears it as the user types', async () => {
    const save = jest.fn();
    render(<NameForm save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe el nombre.');
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe el nombre.');
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Nombre'), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's Spanish message and keeps what was typed", async () => {
    render(<NameForm save={() => Promise.reject(new ApiError(400, 'El nombre ya no se puede cambiar.', {}))} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Textiles');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El nombre ya no se puede cambiar.');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Textiles');
    expect(screen.getByText('Sin guardar')).toBeInTheDocument();
  });

  it('falls back to its own text on a 5xx or a network failure, and puts a field-bound refusal beside its field', async () => {
    const save = jest.fn().mockRejectedValueOnce(new ApiError(500, 'Internal Server Error', {})).mockRejectedValueOnce(new ApiError(409, 'Ese nombre ya existe.', {}));
    render(<NameForm save={save} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar. Revisa tu conexión.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Ese nombre ya existe.'));
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves once, is not dirty after saving, and warns before unloading only while dirty', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const save = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const onSaved = jest.fn();
    render(<NameForm save={save} onSaved={onSaved} />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Uniformes');
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    finish(undefined);
    await waitFor(() => expect(screen.getByText('Guardado')).toBeInTheDocument());
    expect(save).toHaveBeenCalledWith({ name: 'Uniformes' });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(unload()).toBe(false);
  });
});
