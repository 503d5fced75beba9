import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentClothing, Logo, SampleDetail } from '@muestrario/shared/contract';
import { localIsoDate, tomorrowLocal } from '@muestrario/shared/rules';
import remote from '../../routes';
import { answer, http, recordRequests, renderRemote, server, stageOneSample, escudoLogo } from '@muestrario/shared/testing';

/*
 * Issue 16 in the editor, through the page with the network faked by MSW: typed sizes checked against
 * the view's limits, text saved on a debounce, the unload warning, the page title, Lienzo and the
 * garment-change notice.
 */

const SAMPLE = stageOneSample;

/** The 2:1 'Escudo', its centre in the 'Pecho izquierdo' area. */
const LOGO: Logo = { ...escudoLogo, xpositionCm: 30, ypositionCm: 15, filesize: 412 };

const SHIRT: CurrentClothing = {
  id: 1,
  title: 'Playera',
  positions: [{ id: 5, title: 'Frente', image: 'f.svg', width: 50, areas: [{ id: 1, title: 'Pecho izquierdo', areaLeft: 50, areaTop: 20, width: 20, height: 20 }] }],
};
const CAP: CurrentClothing = {
  id: 2,
  title: 'Gorra',
  positions: [{ id: 9, title: 'Frente', image: 'g.svg', width: 20, areas: [{ id: 2, title: 'Frente gorra', areaLeft: 25, areaTop: 25, width: 50, height: 40 }] }],
};

function setup(sample: Partial<SampleDetail> = {}) {
  let garment = SHIRT;
  let logos = [LOGO];
  server.use(
    http.get('/api/business/samples/42', () => answer(200, { ...SAMPLE, ...sample })),
    http.get('/api/business/samples/42/current-clothing', () => answer(200, garment)),
    http.get('/api/business/samples/42/logos', () => answer(200, logos)),
    http.get('/api/business/samples/42/texts', () => answer(200, [])),
    http.get('/api/business/pantones', () => answer(200, [])),
    http.get('/api/business/sample-clothing', () => answer(200, [{ id: 1, title: 'Playera', image: 'p.svg' }, { id: 2, title: 'Gorra', image: 'g.svg' }])),
    http.patch('/api/business/samples/42/logos/7', async ({ request }) => answer(200, { ...LOGO, ...((await request.json()) as object) })),
    http.post('/api/business/samples/42/select-clothing/2', () => {
      // The server re-places the logo into the cap's front area (the shared rule): 10 × 5 cm, centred.
      garment = CAP;
      logos = [{ ...LOGO, viewId: 9, widthCm: 10, heightCm: 5, xpositionCm: 10, ypositionCm: 9, viewWidth: 20 }];
      return answer(200, CAP);
    }),
  );
  const sent = recordRequests();
  renderRemote(remote, { url: '/samples/42/design', mountPath: '/samples/:id/design/*' });
  return sent;
}

const patches = (sent: ReturnType<typeof recordRequests>) => sent.filter((r) => r.method === 'PATCH').map((r) => r.body);

