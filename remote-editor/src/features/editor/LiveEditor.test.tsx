import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import remote from '../../routes';
import { adminUser, answer, demoUser, escudoLogo, http, recordRequests, renderRemote, server, stageOneSample } from '@muestrario/shared/testing';
import { pendingEditsKey } from '../../model';

/** A stage-1 sample with one logo, open by the demo seller; `write` answers the logo's PATCH. */
function setup(write: () => Response) {
  server.use(
    http.get('/api/auth/details', () => answer(200, demoUser)),
    http.get('/api/business/samples/42', () => answer(200, stageOneSample)),
    http.get('/api/business/samples/42/current-clothing', () =>
      answer(200, { id: 1, title: 'Playera', positions: [{ id: 5, title: 'Frente', image: 'f.svg', width: 50, areas: [] }] }),
    ),
    http.get('/api/business/samples/42/logos', () => answer(200, [escudoLogo])),
    http.get('/api/business/samples/42/texts', () => answer(200, [])),
    http.get('/api/business/pantones', () => answer(200, [])),
    http.get('/api/business/samples/42/viewers', () => answer(200, [demoUser, adminUser].map(({ username: _u, ...v }) => v))),
    http.put('/api/business/samples/42/viewers/:key', () => answer(204)),
    http.delete('/api/business/samples/42/viewers/:key', () => answer(204)),
    http.patch('/api/business/samples/42/logos/7', write),
  );
  const sent = recordRequests();
  renderRemote(remote, { url: '/samples/42/design', mountPath: '/samples/:id/design/*' });
  return sent;
}

async function editNotes(text: string) {
  await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
  // The selected logo's form is its own chunk (issue 34): it shows once loaded.
  await userEvent.type(await screen.findByLabelText('Notas del color'), text);
  await userEvent.tab();
}

afterEach(() => sessionStorage.clear());

describe('design editor with other people', () => {
  it('shows who else has the sample open by initials, never oneself, and announces this page', async () => {
    const sent = setup(() => answer(200, escudoLogo));
    const others = await screen.findByRole('list', { name: 'También en el editor: Sofía Treviño' });
    expect(others).toHaveTextContent('ST');
    expect(screen.queryByRole('listitem', { name: 'Daniela Ruiz' })).not.toBeInTheDocument();
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT' && /^\/api\/business\/samples\/42\/viewers\/[0-9a-f]{32}$/.test(r.path))).toBe(true));
  });

  it('a save refused because the logo was deleted elsewhere drops it with a notice, no retry', async () => {
    setup(() => answer(404, { message: EDITOR_MESSAGES.logoNotFound }));
    await editNotes('Hilo dorado');
    expect(await screen.findByText(/Otra persona eliminó «Escudo»/)).toBeInTheDocument();
    expect(screen.getByText(/Otra persona eliminó/).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('tab', { name: 'Escudo' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
  });

  it('a save refused with 401 is kept in this tab for the same person and sample', async () => {
    setup(() => answer(401, { message: 'Tu sesión terminó.' }));
    await editNotes('Hilo dorado');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(pendingEditsKey(demoUser.id, 42)) ?? '[]')).toEqual([
        { op: 'patchLogo', serverId: escudoLogo.logoId, body: { logoNotesOnColor: 'Hilo dorado' } },
      ]),
    );
  });

  it('edits kept from before signing in again are shown and sent when the editor opens', async () => {
    sessionStorage.setItem(pendingEditsKey(demoUser.id, 42), JSON.stringify([{ op: 'patchLogo', serverId: escudoLogo.logoId, body: { logoNotesOnColor: 'Guardado después' } }]));
    const sent = setup(() => answer(200, { ...escudoLogo, logoNotesOnColor: 'Guardado después' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ logoNotesOnColor: 'Guardado después' }]));
    await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
    expect(await screen.findByLabelText('Notas del color')).toHaveValue('Guardado después');
    await waitFor(() => expect(sessionStorage.getItem(pendingEditsKey(demoUser.id, 42))).toBeNull());
  });
});
