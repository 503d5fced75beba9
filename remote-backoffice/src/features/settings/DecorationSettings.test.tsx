import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, demoUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';

const URL = '/api/business/settings/decoration';
const saved = {
  overheadPercent: 40,
  priceTiers: [
    { upToStitches: 5000, price: 35 },
    { upToStitches: 20000, price: 90 },
    { upToStitches: null, price: 140 },
  ],
};
/** As GET answers: the estimates' machine's needles and speed joined (issue 30). */
const stored = { needles: 12, stitchesPerMinute: 850, machine: { id: 3, name: 'Tajima 6 cabezas' }, ...saved };

const open = () => renderRemote(remote, { url: '/admin/ajustes', mountPath: '/admin/*' });
const tiers = () => within(screen.getByRole('table', { name: 'Tarifas por puntadas' }));

describe('Ajustes de bordado', () => {
  it('shows the stored settings and saves an edited table: a new tier, a changed price', async () => {
    const api = serveApi({
      'GET /api/auth/details': { body: adminUser },
      [`GET ${URL}`]: { body: stored },
      [`PUT ${URL}`]: (request) => ({ body: { ...stored, ...(request.body as object) } }),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes de bordado' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Tiempo extra (%)')).toHaveValue('40');
    // Needles and speed are the machine's, shown with the way to change them (issue 30).
    expect(screen.getByText(/Los estimados usan la bordadora/)).toHaveTextContent('Tajima 6 cabezas: 12 agujas · 850 puntadas por minuto');
    expect(screen.getByRole('link', { name: 'Producción › Máquinas' })).toHaveAttribute('href', '/admin/produccion/maquinas');
    expect(screen.queryByLabelText('Agujas')).not.toBeInTheDocument();
    expect(tiers().getAllByRole('row')).toHaveLength(4); // header + 3
    expect(tiers().getByText('Sin límite')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar tarifa' }));
    await userEvent.type(tiers().getByRole('textbox', { name: 'Hasta cuántas puntadas, tarifa 3' }), '40000');
    await userEvent.type(tiers().getByRole('textbox', { name: 'Precio por pieza, tarifa 3' }), '115.5');
    const lastPrice = tiers().getByRole('textbox', { name: 'Precio por pieza, tarifa 4' });
    await userEvent.clear(lastPrice);
    await userEvent.type(lastPrice, '180');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ajustes de bordado guardados.')).toBeInTheDocument();
    expect(screen.getByText('Ajustes de bordado guardados.').closest('[role="status"]')).not.toBeNull();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      ...saved,
      priceTiers: [
        { upToStitches: 5000, price: 35 },
        { upToStitches: 20000, price: 90 },
        { upToStitches: 40000, price: 115.5 },
        { upToStitches: null, price: 180 },
      ],
    });
  });

  it('marks invalid fields and sends nothing; a tier can be removed', async () => {
    const api = serveApi({ 'GET /api/auth/details': { body: adminUser }, [`GET ${URL}`]: { body: stored } });
    open();
    const extra = await screen.findByLabelText('Tiempo extra (%)');
    await userEvent.clear(extra);
    await userEvent.type(extra, '301');
    const second = tiers().getByRole('textbox', { name: 'Hasta cuántas puntadas, tarifa 2' });
    await userEvent.clear(second);
    await userEvent.type(second, '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(extra).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escribe un número entero de 0 a 300.')).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('Debe ser mayor que 5,000.');
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await userEvent.click(tiers().getByRole('button', { name: 'Quitar tarifa 3' }));
    expect(tiers().getAllByRole('row')).toHaveLength(3);
    expect(tiers().getByText('Sin límite')).toBeInTheDocument();
  });

  it("shows the server's refusal in an alert", async () => {
    serveApi({
      'GET /api/auth/details': { body: adminUser },
      [`GET ${URL}`]: { body: stored },
      [`PUT ${URL}`]: { status: 400, body: { message: 'La última tarifa debe quedar sin límite de puntadas.' } },
    });
    open();
    await screen.findByLabelText('Tiempo extra (%)');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La última tarifa debe quedar sin límite de puntadas.');
  });

  it('says the factory needles and speed apply while no embroidery machine is active', async () => {
    serveApi({ 'GET /api/auth/details': { body: adminUser }, [`GET ${URL}`]: { body: { ...stored, needles: 15, stitchesPerMinute: 800, machine: null } } });
    open();
    expect(await screen.findByText(/No hay bordadora activa/)).toHaveTextContent('valores de fábrica (15 agujas · 800 puntadas por minuto)');
  });

  it('tells a seller that only an admin may change them', async () => {
    serveApi({ 'GET /api/auth/details': { body: demoUser }, [`GET ${URL}`]: { body: stored } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo un administrador puede cambiar los ajustes de bordado.');
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});