describe('editor rules (issue 16)', () => {
  it("'Alto en cm' 500 and 0 are refused with the allowed range; the field shows the value applied and nothing is sent", async () => {
    const sent = setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
    // The logo's panel is its own chunk (issue 34): it shows once loaded.
    await screen.findByRole('textbox', { name: 'Alto en cm' });
    for (const typed of ['500', '0']) {
      await userEvent.clear(screen.getByRole('textbox', { name: 'Alto en cm' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Alto en cm' }), `${typed}{Enter}`);
      const alert = await screen.findByRole('alert');
      // A 2:1 logo on a 50 cm view: at most 25 cm high.
      expect(alert).toHaveTextContent('El alto debe estar entre 0.1 y 25 cm. Se mantiene 10 cm.');
      const field = screen.getByRole('textbox', { name: 'Alto en cm' });
      expect(field).toHaveValue('10');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('El alto debe estar entre 0.1 y 25 cm. Se mantiene 10 cm.');
    }
    expect(patches(sent)).toEqual([]);

    // A value in range is applied and saved; the message goes.
    const field = screen.getByRole('textbox', { name: 'Alto en cm' });
    await userEvent.clear(field);
    await userEvent.type(field, '12{Enter}');
    await waitFor(() => expect(patches(sent)).toEqual([{ heightCm: 12, widthCm: 24 }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Alto en cm' })).toHaveValue('12');
    expect(screen.getByText('< 1 KB')).toBeInTheDocument();
  });

  it('a rotation beyond ±360° is refused with its range', async () => {
    const sent = setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
    const rotation = await screen.findByRole('textbox', { name: 'Rotación' });
    await userEvent.clear(rotation);
    await userEvent.type(rotation, '400{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('La rotación debe estar entre -360 y 360°. Se mantiene 0°.');
    expect(patches(sent)).toEqual([]);
  });

  it('a note is saved shortly after typing stops, without leaving the field, and the page warns before unload until then', async () => {
    const sent = setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Escudo' }));
    const notes = screen.getByLabelText('Notas Generales');
    await userEvent.type(notes, 'Bordar en hilo mate');
    expect(notes).toHaveFocus();
    const unload = () => !fireEvent(window, new Event('beforeunload', { cancelable: true }));
    expect(unload()).toBe(true);
    await waitFor(() => expect(patches(sent)).toEqual([{ logoNotes: 'Bordar en hilo mate' }]), { timeout: 3000 });
    await screen.findByText('Cambios guardados');
    expect(unload()).toBe(false);
    expect(notes).toHaveFocus();
    expect(notes).toHaveValue('Bordar en hilo mate');
  });

  it("the project panel refuses a due date today or earlier (the creation rule), saying why, and saves tomorrow", async () => {
    const sent = setup();
    await screen.findByRole('tab', { name: 'Escudo' });
    await userEvent.click(screen.getByRole('button', { name: /Información del Proyecto/ }));
    const date = await screen.findByLabelText('Fecha compromiso');
    expect(date).toHaveAttribute('min', tomorrowLocal(new Date()));
    fireEvent.change(date, { target: { value: localIsoDate(new Date()) } });
    fireEvent.blur(date);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('La fecha de entrega debe ser a partir de mañana.');
    fireEvent.change(date, { target: { value: '2000-01-01' } });
    fireEvent.blur(date);
    expect(sent.filter((r) => r.path === '/api/business/samples/42/project')).toEqual([]);
    server.use(http.patch('/api/business/samples/42/project', async ({ request }) => answer(200, { ...SAMPLE, ...((await request.json()) as object) })));
    fireEvent.change(date, { target: { value: tomorrowLocal(new Date()) } });
    fireEvent.blur(date);
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/business/samples/42/project').map((r) => r.body)).toEqual([{ dueDate: tomorrowLocal(new Date()) }]));
    expect(date).not.toHaveAttribute('aria-invalid');
  });

  it('the project name is saved shortly after typing stops; a blank name is not saved and goes back when left', async () => {
    const sent = setup();
    server.use(http.patch('/api/business/samples/42/project', async ({ request }) => answer(200, { ...SAMPLE, ...((await request.json()) as object) })));
    await screen.findByRole('tab', { name: 'Escudo' });
    await userEvent.click(screen.getByRole('button', { name: /Información del Proyecto/ }));
    const name = await screen.findByLabelText('Nombre del proyecto');
    await userEvent.clear(name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Overoles planta sur');
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/business/samples/42/project').map((r) => r.body)).toEqual([{ sampleName: 'Overoles planta sur' }]), {
      timeout: 3000,
    });
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.tab();
    expect(name).toHaveValue('Overoles planta sur');
    expect(sent.filter((r) => r.path === '/api/business/samples/42/project')).toHaveLength(1);
  });

  it("titles the page 'Diseñar · {sample} · Muestrario'", async () => {
    setup();
    await screen.findByRole('tab', { name: 'Escudo' });
    expect(document.title).toBe('Diseñar · Uniformes planta Querétaro · Muestrario');
  });

  it('on Lienzo the canvas shows the fabric in its colour with its name; the garment view is a reference on demand', async () => {
    setup({ sampleOn: 'Lienzo', sampleCanvas: 'Polar', canvasColor: '#B91C1C' });
    const canvas = await screen.findByRole('region', { name: 'Lienzo de diseño' });
    const fabric = await within(canvas).findByRole('img', { name: 'Lienzo de Polar, color #B91C1C' });
    expect(fabric).toHaveStyle({ backgroundColor: '#B91C1C' });
    expect(within(canvas).getByText('Lienzo · Polar')).toBeInTheDocument();
    expect(within(canvas).queryByRole('img', { name: /Vista Frente/ })).not.toBeInTheDocument();
    const reference = within(canvas).getByRole('button', { name: 'Prenda de referencia', pressed: false });
    await userEvent.click(reference);
    expect(within(canvas).getByRole('img', { name: 'Referencia: vista Frente' })).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-pressed', 'true');
    // The views stay available for placement.
    expect(screen.getAllByRole('button', { name: /^Frente 1 elemento/ }).length).toBeGreaterThan(0);
  });

  it('a garment change tells the seller which decoration moved, where, and how much smaller', async () => {
    setup();
    await screen.findByRole('tab', { name: 'Escudo' });
    await userEvent.click(screen.getByRole('button', { name: /Información de Prenda/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selecciona un producto' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Gorra' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seleccionar Prenda' }));
    const notice = await screen.findByRole('status', { name: 'Con la nueva prenda se reacomodó 1 decorado:' });
    expect(notice).toHaveTextContent('Escudo: pasó a Frente, zona Frente gorra (centrado); reducido a 10 × 5 cm');
    await userEvent.click(within(notice).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('status', { name: /reacomod/ })).not.toBeInTheDocument();
  });
});
