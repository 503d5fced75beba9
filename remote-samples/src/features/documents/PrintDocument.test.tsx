import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentClothing, Logo, RenderFile } from '@muestrario/shared/contract';
import { answer, demoUser, http, renderRemote, sampleDetail, server } from '@muestrario/shared/testing';
import remote from '../../routes';

const ID = 42;
const sample = sampleDetail({
  sampleId: ID,
  sampleName: 'Overoles planta',
  cardCode: 'C00077',
  cardName: 'Minera Sierra Alta',
  clothingColor: '#F97316',
  createDate: '2026-11-02T16:00:00.000Z',
  dueDate: '2026-12-01',
  sampleStage: 6,
  phone1: '',
  email: '',
  address: '',
  state: '',
  county: '',
  zipCode: '',
});
const clothing: CurrentClothing = {
  id: 3,
  title: 'Overol',
  positions: [{ id: 30, image: 'overol-frente.svg', title: 'Frente', width: 50, areas: [{ id: 1, title: 'Pecho izquierdo', areaLeft: 50, areaTop: 20, width: 20, height: 20 }] }],
};
const escudo: Logo = {
  logoId: 8,
  viewId: 30,
  logoName: 'Escudo minero',
  logoTechnique: 'Bordado',
  logoNotes: 'Sin brillo',
  logoNotesOnColor: '',
  logoNotesOnPosition: '',
  heightCm: 4,
  widthCm: 8,
  rotateDegrees: 0,
  xpositionCm: 30,
  ypositionCm: 18,
  viewWidth: 50,
  resourcePath: '/api/files/',
  filename: 'cccc.svg',
  originalFilename: 'escudo.dst',
  filesize: 900,
  // A raster logo covering half its picture; its second thread is the garment's orange (a certain warning).
  coverage: 0.5,
  pixelWidth: 1600,
  pixelHeight: 800,
  pantones: [
    { id: '1154', nombre: 'Navy Blue', hex: '#1F2A44', color: 'PMS 282', posicion: '3C', rgb: '31,42,68' },
    { id: '1078', nombre: 'Orange', hex: '#F97316', color: 'PMS 021', posicion: '4C', rgb: '249,115,22' },
  ],
};

function show(url: string, render: RenderFile | null = null, readSample = () => answer(200, sample)) {
  server.use(
    http.get('/api/auth/details', () => answer(200, demoUser)),
    http.get(`/api/business/samples/${ID}`, readSample),
    http.get(`/api/business/samples/${ID}/logos`, () => answer(200, [escudo])),
    http.get(`/api/business/samples/${ID}/texts`, () => answer(200, [])),
    http.get(`/api/business/samples/${ID}/current-clothing`, () => answer(200, clothing)),
    http.get(`/api/business/samples/${ID}/render-file`, () => answer(200, render)),
    http.get(`/api/business/samples/${ID}/lifecycle`, () =>
      answer(200, {
        sampleId: ID,
        stage: 6,
        round: 2,
        owner: { id: demoUser.id, firstName: 'Jorge', lastName: 'Ramírez', role: 'seller' },
        stageDates: [1, 2, 3, 4, 5, 6, 7, 8].map((stage) => ({ stage, reachedAt: null })),
        decorations: [],
        views: [],
        qualityPhotos: 0,
      }),
    ),
  );
  renderRemote(remote, { url });
}

