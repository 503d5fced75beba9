import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STOCK_MESSAGES } from '@muestrario/shared/domain';
import { adminUser, demoUser, productionUser, qualityUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';
import { LOCATIONS } from './stock-fixtures';

const open = (url: string) => renderRemote(remote, { url, mountPath: '/admin/*' });

describe('Inventario › Almacenes', () => {
  it('lists the warehouses in a table for anyone, and offers no writing to a seller', async () => {
    serveApi({ ...READS, 'GET /api/auth/details': { body: demoUser } });
    open('/admin/inventario/almacenes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Almacenes' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Almacenes de la planta' }));
    const rows = table.getAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['MP', 'Materia prima', '2', 'Activo'],
      ['PT', 'Producto terminado', '0', 'Activo'],
      ['TR', 'Tránsito', '0', 'Inactivo'],
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Materia prima');
    expect(screen.queryByRole('button', { name: 'Nuevo almacén' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Almacenes/);
  });

  it('lets production add a warehouse: fields checked beside them, the body what was typed', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: productionUser },
      'POST /api/stock/warehouses': (request) => ({ status: 201, body: { id: 4, locationCount: 0, updatedAt: '', ...(request.body as object) } }),
    });
    open('/admin/inventario/almacenes');
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo almacén' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo almacén' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Dar de alta' }));
    const code = dialog.getByLabelText(/^Clave/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining([STOCK_MESSAGES.codeRequired, STOCK_MESSAGES.nameRequired]));
    expect(api.writes()).toEqual([]);
    await userEvent.type(code, 'mq');
    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'Maquila externa');
    await userEvent.selectOptions(dialog.getByLabelText(/^Tipo/), 'transit');
    await userEvent.click(dialog.getByRole('button', { name: 'Dar de alta' }));
    expect(await screen.findByText('Almacén Maquila externa dado de alta.')).toBeInTheDocument();
    expect(api.writes().map((r) => r.body)).toEqual([{ code: 'MQ', name: 'Maquila externa', kind: 'transit', active: true }]);
  });

  it('edits a warehouse, shows its locations, and says a taken code beside the code', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: adminUser },
      'PUT /api/stock/warehouses/1': { status: 409, body: { message: STOCK_MESSAGES.warehouseCodeTaken('PT') } },
    });
    open('/admin/inventario/almacenes');
    const table = within(await screen.findByRole('table', { name: 'Almacenes de la planta' }));
    await userEvent.click(table.getByRole('button', { name: 'Editar Materia prima' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Materia prima' }));
    expect(await dialog.findByText('A-01-01')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Administrar ubicaciones de Materia prima' })).toHaveAttribute('href', '/admin/inventario/ubicaciones?almacen=1');
    const code = dialog.getByLabelText(/^Clave/);
    await userEvent.clear(code);
    await userEvent.type(code, 'PT');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await dialog.findByText(STOCK_MESSAGES.warehouseCodeTaken('PT'))).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes().map((r) => r.body)).toEqual([{ code: 'PT', name: 'Materia prima', kind: 'raw_material', active: true }]);
  });
});

describe('Inventario › Ubicaciones', () => {
  it('lists locations, filters them by warehouse through the server, and adds one in the chosen warehouse', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: productionUser },
      'GET /api/stock/locations': (request) => ({ body: request.query.get('warehouseId') === '2' ? [] : LOCATIONS }),
      'POST /api/stock/locations': (request) => ({ status: 201, body: { ...LOCATIONS[0]!, id: 9, warehouseId: 2, warehouseCode: 'PT', warehouseName: 'Producto terminado', ...(request.body as object) } }),
    });
    open('/admin/inventario/ubicaciones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ubicaciones' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Ubicaciones de los almacenes' }));
    expect(table.getAllByRole('row')).toHaveLength(3);
    expect(table.getByRole('button', { name: 'Editar ubicación A-01-01 de Materia prima' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Almacén'), '2');
    expect(await screen.findByText('Aún no hay ubicaciones')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/stock/locations' && r.query.get('warehouseId') === '2')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Nueva ubicación' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nueva ubicación' }));
    expect(dialog.getByLabelText(/^Almacén/)).toHaveValue('2');
    await userEvent.type(dialog.getByLabelText(/^Clave/), 'e 01');
    await userEvent.click(dialog.getByRole('button', { name: 'Dar de alta' }));
    expect(dialog.getByLabelText(/^Clave/)).toHaveAccessibleDescription(expect.stringContaining(STOCK_MESSAGES.codeFormat));
    expect(api.writes()).toEqual([]);
    await userEvent.clear(dialog.getByLabelText(/^Clave/));
    await userEvent.type(dialog.getByLabelText(/^Clave/), 'e-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Dar de alta' }));
    expect(await screen.findByText('Ubicación E-01 dada de alta en Producto terminado.')).toBeInTheDocument();
    expect(api.writes().map((r) => r.body)).toEqual([{ warehouseId: 2, code: 'E-01', name: '', active: true }]);
  });

  it('offers no writing to quality', async () => {
    serveApi({ ...READS, 'GET /api/auth/details': { body: qualityUser } });
    open('/admin/inventario/ubicaciones');
    await screen.findByRole('table', { name: 'Ubicaciones de los almacenes' });
    expect(screen.queryByRole('button', { name: 'Nueva ubicación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
  });
});
