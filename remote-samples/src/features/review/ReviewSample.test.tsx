import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Logo, RenderFile, Round, SampleDetail, SampleText } from '@muestrario/shared/contract';
import { answer, currentClothing, demoUser, designerUser, http, logo as logoOf, qualityUser, recordRequests, renderRemote, sampleDetail, server } from '@muestrario/shared/testing';
import remote from '../../routes';

/** The Peñasco sample (id 5) at stage 2, on the builders' shirt (front view 10, back view 11). */
const SAMPLE = sampleDetail({
  sampleId: 5,
  sampleName: 'Uniformes planta norte',
  cardCode: 'C00001',
  cardName: 'Construcciones Peñasco',
  sampleNotes: 'Bordar con hilo brillante.',
  clothingColor: '#1E3A8A',
  createDate: '2026-11-18T15:00:00.000Z',
  dueDate: '2026-11-30',
  email: 'compras@penasco.mx',
  address: 'Av. Reforma 100',
  state: 'CDMX',
  county: 'Cuauhtémoc',
  zipCode: '06600',
  sampleStage: 2,
});
const CLOTHING = currentClothing();
const logo = (over: Partial<Logo>) =>
  logoOf({ logoId: 1, viewId: 10, logoName: 'Logo pecho', heightCm: 5, widthCm: 10, xpositionCm: 30, ypositionCm: 12, filename: 'aaaa.svg', originalFilename: 'logo-peñasco.svg', filesize: 1_234_567, ...over });
const LOGOS = [
  logo({
    pantones: [
      { id: '1002', nombre: 'Navy', hex: '#0C2340', color: 'PMS 289', posicion: '2B', rgb: '12,35,64' },
      { id: 'Oro', nombre: 'Gold', hex: '#D4AF37', color: '871 C', posicion: '10A', rgb: '212,175,55' },
    ],
    logoNotesOnColor: 'Hilo metálico',
  }),
  logo({ logoId: 2, viewId: 11, logoName: 'Espalda', logoTechnique: 'DTF', rotateDegrees: 15, heightCm: 20.25, widthCm: 20, logoNotes: 'Centrado' }),
];
const RENDER: RenderFile = {
  createFirstName: 'Luis',
  createFirstLastName: 'Herrera',
  createDate: '2026-11-20T18:30:00.000Z',
  resourcePath: '/api/files/',
  filename: 'bbbb.pdf',
  originalFilename: 'render final.pdf',
  filesize: 48_500,
};

const USERS = { seller: demoUser, designer: designerUser, quality: qualityUser } as const;

const lifecycleOf = (stage: number) => ({
  sampleId: 5,
  stage,
  round: 1,
  owner: { id: demoUser.id, firstName: demoUser.firstName, lastName: demoUser.lastName, role: demoUser.role },
  stageDates: [1, 2, 3, 4, 5, 6, 7, 8].map((s) => ({ stage: s, reachedAt: s <= stage && stage !== 8 ? `2026-11-1${s}T10:00:00.000Z` : null })),
  decorations: [{ kind: 'logo', id: 11, viewId: 1, viewTitle: 'Frente', name: 'Logo pecho' }],
  views: [{ id: 1, title: 'Frente', photographed: false }],
  qualityPhotos: 0,
});

const EVENTS = {
  items: [
    { id: 1, sampleId: 5, kind: 'created', at: '2026-11-11T10:00:00.000Z', actor: USERS.seller },
    { id: 2, sampleId: 5, kind: 'stage_changed', at: '2026-11-12T10:00:00.000Z', actor: USERS.seller, from: 1, to: 2, action: 'sendDesign' },
    {
      id: 3,
      sampleId: 5,
      kind: 'comment_added',
      at: '2026-11-12T11:00:00.000Z',
      actor: USERS.designer,
      comment: { id: 9, sampleId: 5, round: 1, author: USERS.designer, body: '@calidad revisa el hilo', createdAt: '2026-11-12T11:00:00.000Z', editedAt: null, deleted: false },
    },
  ],
  next: null,
};