describe('print pages of the proof and the worksheet (issue 17)', () => {
  it('the proof: folio, client, the view with its decoration and threads, terms and signature (no stitches or warnings: they are for the workshop)', async () => {
    show(`/samples/${ID}/prueba`);
    const proof = await screen.findByRole('article', { name: 'Prueba de diseño para aprobación' });
    expect(within(proof).getByText('MU-000042')).toBeInTheDocument();
    expect(within(proof).getByText('Minera Sierra Alta (C00077)')).toBeInTheDocument();
    expect(await within(proof).findByText('Jorge Ramírez')).toBeInTheDocument();
    expect(within(proof).getByText('Ronda').nextSibling).toHaveTextContent('2');
    const view = within(proof).getByRole('region', { name: 'Decorados Frente' });
    expect(within(view).getByText('1. Escudo minero · Bordado')).toBeInTheDocument();
    expect(within(within(view).getByRole('list', { name: 'Hilos' })).getByText('1154 · Navy Blue')).toBeInTheDocument();
    expect(within(proof).getByRole('region', { name: 'Términos' })).toBeInTheDocument();
    expect(within(proof).getByRole('region', { name: 'Firma de conformidad del cliente' })).toBeInTheDocument();
    // Placement from the area and checkboxes are the worksheet's.
    expect(within(proof).queryByText(/^Posición:/)).not.toBeInTheDocument();
    expect(within(proof).queryByRole('list', { name: 'Avisos' })).not.toBeInTheDocument();
  });

  it("the worksheet: the logo's Bordado estimate and its warnings, as the review computes them (logoInsights)", async () => {
    show(`/samples/${ID}/hoja-de-produccion`);
    const sheet = await screen.findByRole('article', { name: 'Hoja de producción' });
    const estimate = within(sheet).getByRole('list', { name: 'Bordado' });
    expect(within(estimate).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Estimado: 4,960 puntadas',
      '9 min de máquina',
      '25 m de hilo y 9 m de bobina',
      'Tarifa: Hasta 5,000 puntadas · $35 por pieza',
    ]);
    const warnings = within(sheet).getByRole('list', { name: 'Avisos' });
    expect(within(warnings).getByText('El hilo 1078 Orange apenas se verá sobre la prenda (ΔE 0).')).toBeInTheDocument();
    expect(within(sheet).queryByText(/estimación por área/)).not.toBeInTheDocument();
  });

  it("the worksheet: machine time and tier follow the shop's decoration settings", async () => {
    server.use(
      http.get('/api/business/settings/decoration', () =>
        answer(200, { needles: 15, stitchesPerMinute: 496, machine: { id: 2, name: 'Brother PR1050X' }, overheadPercent: 0, priceTiers: [{ upToStitches: 4000, price: 20 }, { upToStitches: null, price: 48 }] }),
      ),
    );
    show(`/samples/${ID}/hoja-de-produccion`);
    const sheet = await screen.findByRole('article', { name: 'Hoja de producción' });
    const estimate = within(sheet).getByRole('list', { name: 'Bordado' });
    expect(await within(estimate).findByText('Tarifa: Más de 4,000 puntadas · $48 por pieza')).toBeInTheDocument();
    expect(within(estimate).getByText('10 min de máquina')).toBeInTheDocument(); // 4,960 stitches at the estimates' machine's 496 per minute, no extra time
  });

  it("the worksheet: a DST render's real count replaces the estimate", async () => {
    const render: RenderFile = {
      createFirstName: 'Ana', createFirstLastName: 'Ríos', createDate: '2026-11-03T10:00:00.000Z', resourcePath: '/api/files/',
      filename: 'dddd.dst', originalFilename: 'escudo.dst', filesize: 4000, dst: { stitches: 8412, colourChanges: 5, widthMm: 80, heightMm: 40 },
    };
    show(`/samples/${ID}/hoja-de-produccion`, render);
    const sheet = await screen.findByRole('article', { name: 'Hoja de producción' });
    expect(await within(sheet).findByText('Conteo real: 8,412 puntadas · archivo DST')).toBeInTheDocument();
  });

  it('the worksheet: placement from the print area, checkboxes; the paper size sets @page and the PDF link', async () => {
    show(`/samples/${ID}/hoja-de-produccion`);
    const sheet = await screen.findByRole('article', { name: 'Hoja de producción' });
    expect(within(sheet).getByText('Posición: centro a 8.0 cm bajo el borde superior de Pecho izquierdo, centrado')).toBeInTheDocument();
    expect(within(within(sheet).getByRole('list', { name: 'Control del operador' })).getAllByRole('listitem')).toHaveLength(4);
    expect(await within(sheet).findByRole('img', { name: `Código QR: ${window.location.origin}/samples/${ID}` })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    const pdf = screen.getByRole('link', { name: 'Descargar PDF' });
    // Carta (Letter) by default: what Mexican offices print on (issue 33).
    expect(pdf).toHaveAttribute('href', `/api/business/samples/${ID}/worksheet.pdf?paper=Letter&download=true`);
    expect(document.querySelector('style')?.textContent).toContain('size: letter');
    await userEvent.selectOptions(screen.getByLabelText('Tamaño de papel'), 'A4');
    expect(pdf).toHaveAttribute('href', `/api/business/samples/${ID}/worksheet.pdf?paper=A4&download=true`);
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('size: A4'))).toBe(true);
  });

  it("a failed read of the sample shows the kit's block; 'Reintentar' reads it again and the page prints", async () => {
    let status = 503;
    show(`/samples/${ID}/prueba`, null, () => answer(status, status === 200 ? sample : { message: 'caído' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la muestra');
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Prueba de diseño para aprobación' })).toBeInTheDocument();
  });

  it('a sample that does not exist says so, with the way to the list', async () => {
    show(`/samples/${ID}/prueba`, null, () => answer(404, { message: 'La muestra no existe.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta muestra');
    expect(screen.getByRole('link', { name: 'Ver todas las muestras' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});
