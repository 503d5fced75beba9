import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Logo } from '@muestrario/shared/contract';
import remote from '../../routes';
import { answer, http, lines, recordRequests, renderRemote, server, stageOneSample, escudoLogo } from '@muestrario/shared/testing';

const SAMPLE = stageOneSample;

const LOGO: Logo = escudoLogo;

/** A stage-1 sample with one logo; `write` answers the logo's PATCH and DELETE. Returns what the page sends. */
function setup(write: () => Response | Promise<Response>, logos: unknown[] = [LOGO]) {
  server.use(
    http.get('/api/business/samples/42', () => answer(200, SAMPLE)),
    http.get('/api/business/samples/42/current-clothing', () =>
      answer(200, { id: 1, title: 'Playera', positions: [{ id: 5, title: 'Frente', image: 'f.svg', width: 50, areas: [] }] }),
    ),
    http.get('/api/business/samples/42/logos', () => answer(200, logos)),
    http.get('/api/business/samples/42/texts', () => answer(200, [])),
    http.get('/api/business/pantones', () => answer(200, [])),
    http.patch('/api/business/samples/42/logos/7', write),
    http.delete('/api/business/samples/42/logos/7', write),
    // The restore answers like the logo itself.
    http.post('/api/business/samples/42/logos/7/restore', () => answer(200, LOGO)),
  );
  const sent = recordRequests();
  renderRemote(remote, { url: '/samples/42/design', mountPath: '/samples/:id/design/*' });
  return sent;
}

describe('design editor saves', () => {
  it('a failed save keeps the edit on screen, says so, and goes through on «Reintentar»', async () => {
    let fail = true;
    const sent = setup(() => (fail ? answer(500, { message: 'Error interno' }) : answer(200, LOGO)));
    await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
    expect(await screen.findByRole('heading', { name: 'Editar Logo' })).toBeInTheDocument();
    const notes = await screen.findByLabelText('Notas del color');
    await userEvent.type(notes, 'Hilo dorado');
    await userEvent.tab();

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toMatch(/No se pudo guardar el último cambio/);
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    expect(screen.getByLabelText('Notas del color')).toHaveValue('Hilo dorado');

    fail = false;
    await userEvent.click(within(screen.getByText('Cambios sin guardar')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    const patches = sent.filter((r) => r.method === 'PATCH' && r.path === '/api/business/samples/42/logos/7');
    expect(patches).toHaveLength(2);
    expect(patches[1]!.body).toEqual({ logoNotesOnColor: 'Hilo dorado' });
  });

  it('Delete removes the selected logo and Ctrl+Z restores it on the server', async () => {
    const sent = setup(() => answer(204));
    // (jsdom lays nothing out, so the canvas draws no decorations: select through the logo tab.)
    await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
    await userEvent.keyboard('{Delete}');
    expect(screen.queryByRole('tab', { name: 'Escudo' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diseña tu muestra' })).toBeInTheDocument();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(await screen.findByRole('tab', { name: 'Escudo' })).toBeInTheDocument();
    await screen.findByText('Cambios guardados');
    const methods = lines(sent).filter((line) => line.includes('/logos/7'));
    expect(methods).toEqual(['DELETE /api/business/samples/42/logos/7', 'POST /api/business/samples/42/logos/7/restore']);
  });
});

describe('design editor send', () => {
  it("'Enviar diseño' asks first, listing the decorations per view; 'Cancelar' sends nothing, confirming sends the design", async () => {
    const sent = setup(() => answer(200, LOGO));
    server.use(http.post('/api/business/samples/42/end-design', () => answer(200, { ...SAMPLE, sampleStage: 2 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar diseño' }));
    let dialog = await screen.findByRole('dialog', { name: 'Enviar diseño' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Decorados Frente: Escudo']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lines(sent)).not.toContain('POST /api/business/samples/42/end-design');

    await userEvent.click(screen.getByRole('button', { name: 'Enviar diseño' }));
    dialog = await screen.findByRole('dialog', { name: 'Enviar diseño' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar diseño' }));
    await waitFor(() => expect(lines(sent)).toContain('POST /api/business/samples/42/end-design'));
  });

  it('with no decoration the dialog says why and offers no way to send', async () => {
    // The sample has no decoration (the page reads the design as it opens).
    setup(() => answer(200, LOGO), []);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar diseño' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar diseño' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Agrega al menos un logo o un texto antes de enviar el diseño.');
    expect(within(dialog).queryByRole('button', { name: 'Enviar diseño' })).not.toBeInTheDocument();
  });
});