function open(
  sample: Partial<SampleDetail> = {},
  {
    url = '/samples/5',
    render = { body: null } as { status?: number; body: unknown },
    user = USERS.designer as (typeof USERS)[keyof typeof USERS],
    rounds = [] as Round[],
    events = EVENTS as { items: unknown[]; next: null },
    logos = LOGOS,
    texts = [] as SampleText[],
    readSample = () => answer(200, { ...SAMPLE, ...sample }),
    readEvents = () => answer(200, events),
  } = {},
) {
  const stage = sample.sampleStage ?? SAMPLE.sampleStage;
  server.use(
    http.get('/api/auth/details', () => answer(200, user)),
    http.get('/api/business/samples/5/lifecycle', () => answer(200, lifecycleOf(stage))),
    http.get('/api/business/samples/5/events', readEvents),
    http.get('/api/staff', () => answer(200, Object.values(USERS))),
    http.get('/api/business/samples/5/rounds', () => answer(200, rounds)),
    http.get('/api/business/samples/5', readSample),
    http.get('/api/business/samples/5/logos', () => answer(200, logos)),
    http.get('/api/business/samples/5/texts', () => answer(200, texts)),
    http.get('/api/business/samples/5/current-clothing', () => answer(200, CLOTHING)),
    http.get('/api/business/samples/5/render-file', () => answer(render.status ?? 200, render.body)),
  );
  renderRemote(remote, { url });
}

