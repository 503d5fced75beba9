import { render, screen } from '@testing-library/react';
import { Field } from './Field';
import { Select } from './Select';
import { Textarea } from './Textarea';
import { TextInput } from './TextInput';

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <Field label="Nombre" hint="Como aparece en la factura." required>
        <TextInput name="name" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Como aparece en la factura.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('invalid-icon')).not.toBeInTheDocument();
  });

  it('an error marks the control invalid, shows the text and the red icon (docs/requirements.md §5)', () => {
    render(
      <Field label="Correo" hint="Opcional." error="Escribe un correo válido.">
        <TextInput name="email" type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Escribe un correo válido. Opcional.');
    expect(input.className).toContain('ui:outline-red-300');
    expect(screen.getByTestId('invalid-icon')).toBeInTheDocument();
  });

  it('invalid without an error text still shows the ring and the icon', () => {
    render(
      <Field label="Notas" invalid>
        <Textarea name="notes" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Notas' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('invalid-icon')).toBeInTheDocument();
  });

  it('wires a native Select with its placeholder option', () => {
    render(
      <Field label="Técnica" error="Elige una técnica.">
        <Select name="technique" placeholder="Selecciona…" options={[{ value: 'B', label: 'Bordado' }]} defaultValue="" />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Técnica' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('option', { name: 'Bordado' })).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Selecciona…');
  });

  it('a control alone keeps its own aria-label', () => {
    render(<TextInput aria-label="Buscar" />);
    expect(screen.getByRole('textbox', { name: 'Buscar' })).not.toHaveAttribute('aria-invalid');
  });
});
