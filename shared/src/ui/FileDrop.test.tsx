import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDrop } from './FileDrop';

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const pdf = new File(['%PDF'], 'cotizacion.pdf', { type: 'application/pdf' });
// userEvent would drop files the input's accept refuses before react-dropzone sees them.
const user = () => userEvent.setup({ applyAccept: false });

describe('FileDrop', () => {
  it('is a labelled button that hands over accepted files', async () => {
    const onFiles = jest.fn();
    render(<FileDrop label="Logotipo" accept={{ 'image/png': ['.png'] }} maxSize={1024} onFiles={onFiles} />);
    const zone = screen.getByRole('button', { name: /Logotipo Selecciona un archivo/ });
    expect(zone).toHaveAccessibleDescription('.png · hasta 1 KB');
    const file = png('logo.png', 10);
    await user().upload(screen.getByTestId('file-drop-input'), file);
    await waitFor(() => expect(onFiles).toHaveBeenCalledWith([file]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows one hint: a given hint replaces the one made from the limits', () => {
    render(<FileDrop label="Logo" accept={{ 'image/png': ['.png'] }} maxSize={1024} hint="PNG, JPG, SVG (Max. 5MB)" onFiles={() => {}} />);
    expect(screen.getByRole('button', { name: /Logo Selecciona un archivo/ })).toHaveAccessibleDescription('PNG, JPG, SVG (Max. 5MB)');
    expect(screen.getAllByText(/PNG|hasta/)).toHaveLength(1);
  });

  it('explains a wrong type and a file too large in Spanish', async () => {
    const onFiles = jest.fn();
    render(<FileDrop label="Logotipo" accept={{ 'image/png': ['.png'] }} maxSize={1024} multiple onFiles={onFiles} />);
    await user().upload(screen.getByTestId('file-drop-input'), [pdf, png('grande.png', 2048)]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('cotizacion.pdf: Tipo de archivo no permitido. Usa: .png.');
    expect(alert).toHaveTextContent('grande.png: El archivo pesa más de 1 KB.');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('keeps the first file and explains the others when only one is allowed', async () => {
    const onFiles = jest.fn();
    render(<FileDrop label="Logotipo" onFiles={onFiles} />);
    expect(screen.getByTestId('file-drop-input')).not.toHaveAttribute('multiple');
    // Dropped, not picked: a file picker without `multiple` cannot give two files.
    const files = [png('a.png', 1), png('b.png', 1)];
    fireEvent.drop(screen.getByRole('button', { name: /Logotipo/ }), {
      dataTransfer: { files, items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })), types: ['Files'] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('b.png: Solo puedes subir un archivo a la vez.');
    expect(onFiles).toHaveBeenCalledWith([files[0]]);
  });

  it('shows upload progress as a progressbar 0..100 and an outside error', () => {
    const { rerender } = render(<FileDrop label="Logotipo" onFiles={() => {}} progress={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Subiendo Logotipo' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<FileDrop label="Logotipo" onFiles={() => {}} progress={null} error="No se pudo subir el archivo." />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo subir el archivo.');
  });

  it('takes a written hint instead of the generated one, and a compact zone has no icon', () => {
    const { container, rerender } = render(<FileDrop label="Foto" accept={{ 'image/png': ['.png'] }} maxSize={1024} hint="PNG. 1 KB máximo." onFiles={() => {}} />);
    expect(screen.getByRole('button', { name: /Foto/ })).toHaveAccessibleDescription('PNG. 1 KB máximo.');
    expect(container.querySelector('svg')).not.toBeNull();
    rerender(<FileDrop label="Foto" compact onFiles={() => {}} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