const details = async () => within(await screen.findByRole('region', { name: 'Detalles de la muestra' }));
const term = (scope: ReturnType<typeof within>, name: string) => scope.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('review screen', () => {
  it('shows breadcrumb, header and the order dates in Spanish', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes planta norte' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ruta de navegación' }));
    expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Muestras' })).toHaveAttribute('href', '/samples');
    expect(crumbs.getByText('Revisar Muestra')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Construcciones Peñasco')).toBeInTheDocument();
    const order = within(screen.getByRole('region', { name: 'Órden de muestra' }));
    expect(term(order, 'Solicitada para')).toHaveTextContent('lunes, 30 de noviembre de 2026');
    expect(term(order, 'Solicitada el')).toHaveTextContent(/de noviembre de 2026$/);
  });

  it('labels email and phone with their own values (the spec documents them swapped)', async () => {
    open();
    const d = await details();
    expect(term(d, 'Correo electrónico')).toHaveTextContent('compras@penasco.mx');
    expect(term(d, 'Teléfono')).toHaveTextContent('5512345678');
    expect(term(d, 'Color de la prenda')).toHaveTextContent('rgb(30, 58, 138)');
    expect(term(d, 'Dirección')).toHaveTextContent('Av. Reforma 100, Cuauhtémoc, CDMX, C.P. 06600');
  });

  it('shows canvas type and colour only for Lienzo', async () => {
    open();
    expect((await details()).queryByText('Tipo de lienzo')).not.toBeInTheDocument();
  });

  it('shows canvas type and colour for a sample on Lienzo', async () => {
    open({ sampleOn: 'Lienzo', sampleCanvas: 'Gabardina', canvasColor: '#EEEEEE' });
    const d = await details();
    expect(term(d, 'Tipo de lienzo')).toHaveTextContent('Gabardina');
    expect(term(d, 'Color del lienzo')).toHaveTextContent('rgb(238, 238, 238)');
  });

  it('draws each decorated view with its logos and a card per logo; empty notes are hidden', async () => {
    open();
    const front = within(await screen.findByRole('region', { name: 'Decorados Frente' }));
    const back = within(screen.getByRole('region', { name: 'Decorados Espalda' }));
    const [first] = front.getAllByTestId('preview-logo');
    // Centre (30, 12) cm, 10 × 5 cm on a 50 cm view: left 50 %, top 19 %, 20 % × 10 %.
    expect(first).toHaveStyle({ left: '50%', top: '19%', width: '20%', height: '10%' });
    expect(back.getByTestId('preview-logo')).toHaveStyle({ transform: 'rotate(15deg)' });

    const card = within(front.getByRole('article', { name: 'Logo pecho' }));
    expect(card.getByRole('link', { name: /logo-peñasco\.svg/ })).toHaveAttribute('href', '/api/files/aaaa.svg?download=true');
    expect(card.getByText('(1,235 KB)')).toBeInTheDocument();
    expect(term(card, 'Técnica')).toHaveTextContent('Bordado');
    expect(term(card, 'Alto')).toHaveTextContent('5 cm');
    expect(term(card, 'Ancho')).toHaveTextContent('10 cm');
    expect(card.getByText('1002').parentElement).toHaveTextContent('1002Navy');
    expect(term(card, 'Notas del color')).toHaveTextContent('Hilo metálico');
    expect(card.queryByText('Notas de posición')).not.toBeInTheDocument();
    expect(card.queryByText('Notas generales')).not.toBeInTheDocument();
    // An unrotated logo shows no rotation; a rotated one says by how much.
    expect(card.queryByText('Rotación')).not.toBeInTheDocument();

    const backCard = within(back.getByRole('article', { name: 'Espalda' }));
    expect(term(backCard, 'Alto')).toHaveTextContent('20.3 cm');
    expect(term(backCard, 'Rotación')).toHaveTextContent('15°');
    expect(term(backCard, 'Notas generales')).toHaveTextContent('Centrado');
    expect(backCard.queryByText('Notas del color')).not.toBeInTheDocument();
  });

  describe('texts (issue 16)', () => {
    const SUPERVISOR: SampleText = {
      textId: 31,
      viewId: 11,
      text: 'SUPERVISOR QA',
      font: 'Gilroy',
      color: 'd4af37',
      thread: null,
      technique: 'Vinil',
      comments: 'Letras doradas, sin contorno',
      size: 12,
      heightCm: 3,
      widthCm: 24,
      rotateDegrees: -10,
      xCm: 25,
      yCm: 20,
      zIndex: 1,
    };

    it('lists a view with only texts under "Decorados Espalda", drawn on the preview as text and with its details', async () => {
      open({}, { logos: [LOGOS[0]!], texts: [SUPERVISOR] });
      await screen.findByRole('region', { name: 'Decorados Frente' });
      const back = within(await screen.findByRole('region', { name: 'Decorados Espalda' }));
      expect(back.queryByTestId('preview-logo')).not.toBeInTheDocument();
      expect(back.queryByRole('list', { name: 'Logos de Espalda' })).not.toBeInTheDocument();

      // Centre (25, 20) cm, 24 × 3 cm on a 50 cm view: left 26 %, top 37 %, 48 % × 6 %; rotated like in the editor.
      const drawn = back.getByTestId('preview-text');
      expect(drawn).toHaveTextContent('SUPERVISOR QA');
      expect(drawn).toHaveStyle({ left: '26%', top: '37%', width: '48%', height: '6%', transform: 'rotate(-10deg)' });
      expect(drawn.firstElementChild).toHaveStyle({ color: 'rgb(212, 175, 55)' });

      const list = within(back.getByRole('list', { name: 'Textos de Espalda' }));
      const card = within(list.getByRole('article', { name: 'Texto «SUPERVISOR QA»' }));
      expect(card.getByRole('heading', { level: 3, name: 'SUPERVISOR QA' })).toBeInTheDocument();
      expect(term(card, 'Técnica')).toHaveTextContent('Vinil');
      expect(term(card, 'Alto')).toHaveTextContent('3 cm');
      expect(term(card, 'Ancho')).toHaveTextContent('24 cm');
      expect(term(card, 'Fuente')).toHaveTextContent('Gilroy');
      expect(term(card, 'Color')).toHaveTextContent('#D4AF37');
      expect(term(card, 'Rotación')).toHaveTextContent('-10°');
      expect(term(card, 'Comentarios')).toHaveTextContent('Letras doradas, sin contorno');
    });

    it('shows logos and texts of one view together, and no empty-state', async () => {
      open({}, { texts: [{ ...SUPERVISOR, viewId: 10, comments: '', rotateDegrees: 0 }] });
      const front = within(await screen.findByRole('region', { name: 'Decorados Frente' }));
      expect(front.getByRole('list', { name: 'Logos de Frente' })).toBeInTheDocument();
      const card = within(front.getByRole('list', { name: 'Textos de Frente' }));
      expect(card.queryByText('Comentarios')).not.toBeInTheDocument();
      expect(card.queryByText('Rotación')).not.toBeInTheDocument();
      expect(front.getByTestId('preview-text')).not.toHaveStyle({ transform: 'rotate(0deg)' });
      expect(screen.queryByText(/todavía no tiene logos/)).not.toBeInTheDocument();
    });

    it('says so when the sample has neither logos nor texts', async () => {
      open({}, { logos: [], texts: [] });
      expect(await screen.findByText('Esta muestra todavía no tiene logos ni textos colocados.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /^Decorados/ })).not.toBeInTheDocument();
    });
  });

  it('shows "Pendiente" and the drop zone at stage 2 to a designer', async () => {
    open({ sampleStage: 2 });
    const render = within(await screen.findByRole('region', { name: 'RENDER' }));
    expect(render.getByText('Pendiente')).toBeInTheDocument();
    expect(await render.findByText('Sube el archivo de vectorización de imágen.')).toBeInTheDocument();
    expect(render.getByRole('button', { name: /Arrastra & Suelta o Busca en tu equipo/ })).toBeInTheDocument();
  });

  it.each([
    ['a designer at stage 1', 1, USERS.designer, 'El equipo de diseño subirá el render cuando el diseño se envíe.'],
    ['a seller at stage 2', 2, USERS.seller, 'El equipo de diseño está preparando el render.'],
  ] as const)('shows "Pendiente" without a drop zone to %s', async (_who, stage, user, told) => {
    open({ sampleStage: stage }, { user });
    const render = within(await screen.findByRole('region', { name: 'RENDER' }));
    expect(await render.findByText(told)).toBeInTheDocument();
    expect(render.queryByRole('button', { name: /Arrastra & Suelta/ })).not.toBeInTheDocument();
  });

  it('shows the stepper with the dates reached, the timeline from the server and the one action of the user', async () => {
    open({ sampleStage: 4 }, { user: USERS.quality });
    const stepper = within(await screen.findByRole('navigation', { name: 'Etapas de la muestra' }));
    expect(stepper.getAllByRole('listitem')).toHaveLength(8);
    expect(stepper.getByText('4. Calidad').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(stepper.getAllByText('Sin llegar')).toHaveLength(4);
    const activity = within(screen.getByRole('region', { name: 'Actividad' }));
    expect(await activity.findByText('envió el diseño')).toBeInTheDocument();
    expect(activity.getByText('@calidad revisa el hilo')).toBeInTheDocument();
    expect(activity.getAllByText('Luis Herrera')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Registrar revisión de calidad' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar etapa' })).not.toBeInTheDocument();
  });

  it('offers no action to someone whose role does not act on the stage', async () => {
    open({ sampleStage: 4 }, { user: USERS.seller });
    await screen.findByRole('navigation', { name: 'Etapas de la muestra' });
    expect(screen.queryByRole('button', { name: 'Registrar revisión de calidad' })).not.toBeInTheDocument();
  });

  it('shows "Cargado" with the uploader, the capture date and the download above stage 2', async () => {
    open({ sampleStage: 3 }, { render: { body: RENDER }, user: USERS.seller });
    const render = within(await screen.findByRole('region', { name: 'RENDER' }));
    expect(render.getByText('Cargado')).toBeInTheDocument();
    expect(await render.findByText('Luis Herrera')).toBeInTheDocument();
    expect(term(render, 'Fecha de captura')).toHaveTextContent(/20 de noviembre de 2026/);
    const link = render.getByRole('link', { name: /render final\.pdf/ });
    expect(link).toHaveAttribute('href', '/api/files/bbbb.pdf?download=true');
    expect(link).toHaveTextContent('(49 KB)');
    expect(render.queryByRole('button', { name: /Arrastra/ })).not.toBeInTheDocument();
  });

  it('works the same under /clients/{id}', async () => {
    open({}, { url: '/clients/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes planta norte' })).toBeInTheDocument();
  });

  it("a failed read of the sample shows the kit's block; 'Reintentar' reads it again", async () => {
    let status = 503;
    open({}, { readSample: () => answer(status, status === 200 ? SAMPLE : { message: 'caído' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la muestra');
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniformes planta norte' })).toBeInTheDocument();
  });

  it("a failed read of the activity shows the kit's block in its card; 'Reintentar' reads it again", async () => {
    let status = 503;
    open({}, { readEvents: () => answer(status, status === 200 ? EVENTS : { message: 'caído' }) });
    const activity = within(await screen.findByRole('region', { name: 'Actividad' }));
    expect(await activity.findByRole('alert')).toHaveTextContent('No se pudo cargar la actividad.');
    status = 200;
    await userEvent.click(activity.getByRole('button', { name: 'Reintentar' }));
    expect(await activity.findByText('@calidad revisa el hilo')).toBeInTheDocument();
    expect(activity.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['/samples/99', '/samples/abc'])('%s says the sample does not exist', async (url) => {
    server.use(http.get('/api/business/samples/99', () => answer(404, { message: 'La muestra no existe.' })));
    renderRemote(remote, { url });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta muestra');
  });

  describe('rounds', () => {
    const ROUNDS: Round[] = [
      {
        round: 1,
        current: false,
        openedAt: '2026-11-11T10:00:00.000Z',
        closedAt: '2026-11-15T10:00:00.000Z',
        design: {
          clothingId: 1,
          clothingTitle: 'Playera',
          sampleOn: 'Prenda',
          clothingColor: '#1E3A8A',
          sampleCanvas: '',
          canvasColor: '#FFFFFF',
          notes: '',
          logos: [{ id: 11, viewId: 1, name: 'Logo pecho v1', technique: 'Bordado', heightCm: 5, widthCm: 10, xCm: 20, yCm: 10, rotateDegrees: 0, filename: 'aaaa.svg', originalFilename: 'logo.svg', threads: [] }],
          texts: [],
        },
        renders: [
          { filename: 'r1.pdf', originalFilename: 'render v1.pdf', filesize: 2048, createdAt: '2026-11-12T10:00:00.000Z' },
          { filename: 'r2.pdf', originalFilename: 'render v2.pdf', filesize: 2048, createdAt: '2026-11-13T10:00:00.000Z' },
        ],
        checklists: [
          {
            id: 4,
            passed: false,
            failure: { reason: 'size', text: 'Mide 2 cm de más.' },
            items: [{ kind: 'logo', id: 11, name: 'Logo pecho v1', results: { placement: true, size: false, threads: true, technique: true } }],
          },
        ],
        answers: [],
        photos: [
          { id: 7, round: 1, purpose: 'quality', viewId: null, filename: 'p1.png', originalFilename: 'foto.png', filesize: 100, createdAt: '2026-11-14T10:00:00.000Z', author: USERS.quality },
        ],
      },
      { round: 2, current: true, openedAt: '2026-11-15T10:00:00.000Z', closedAt: null, design: null, renders: [], checklists: [], answers: [], photos: [] },
    ];

    it("shows one tab per round; round 1's design, renders, failed review and photos stay readable", async () => {
      open({ sampleStage: 1 }, { rounds: ROUNDS });
      const card = within(await screen.findByRole('region', { name: 'Rondas' }));
      expect(card.getByRole('tab', { name: 'Ronda 2 (actual)' })).toHaveAttribute('aria-selected', 'true');
      expect(card.getByText('Todavía no hay nada registrado en esta ronda.')).toBeInTheDocument();
      await userEvent.click(card.getByRole('tab', { name: 'Ronda 1' }));
      const panel = within(card.getByRole('tabpanel'));
      expect(panel.getByText('Logo pecho v1')).toBeInTheDocument();
      expect(panel.getByText('Reprobada (Tamaño): Mide 2 cm de más.')).toBeInTheDocument();
      expect(panel.getByText('Logo pecho v1: Tamaño')).toBeInTheDocument();
      expect(panel.getAllByRole('link', { name: /render v\d\.pdf/ }).map((a) => a.textContent)).toEqual(['render v2.pdf (2 KB)', 'render v1.pdf (2 KB)']);
      expect(panel.queryByText('Vigente')).not.toBeInTheDocument();
      expect(panel.getByRole('img', { name: 'Revisión de calidad' })).toHaveAttribute('src', '/api/files/p1.png');
    });

    it('shows no rounds card while the only round has nothing yet', async () => {
      open({ sampleStage: 1 }, { rounds: [ROUNDS[1]!] });
      await screen.findByRole('navigation', { name: 'Etapas de la muestra' });
      expect(screen.queryByRole('region', { name: /Rondas|Evidencias/ })).not.toBeInTheDocument();
    });
  });

  it('offers the designer "Reemplazar render" at stage 3, and nobody else', async () => {
    open({ sampleStage: 3 }, { render: { body: RENDER } });
    const render = within(await screen.findByRole('region', { name: 'RENDER' }));
    expect(await render.findByRole('heading', { name: 'Reemplazar render' })).toBeInTheDocument();
    expect(render.getByText('La versión actual queda en el historial de la ronda.')).toBeInTheDocument();
  });

  it.each([
    ['a seller at stage 3', 3, USERS.seller],
    ['a designer at stage 4', 4, USERS.designer],
  ] as const)('offers no replacement to %s', async (_who, stage, user) => {
    open({ sampleStage: stage }, { render: { body: RENDER }, user });
    const render = within(await screen.findByRole('region', { name: 'RENDER' }));
    expect(await render.findByText('render final.pdf', { exact: false })).toBeInTheDocument();
    expect(render.queryByRole('heading', { name: 'Reemplazar render' })).not.toBeInTheDocument();
  });

  describe('comments', () => {
    const commentEvent = (id: number, author: (typeof USERS)[keyof typeof USERS], minutesAgo: number, body: string) => {
      const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
      return { id, sampleId: 5, kind: 'comment_added', at, actor: author, comment: { id: id * 10, sampleId: 5, round: 1, author, body, createdAt: at, editedAt: null, deleted: false } };
    };
    const events = { items: [commentEvent(1, USERS.designer, 1, 'Mío y reciente'), commentEvent(2, USERS.designer, 30, 'Mío y viejo'), commentEvent(3, USERS.quality, 1, 'De Andrea')], next: null };

    it('offers Editar and Eliminar only on my own comments of the last 10 minutes', async () => {
      open({ sampleStage: 3 }, { events });
      const activity = within(await screen.findByRole('region', { name: 'Actividad' }));
      await activity.findByText('Mío y reciente');
      expect(activity.getAllByRole('button', { name: 'Editar comentario' })).toHaveLength(1);
      expect(activity.getAllByRole('button', { name: 'Eliminar comentario' })).toHaveLength(1);
    });

    it('edits a comment (PATCH with the new text) and deletes one (DELETE)', async () => {
      const sent = recordRequests();
      server.use(
        http.patch('/api/business/samples/5/comments/10', async ({ request }) => answer(200, { ...events.items[0]!.comment, body: ((await request.json()) as { body: string }).body, editedAt: new Date().toISOString() })),
        http.delete('/api/business/samples/5/comments/10', () => answer(204)),
      );
      open({ sampleStage: 3 }, { events });
      const activity = within(await screen.findByRole('region', { name: 'Actividad' }));
      await userEvent.click(await activity.findByRole('button', { name: 'Editar comentario' }));
      const box = activity.getByRole('textbox', { name: 'Editar comentario' });
      await userEvent.clear(box);
      await userEvent.type(box, 'Corregido');
      await userEvent.click(activity.getByRole('button', { name: 'Guardar' }));
      await userEvent.click(await activity.findByRole('button', { name: 'Eliminar comentario' }));
      const writes = () => sent.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);
      await waitFor(() =>
        expect(writes()).toEqual([
          ['PATCH', '/api/business/samples/5/comments/10', { body: 'Corregido' }],
          ['DELETE', '/api/business/samples/5/comments/10', undefined],
        ]),
      );
    });
  });
});
