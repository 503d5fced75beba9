import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, demoUser, productionUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';

const URL = '/api/business/machines';
const week = [480, 480, 480, 480, 480, 300, 0];
const tajima = { id: 1, name: 'Tajima 6 cabezas', kind: 'embroidery', heads: 6, needles: 15, stitchesPerMinute: 850, shiftMinutes: week, rateCentsPerHour: 45_000, active: true, updatedAt: '2026-11-23T15:00:00.000Z' };
const press = { id: 2, name: 'Plancha neumática', kind: 'heat_press', heads: 1, needles: null, stitchesPerMinute: null, shiftMinutes: [480, 480, 480, 480, 480, 0, 0], rateCentsPerHour: 9_000, active: false, updatedAt: '2026-11-23T15:00:00.000Z' };

const open = () => renderRemote(remote, { url: '/admin/produccion/maquinas', mountPath: '/admin/*' });
const table = () => within(screen.getByRole('table', { name: 'Máquinas de la planta' }));

describe('Producción › Máquinas', () => {
  it('lists the machines in a table for anyone, and offers no writing to a seller', async () => {
    serveApi({ 'GET /api/auth/details': { body: demoUser }, [`GET ${URL}`]: { body: [tajima, press] } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Máquinas' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Máquinas de la planta' });
    const rows = table().getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Tajima 6 cabezasBordadora');
    expect(rows[1]).toHaveTextContent('Lu–Vi 8 h · Sá 5 h · Do cerrado');
    expect(rows[1]).toHaveTextContent('45 h a la semana');
    expect(rows[1]).toHaveTextContent('Estimados de bordado');
    expect(rows[2]).toHaveTextContent('Inactiva');
    expect(screen.queryByRole('button', { name: 'Nueva máquina' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Máquinas/);
  });

  it('lets production add a machine: a press hides needles and speed; the body is what was typed', async () => {
    const api = serveApi({
      'GET /api/auth/details': { body: productionUser },
      [`GET ${URL}`]: { body: [tajima] },
      [`POST ${URL}`]: (request) => ({ status: 201, body: { id: 3, updatedAt: '', ...(request.body as object) } }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva máquina' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nueva máquina' }));
    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'Plancha neumática');
    await userEvent.selectOptions(dialog.getByLabelText(/^Tipo/), 'heat_press');
    expect(dialog.queryByLabelText(/^Agujas/)).not.toBeInTheDocument();
    const saturday = dialog.getByLabelText('Sábado');
    await userEvent.clear(saturday);
    await userEvent.type(saturday, '0');
    const rate = dialog.getByLabelText(/^Tarifa por hora/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '90.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Dar de alta' }));
    expect(await screen.findByText('Máquina Plancha neumática dada de alta.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Plancha neumática',
      kind: 'heat_press',
      heads: 1,
      needles: null,
      stitchesPerMinute: null,
      shiftMinutes: [480, 480, 480, 480, 480, 0, 0],
      rateCentsPerHour: 9_050,
      active: true,
    });
  });

  it('marks the wrong fields beside them and sends nothing; a taken name is said beside the name', async () => {
    const api = serveApi({
      'GET /api/auth/details': { body: adminUser },
      [`GET ${URL}`]: { body: [tajima, press] },
      [`PUT ${URL}/1`]: { status: 409, body: { message: 'Ya existe una máquina llamada «Plancha neumática».' } },
    });
    open();
    await screen.findByRole('table', { name: 'Máquinas de la planta' });
    await userEvent.click(table().getByRole('button', { name: 'Editar Tajima 6 cabezas' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Tajima 6 cabezas' }));
    const needles = dialog.getByLabelText(/^Agujas/);
    await userEvent.clear(needles);
    const wednesday = dialog.getByLabelText('Miércoles');
    await userEvent.clear(wednesday);
    await userEvent.type(wednesday, '1500');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(needles).toHaveAttribute('aria-invalid', 'true');
    expect(needles).toHaveAccessibleDescription(expect.stringContaining('Una bordadora necesita sus agujas'));
    expect(wednesday).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toContain('Los minutos del miércoles van de 0 a 1440 (0 = cerrado).');
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await userEvent.type(needles, '12');
    await userEvent.clear(wednesday);
    await userEvent.type(wednesday, '480');
    const name = dialog.getByLabelText(/^Nombre/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Plancha neumática');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await dialog.findByText('Ya existe una máquina llamada «Plancha neumática».')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ needles: 12, shiftMinutes: week });
  });
});
