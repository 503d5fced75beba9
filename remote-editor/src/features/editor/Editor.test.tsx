import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import remote from '../../routes';
import type { SampleDetail, UserDetails } from '@muestrario/shared/contract';
import { adminUser, answer, demoUser, designerUser, http, lines, otherUser, recordRequests, renderRemote, server, stageOneSample, type RecordedRequest } from '@muestrario/shared/testing';
import { startEarlyRead, takeEarlyRead } from './api/design-prefetch';

const SAMPLE = stageOneSample;

const MOUNT = '/samples/:id/design/*';

/** Opens sample 42 with a garment (one empty front view) and no decorations, as `user`; the requests it sends. */
function openDesignAs(user: UserDetails, sample: SampleDetail = SAMPLE, { render = true } = {}): RecordedRequest[] {
  server.use(
    http.get('/api/auth/details', () => answer(200, user)),
    http.get('/api/business/samples/42', () => answer(200, sample)),
    http.get('/api/business/samples/42/current-clothing', () =>
      answer(200, { id: 1, title: 'Gorra', positions: [{ id: 5, title: 'Frente', image: 'g.svg', width: 18, areas: [] }] }),
    ),
    http.get('/api/business/samples/42/logos', () => answer(200, [])),
    http.get('/api/business/samples/42/texts', () => answer(200, [])),
  );
  const sent = recordRequests();
  if (render) renderRemote(remote, { url: '/samples/42/design', mountPath: MOUNT });
  return sent;
}

/** No way to send or upload, and no design write (presence, 'who is looking', is not one: every role may announce itself). */
function expectReadOnly(sent: RecordedRequest[]) {
  expect(screen.queryByRole('button', { name: 'Enviar diseño' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Sube un archivo/ })).toBeDisabled();
  expect(sent.filter((r) => r.method !== 'GET' && !r.path.includes('/viewers/'))).toEqual([]);
}

describe('editor route', () => {
  it("opens on its first render when the route's early read of the design has arrived: no 'Preparando el área de diseño', no second read", async () => {
    const sent = openDesignAs(demoUser, SAMPLE, { render: false });
    await startEarlyRead(42);
    const spinners: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Preparando el área de diseño')) spinners.push('shown');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderRemote(remote, { url: '/samples/42/design', mountPath: MOUNT });
    expect(await screen.findByRole('img', { name: 'Vista Frente' })).toBeInTheDocument();
    observer.disconnect();
    expect(spinners).toEqual([]);
    expect(lines(sent).filter((line) => line === 'GET /api/business/samples/42/current-clothing')).toHaveLength(1);
    takeEarlyRead(0);
  });

  it('shows the sample, and with no garment the canvas asks for one and the chooser opens (docs/requirements.md §8)', async () => {
    let release: (response: Response) => void = () => {};
    server.use(
      http.get('/api/business/samples/42', () => new Promise<Response>((resolve) => (release = resolve))),
      http.get('/api/business/samples/42/current-clothing', () => answer(200, null)),
      http.get('/api/business/samples/42/logos', () => answer(200, [])),
      http.get('/api/business/samples/42/texts', () => answer(200, [])),
      http.get('/api/business/sample-clothing', () =>
        answer(200, [
          { id: 1, title: 'Playera cuello redondo', image: 'playera.svg' },
          { id: 2, title: 'Gorra', image: 'gorra.svg' },
        ]),
      ),
    );
    const sent = recordRequests();
    renderRemote(remote, { url: '/samples/42/design', mountPath: MOUNT });
    expect(await screen.findByText('Cargando la muestra')).toBeInTheDocument();
    release(answer(200, SAMPLE));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes planta Querétaro', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Aceros del Norte')).toBeInTheDocument();
    expect(screen.getByText('Diseño')).toBeInTheDocument();
    expect(screen.getByText('Para el lunes, 23 de noviembre de 2026')).toBeInTheDocument();
    // The chooser is modal: the page behind it is hidden from assistive technology meanwhile.
    expect(screen.getByRole('region', { name: 'Lienzo de diseño', hidden: true })).toHaveTextContent('Elige una prenda para iniciar');
    const dialog = await screen.findByRole('dialog', { name: 'Selecciona un producto' });
    expect(screen.queryByRole('button', { name: 'Seleccionar Prenda' })).not.toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Gorra' }));
    expect(within(dialog).getByRole('button', { name: 'Gorra' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Seleccionar Prenda' })).toBeEnabled();
    expect(lines(sent)).toContain('GET /api/business/samples/42');
  });

  it('a sent design (stage 2) says so and offers no editing controls', async () => {
    server.use(
      http.get('/api/business/samples/42', () => answer(200, { ...SAMPLE, sampleStage: 2 })),
      http.get('/api/business/samples/42/current-clothing', () =>
        answer(200, { id: 1, title: 'Gorra', positions: [{ id: 5, title: 'Frente', image: 'g.svg', width: 18, areas: [] }] }),
      ),
      http.get('/api/business/samples/42/logos', () => answer(200, [])),
      http.get('/api/business/samples/42/texts', () => answer(200, [])),
    );
    renderRemote(remote, { url: '/samples/42/design', mountPath: MOUNT });
    expect(await screen.findByText(/ya se envió; ya no se puede editar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar diseño' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sube un archivo/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ver revisión' })).toHaveAttribute('href', '/samples/42');
  });

  it('a role that may not edit designs (diseño) sees a stage-1 design read-only, with the reason and nothing sent', async () => {
    const sent = openDesignAs(designerUser);
    expect(await screen.findByText(/Tu rol \(Diseñador\) no permite editar el diseño\./)).toBeInTheDocument();
    expectReadOnly(sent);
  });

  it.each([
    ['another seller', otherUser, true],
    ['the owner', demoUser, false],
    ['an admin', adminUser, false],
  ] as const)("the sample's owner decides (can 'sample.editDesign' with ownerId): %s", async (_, user, readOnly) => {
    const sent = openDesignAs(user, { ...SAMPLE, ownerId: demoUser.id });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes planta Querétaro' })).toBeInTheDocument();
    const reason = /Solo el vendedor dueño de la muestra o un administrador pueden hacer cambios en ella\. Puedes ver el diseño aquí/;
    if (readOnly) {
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expectReadOnly(sent);
    } else {
      expect(await screen.findByRole('button', { name: 'Enviar diseño' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Sube un archivo/ })).toBeEnabled();
      expect(screen.queryByText(reason)).not.toBeInTheDocument();
    }
  });

  it('shows a Spanish alert when the sample does not exist (404)', async () => {
    server.use(http.get('/api/business/samples/999', () => answer(404, { message: 'Muestra no encontrada' })));
    renderRemote(remote, { url: '/samples/999/design', mountPath: MOUNT });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta muestra');
    expect(screen.getByRole('link', { name: 'Ver todas las muestras' })).toHaveAttribute('href', '/samples');
  });

  it('does not call the server for an id that is not a number', async () => {
    const sent = recordRequests();
    renderRemote(remote, { url: '/samples/abc/design', mountPath: MOUNT });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta muestra');
    expect(sent).toEqual([]);
  });

  it('offers to retry after another failure', async () => {
    let fail = true;
    server.use(http.get('/api/business/samples/42', () => (fail ? answer(500, { message: 'Error interno' }) : answer(200, SAMPLE))));
    renderRemote(remote, { url: '/samples/42/design', mountPath: MOUNT });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la muestra');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes planta Querétaro', hidden: true })).toBeInTheDocument();
  });

  it('answers unknown sub-paths with a Spanish not-found page', async () => {
    renderRemote(remote, { url: '/samples/42/design/otra', mountPath: MOUNT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
