import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fire, held, http, renderRemote, server, uploadOf, watchXhrs } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes } from '../../test/api-handlers';
import { PARTNER, READS } from '../../test/fixtures';

afterEach(() => jest.restoreAllMocks());

const PHOTO_URL = '/api/files/0123456789abcdef0123456789abcdef.png';
const png = (name = 'fachada.png', bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
// userEvent would drop files the input's accept refuses before the drop zone sees them.
const user = () => userEvent.setup({ applyAccept: false });
const photoName = `Foto de ${PARTNER.cardName}`;

/** The partner's detail; the photo's POST is held until the test releases it, and records each file sent. */
async function open(routes: ApiRoutes = {}, partner = PARTNER) {
  const api = serveApi({ ...READS, 'GET /api/business-partners/1': { body: partner }, ...routes });
  const upload = held();
  const files: File[] = [];
  server.use(
    http.post('/api/business-partners/1/photo', async ({ request }) => {
      files.push((await request.formData()).get('file') as File);
      return upload.resolver();
    }),
  );
  const xhrs = watchXhrs();
  renderRemote(remote, { url: '/admin/socios/socios-negocios/1', mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: PARTNER.cardName });
  return { api, upload, files, xhrs };
}

const zone = () => screen.getByRole('button', { name: /Foto del socio Cambiar foto/ });

describe('PhotoBlock on a saved partner', () => {
  it("'Cambiar foto' uploads at once with progress, then shows the saved photo with 'Quitar foto'", async () => {
    const { upload, files, xhrs } = await open();
    expect(screen.getByText('Sin foto')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: photoName })).not.toBeInTheDocument();
    expect(zone()).toHaveAccessibleDescription('JPG, GIF o PNG. 1 MB máximo.');

    await user().upload(screen.getByTestId('file-drop-input'), png());
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['fachada.png']));
    act(() => fire(uploadOf(xhrs[0]!), new ProgressEvent('progress', { lengthComputable: true, loaded: 40, total: 100 })));
    expect(screen.getByRole('progressbar', { name: 'Subiendo Foto del socio' })).toHaveAttribute('aria-valuenow', '40');
    expect(zone()).toHaveAttribute('aria-disabled', 'true');

    upload.release(answer(200, { ...PARTNER, photoUrl: PHOTO_URL }));
    expect(await screen.findByRole('img', { name: photoName })).toHaveAttribute('src', PHOTO_URL);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar foto' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the old photo and says why in Spanish when the server refuses the file (not an image)', async () => {
    const { upload } = await open({}, { ...PARTNER, photoUrl: PHOTO_URL });
    await user().upload(screen.getByTestId('file-drop-input'), png('factura.png'));
    upload.release(answer(415, { message: 'Formato no admitido. Sube un archivo JPEG, GIF o PNG.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Formato no admitido. Sube un archivo JPEG, GIF o PNG.');
    expect(screen.getByRole('img', { name: photoName })).toHaveAttribute('src', PHOTO_URL);
  });

  it('keeps the old photo and says so when the upload fails on the network', async () => {
    const { upload } = await open({}, { ...PARTNER, photoUrl: PHOTO_URL });
    await user().upload(screen.getByTestId('file-drop-input'), png());
    upload.release(answer(502, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos subir el archivo. Inténtalo de nuevo.');
    expect(screen.getByRole('img', { name: photoName })).toHaveAttribute('src', PHOTO_URL);
  });

  it('refuses a file over 1 MB or not an image before sending anything', async () => {
    const { files, api } = await open();
    await user().upload(screen.getByTestId('file-drop-input'), png('grande.png', 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('grande.png: El archivo pesa más de 1 MB.');
    await user().upload(screen.getByTestId('file-drop-input'), new File(['<html></html>'], 'pagina.html', { type: 'text/html' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('pagina.html: Tipo de archivo no permitido.'));
    expect(files).toEqual([]);
    expect(api.writes()).toEqual([]);
  });

  it("'Quitar foto' removes it on the server and shows 'Sin foto'", async () => {
    const { api } = await open({ 'DELETE /api/business-partners/1/photo': { body: { ...PARTNER, photoUrl: null } } }, { ...PARTNER, photoUrl: PHOTO_URL });
    await userEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(await screen.findByText('Sin foto')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: photoName })).not.toBeInTheDocument();
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/business-partners/1/photo' })]);
  });
});

describe("PhotoBlock on 'Nuevo socio'", () => {
  it('previews the chosen photo and sends it right after the partner is created', async () => {
    const created = { ...PARTNER, id: 31, cardCode: 'C00031', cardName: 'Uniformes del Golfo', contacts: [], addresses: [] };
    const files: File[] = [];
    const api = serveApi({
      ...READS,
      'POST /api/business-partners': { status: 201, body: created },
      'GET /api/business-partners/31': { body: { ...created, photoUrl: PHOTO_URL } },
    });
    server.use(
      http.post('/api/business-partners/31/photo', async ({ request }) => {
        files.push((await request.formData()).get('file') as File);
        return answer(200, { ...created, photoUrl: PHOTO_URL });
      }),
    );
    renderRemote(remote, { url: '/admin/socios/socios-negocios/nuevo', mountPath: '/admin/*' });
    await screen.findByRole('heading', { level: 1, name: 'Nuevo socio de negocio' });
    expect(zone()).toHaveAccessibleDescription('JPG, GIF o PNG. 1 MB máximo. Se guardará al crear el socio.');
    await user().upload(screen.getByTestId('file-drop-input'), png('logo-golfo.png'));
    expect(await screen.findByRole('img', { name: 'Foto del socio' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(api.writes()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Nombre'), 'Uniformes del Golfo');
    await userEvent.click(screen.getByRole('button', { name: 'Crear socio' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes del Golfo' })).toBeInTheDocument();
    expect(files.map((f) => f.name)).toEqual(['logo-golfo.png']);
    expect(api.writes().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/business-partners', 'POST /api/business-partners/31/photo']);
    expect(await screen.findByRole('img', { name: 'Foto de Uniformes del Golfo' })).toHaveAttribute('src', PHOTO_URL);
  });

  it('opens the created partner with the reason when its photo is refused', async () => {
    const created = { ...PARTNER, id: 31, cardCode: 'C00031', cardName: 'Uniformes del Golfo', contacts: [], addresses: [] };
    serveApi({
      ...READS,
      'POST /api/business-partners': { status: 201, body: created },
      'GET /api/business-partners/31': { body: created },
      'POST /api/business-partners/31/photo': { status: 413, body: { message: 'El archivo pesa más de 1 MB. Sube uno más ligero.' } },
    });
    renderRemote(remote, { url: '/admin/socios/socios-negocios/nuevo', mountPath: '/admin/*' });
    await screen.findByRole('heading', { level: 1, name: 'Nuevo socio de negocio' });
    await user().upload(screen.getByTestId('file-drop-input'), png());
    await screen.findByRole('img', { name: 'Foto del socio' });
    await userEvent.type(screen.getByLabelText('Nombre'), 'Uniformes del Golfo');
    await userEvent.click(screen.getByRole('button', { name: 'Crear socio' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes del Golfo' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo pesa más de 1 MB. Sube uno más ligero.');
    expect(screen.getByText('Sin foto')).toBeInTheDocument();
    expect(screen.getByText('Socio guardado.')).toBeInTheDocument();
  });
});
