import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from './Field';
import { NumberInput, type NumberInputProps } from './NumberInput';

function Probe(props: Omit<NumberInputProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <Field label="Ancho (cm)">
        <NumberInput {...props} value={value} onValueChange={setValue} />
      </Field>
      <output data-testid="value">{value === null ? 'vacío' : String(value)}</output>
    </>
  );
}

describe('NumberInput', () => {
  it('takes digits only: letters, points and minus are refused by default', async () => {
    render(<Probe />);
    const input = screen.getByRole('textbox', { name: 'Ancho (cm)' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1a2.-3e');
    expect(input).toHaveValue('123');
    expect(screen.getByTestId('value')).toHaveTextContent('123');
  });

  it('with decimals takes one point (or comma) for cm', async () => {
    render(<Probe decimals />);
    const input = screen.getByRole('textbox', { name: 'Ancho (cm)' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12.5.7x');
    expect(input).toHaveValue('12.57');
    expect(screen.getByTestId('value')).toHaveTextContent('12.57');
  });

  it('with negative takes a leading minus for degrees; a lone minus is no number yet', async () => {
    render(<Probe negative decimals unit="°" />);
    const input = screen.getByRole('textbox', { name: 'Ancho (cm)' });
    await userEvent.type(input, '-');
    expect(screen.getByTestId('value')).toHaveTextContent('vacío');
    await userEvent.type(input, '4-5');
    expect(input).toHaveValue('-45');
    expect(screen.getByTestId('value')).toHaveTextContent('-45');
  });

  it('shows a value set from outside', () => {
    render(<NumberInput aria-label="Rotación" value={-12.5} negative decimals />);
    expect(screen.getByRole('textbox', { name: 'Rotación' })).toHaveValue('-12.5');
  });
});
