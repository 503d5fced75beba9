import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Logo, Pantone } from '@muestrario/shared/contract';
import remote from '../../routes';
import { answer, http, recordRequests, renderRemote, server, stageOneSample, escudoLogo } from '@muestrario/shared/testing';

/** Two threads of the catalogue: a royal blue near the garment (#1D4ED8) and a cardinal red. */
const THREADS: Pantone[] = [
  { id: '1072', nombre: 'Cardinal Red', hex: '#C8102E', color: '186 C', posicion: '1A', rgb: 'rgb(200, 16, 46)' },
  { id: '1190', nombre: 'Royal Blue', hex: '#1E4FD6', color: '2728 C', posicion: '1B', rgb: 'rgb(30, 79, 214)' },
];
/** The logo as the server reads it: two colours of its picture, 60 % of it covered. */
const LOGO: Logo = { ...escudoLogo, colours: [{ hex: '#C8102E', share: 0.7 }, { hex: '#1D4FD8', share: 0.3 }], coverage: 0.6, pantones: [] };

function setup() {
  server.use(
    http.get('/api/business/samples/42', () => answer(200, stageOneSample)),
    http.get('/api/business/samples/42/current-clothing', () =>
      answer(200, { id: 1, title: 'Playera', positions: [{ id: 5, title: 'Frente', image: 'f.svg', width: 50, areas: [] }] }),
    ),
    http.get('/api/business/samples/42/logos', () => answer(200, [LOGO])),
    http.get('/api/business/samples/42/texts', () => answer(200, [])),
    http.get('/api/business/pantones', () => answer(200, THREADS)),
    http.patch('/api/business/samples/42/logos/7', () => answer(200, LOGO)),
  );
  const sent = recordRequests();
  renderRemote(remote, { url: '/samples/42/design', mountPath: '/samples/:id/design/*' });
  return sent;
}

describe('decoration intelligence in the editor', () => {
  it('suggests the nearest thread per colour, adds it in one click, warns when it hides on the garment and counts it on send', async () => {
    const sent = setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
    const colours = await screen.findByRole('list', { name: 'Colores del logo' });
    expect(within(colours).getByRole('listitem', { name: 'Color #C8102E, 70 % del logo' })).toBeInTheDocument();
    const forBlue = screen.getByRole('list', { name: 'Hilos sugeridos para #1D4FD8' });
    expect(within(forBlue).getAllByRole('listitem')[0]).toHaveTextContent(/1190 Royal Blue.*ΔE [\d.]+ · indistinguible/);

    // No thread yet: no warning. The estimate is there: 20 × 10 cm × 60 % × 310 = 37,200 stitches.
    expect(screen.queryByRole('region', { name: 'Avisos del decorado' })).not.toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Estimado de bordado' })).getByText('Estimado: 37,200 puntadas')).toBeInTheDocument();

    await userEvent.click(within(forBlue).getByRole('button', { name: 'Agregar hilo 1190 Royal Blue' }));
    expect(within(forBlue).getByRole('button', { name: 'Hilo 1190 Royal Blue agregado' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Colores elegidos' })).getByText('1190')).toBeInTheDocument();
    const warnings = await screen.findByRole('region', { name: 'Avisos del decorado' });
    expect(warnings).toHaveTextContent(/El hilo 1190 Royal Blue apenas se verá sobre la prenda \(ΔE [\d.]+\)\./);
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toContainEqual({ pantones: ['1190'] }));

    // 'Alto en cm' → the estimate follows at once.
    const height = screen.getByRole('textbox', { name: 'Alto en cm' });
    await userEvent.clear(height);
    await userEvent.type(height, '5');
    await userEvent.tab();
    expect(await screen.findByText('Estimado: 9,300 puntadas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar diseño' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar diseño' });
    const listed = within(dialog).getByRole('region', { name: 'Avisos del diseño' });
    expect(listed).toHaveTextContent('Hay 1 aviso (puedes enviar de todos modos):');
    expect(listed).toHaveTextContent(/Escudo: El hilo 1190 Royal Blue apenas se verá/);
    expect(within(dialog).getByRole('button', { name: 'Enviar diseño' })).toBeEnabled();
  });
});
