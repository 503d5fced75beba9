import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, demoUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';

const URL = '/api/business/settings/decoration';
const stored = {
  needles: 15,
  stitchesPerMinute: 800,
  overheadPercent: 40,
  priceTiers: [
    { upToStitches: 5000, price: 35 },
    { upToStitches: 20000, price: 90 },
    { upToStitches: null, price: 140 },
  ],
};

const open = () => renderRemote(remote, { url: '/admin/ajustes', mountPath: '/admin/*' });
const tiers = () => within(screen.getByRole('table', { name: 'Tarifas por puntadas' }));

describe('Ajustes de bordado', () => {
  it('shows the stored settings and saves an edited table: a new tier, a changed price', async () => {
    const api = serveApi({
      'GET /api/auth/details': { body: adminUser },
      [`GET ${URL}`]: { body: stored },
      [`PUT ${URL}`]: (request) => ({ body: request.body }),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes de bordado' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Agujas')).toHaveValue('15');
    expect(screen.getByLabelText('Puntadas por minuto')).toHaveValue('800');
    expect(screen.getByLabelText('Tiempo extra (%)')).toHaveValue('40');
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
      ...stored,
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
    const needles = await screen.findByLabelText('Agujas');
    await userEvent.clear(needles);
    await userEvent.type(needles, '31');
    const second = tiers().getByRole('textbox', { name: 'Hasta cuántas puntadas, tarifa 2' });
    await userEvent.clear(second);
    await userEvent.type(second, '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(needles).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escribe un número entero de 1 a 30.')).toBeInTheDocument();
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
    await screen.findByLabelText('Agujas');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La última tarifa debe quedar sin límite de puntadas.');
  });

  it('tells a seller that only an admin may change them', async () => {
    serveApi({ 'GET /api/auth/details': { body: demoUser }, [`GET ${URL}`]: { body: stored } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo un administrador puede cambiar los ajustes de bordado.');
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});
