import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderFile, SampleDetail } from '@muestrario/shared/contract';
import { mockFetch, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';

/** The network edge of an upload: a scripted XMLHttpRequest (the API client uses XHR for upload progress). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.upload.onload?.();
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const SAMPLE = {
  sampleId: 5,
  sampleName: 'Gorras evento',
  cardCode: 'C00002',
  cardName: 'Logística Álamo',
  sampleNotes: '',
  clothingColor: '#FFFFFF',
  sampleOn: 'Prenda',
  sampleCanvas: '',
  canvasColor: '#FFFFFF',
  createDate: '2026-11-18T15:00:00.000Z',
  dueDate: '2026-11-30',
  phone1: '8187654321',
  email: 'rh@alamo.mx',
  address: 'Calle Hidalgo 5',
  state: 'Nuevo León',
  county: 'San Pedro',
  zipCode: '66220',
  sampleStage: 2,
} satisfies SampleDetail;
const RENDER: RenderFile = {
  createFirstName: 'Mariana',
  createFirstLastName: 'López',
  createDate: '2026-11-22T10:00:00.000Z',
  resourcePath: '/api/files/',
  filename: 'cccc.svg',
  originalFilename: 'render.svg',
  filesize: 2_400,
};

function open() {
  const state = { stage: 2, render: false };
  mockFetch({
    '/api/auth/details': { body: { id: 2, username: 'diseno', firstName: 'Luis', lastName: 'Herrera', role: 'designer' } },
    '/api/business/samples/5': async () => ({ body: { ...SAMPLE, sampleStage: state.stage } }),
    '/api/business/samples/5/logos': { body: [] },
    '/api/business/samples/5/current-clothing': { status: 404, body: { message: 'x' } },
    '/api/business/samples/5/render-file': async () => (state.render ? { body: RENDER } : { status: 404, body: { message: 'x' } }),
    '/api/dashboard/samples': { body: [] },
  });
  renderRemote(remote, { url: '/samples/5' });
  return state;
}

const svg = (name: string) => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });

describe('render upload', () => {
  it('sends only the first file, shows real progress, then reloads the sample and shows "Cargado"', async () => {
    const state = open();
    const card = within(await screen.findByRole('region', { name: 'RENDER' }));
    await userEvent.upload(screen.getByTestId('file-drop-input'), [svg('primero.svg'), svg('segundo.svg')]);
    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/business/samples/5/render-file', true]);
    expect((xhr.body!.get('file') as File).name).toBe('primero.svg');

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 }));
    expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');

    state.stage = 3;
    state.render = true;
    act(() => xhr.answer(200, RENDER));
    expect(await card.findByText('Cargado')).toBeInTheDocument();
    expect(await card.findByText('Mariana López')).toBeInTheDocument();
    expect(card.queryByText('Pendiente')).not.toBeInTheDocument();
  });

  it('shows the server’s Spanish message for a refused file and keeps the drop zone', async () => {
    open();
    const card = within(await screen.findByRole('region', { name: 'RENDER' }));
    await userEvent.upload(screen.getByTestId('file-drop-input'), svg('render.svg'));
    const message = 'Formato no admitido. Sube un archivo PDF, SVG, AI, EPS, PNG, JPEG, DST, PES o EMB.';
    act(() => FakeXhr.sent[0]!.answer(415, { message }));
    expect(await card.findByRole('alert')).toHaveTextContent(message);
    expect(card.getByText('Pendiente')).toBeInTheDocument();
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
