import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderFile } from '@muestrario/shared/contract';
import { answer, designerUser, fire, held, http, NOT_FOUND_BODY, recordRequests, renderRemote, sampleDetail, server, uploadOf, watchXhrs } from '@muestrario/shared/testing';
import remote from '../../routes';

afterEach(() => jest.restoreAllMocks());

const SAMPLE = sampleDetail({ sampleId: 5, sampleName: 'Gorras evento', cardName: 'Logística Álamo', sampleStage: 2 });
const RENDER: RenderFile = {
  createFirstName: 'Mariana',
  createFirstLastName: 'López',
  createDate: '2026-11-22T10:00:00.000Z',
  resourcePath: '/api/files/',
  filename: 'cccc.svg',
  originalFilename: 'render.svg',
  filesize: 2_400,
};

/** The review page of a stage-2 sample; `upload` answers the render's POST (held until the test releases it). */
function open() {
  const state = { stage: 2, render: false };
  const upload = held();
  const files: File[] = [];
  server.use(
    http.get('/api/auth/details', () => answer(200, designerUser)),
    http.get('/api/business/samples/5/lifecycle', () => answer(404, NOT_FOUND_BODY)),
    http.get('/api/business/samples/5/events', () => answer(200, { items: [], next: null })),
    http.get('/api/staff', () => answer(200, [])),
    http.get('/api/business/samples/5', () => answer(200, { ...SAMPLE, sampleStage: state.stage })),
    http.get('/api/business/samples/5/logos', () => answer(200, [])),
    http.get('/api/business/samples/5/current-clothing', () => answer(200, null)),
    http.get('/api/business/samples/5/render-file', () => answer(200, state.render ? RENDER : null)),
    http.get('/api/dashboard/samples', () => answer(200, [])),
    http.post('/api/business/samples/5/render-file', async ({ request }) => {
      files.push((await request.formData()).get('file') as File);
      return upload.resolver();
    }),
  );
  const sent = recordRequests();
  const xhrs = watchXhrs();
  renderRemote(remote, { url: '/samples/5' });
  return { state, upload, files, sent, xhrs };
}

const svg = (name: string) => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });

describe('render upload', () => {
  it('sends only the first file, shows real progress, then reloads the sample and shows "Cargado"', async () => {
    const { state, upload, files, sent, xhrs } = open();
    const card = within(await screen.findByRole('region', { name: 'RENDER' }));
    await userEvent.upload(screen.getByTestId('file-drop-input'), [svg('primero.svg'), svg('segundo.svg')]);
    await waitFor(() => expect(files).toHaveLength(1));
    const uploads = sent.filter((r) => r.method === 'POST');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ path: '/api/business/samples/5/render-file', credentials: 'include' });
    expect(files[0]!.name).toBe('primero.svg');

    act(() => fire(uploadOf(xhrs[0]!), new ProgressEvent('progress', { lengthComputable: true, loaded: 30, total: 100 })));
    expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');

    state.stage = 3;
    state.render = true;
    upload.release(answer(200, RENDER));
    expect(await card.findByText('Cargado')).toBeInTheDocument();
    expect(await card.findByText('Mariana López')).toBeInTheDocument();
    expect(card.queryByText('Pendiente')).not.toBeInTheDocument();
  });

  it('shows the server’s Spanish message for a refused file and keeps the drop zone', async () => {
    const { upload } = open();
    const card = within(await screen.findByRole('region', { name: 'RENDER' }));
    await userEvent.upload(screen.getByTestId('file-drop-input'), svg('render.svg'));
    const message = 'Formato no admitido. Sube un archivo PDF, SVG, AI, EPS, PNG, JPEG, DST, PES o EMB.';
    upload.release(answer(415, { message }));
    expect(await card.findByRole('alert')).toHaveTextContent(message);
    expect(card.getByText('Pendiente')).toBeInTheDocument();
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
