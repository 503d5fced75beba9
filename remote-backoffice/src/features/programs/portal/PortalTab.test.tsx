import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatedPortalLink, PortalLinkList, ReorderPreview, ReorderRequestView } from '@muestrario/shared/contract';
import { demoUser, designerUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../../routes';
import { serveApi } from '../../../test/api-handlers';
import { READS } from '../../../test/fixtures';
import { KIT_OPTIONS, PROGRAM, ROSTER } from '../program-fixtures';

const PORTAL_URL = '/admin/socios/socios-negocios/1/programas/5?pestana=portal-rh';
const open = () => renderRemote(remote, { url: PORTAL_URL, mountPath: '/admin/*' });
const TOKEN = 't'.repeat(43);

const request = (over: Partial<ReorderRequestView>): ReorderRequestView => ({
  id: 1,
  status: 'pendiente',
  note: '',
  createdAt: '2026-03-10T16:00:00.000Z',
  contactName: 'Laura Méndez',
  employees: [{ id: 101, name: 'Juan Pérez', employeeNumber: 'E0001', jobTitleName: 'Operador de almacén', area: 'Almacén', active: true }],
  orderId: null,
  handledByName: null,
  handledAt: null,
  ...over,
});
const REQUESTS: ReorderRequestView[] = [
  request({ id: 7, note: 'Para el lunes', employees: [...request({}).employees, { id: 102, name: 'Rosa Ibarra', employeeNumber: null, jobTitleName: 'Supervisor', area: null, active: true }] }),
  request({ id: 3, status: 'convertida', orderId: 90, handledByName: 'Daniela Ruiz', handledAt: '2026-03-09T10:00:00.000Z' }),
];
const LINKS: PortalLinkList = {
  emailAvailable: true,
  links: [
    { id: 2, contactName: 'Laura Méndez', contactEmail: 'laura@hotel.mx', state: 'vigente', createdAt: '2026-03-01T10:00:00.000Z', createdByName: 'Daniela Ruiz', expiresAt: '2026-03-31T10:00:00.000Z', revokedAt: null, lastUsedAt: '2026-03-10T16:00:00.000Z' },
    { id: 1, contactName: 'Pedro Soto', contactEmail: 'pedro@hotel.mx', state: 'revocado', createdAt: '2026-02-01T10:00:00.000Z', createdByName: 'Daniela Ruiz', expiresAt: '2026-03-01T10:00:00.000Z', revokedAt: '2026-02-10T10:00:00.000Z', lastUsedAt: null },
  ],
};
const PREVIEW: ReorderPreview = {
  programId: 5,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  employees: [],
  lines: [
    {
      sampleId: 40,
      sampleName: 'Polos operadores Logística',
      itemId: 7,
      styleCode: 'POL-001',
      garment: 'Polo piqué manga corta caballero · Azul marino',
      colours: ['Azul marino'],
      sizes: ['M', 'G'],
      quantities: [[2, 3]],
      total: 5,
      names: [],
    },
  ],
  refusals: [],
  exceptions: [],
  problems: [],
  servedEmployees: 2,
  pieces: 5,
};
const reads = (over: Record<string, unknown> = {}) => ({
  ...READS,
  'GET /api/auth/details': { body: demoUser },
  'GET /api/programs/5': { body: PROGRAM },
  'GET /api/programs/5/employees': { body: ROSTER },
  'GET /api/programs/5/kit-options': { body: KIT_OPTIONS },
  'GET /api/programs/5/reorder-requests': { body: REQUESTS },
  'GET /api/programs/5/portal-links': { body: LINKS },
  ...over,
});

describe("a program's 'Portal de RH' tab", () => {
  it('opens from the address, lists the requests pending first with their employees, and the links with their state', async () => {
    serveApi(reads());
    open();
    expect(await screen.findByRole('tab', { name: 'Portal de RH', selected: true })).toBeInTheDocument();
    const requests = within(await screen.findByRole('region', { name: /Solicitudes de reorden/ }));
    const cards = requests.getAllByRole('article');
    expect(cards[0]).toHaveTextContent(/Laura Méndez · 2 empleados/);
    expect(cards[0]).toHaveTextContent('«Para el lunes»');
    expect(within(cards[0]!).getByText('Rosa Ibarra')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Convertir en orden' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Convertida en orden');
    expect(within(cards[1]!).getByRole('link', { name: 'Ver la orden de venta' })).toHaveAttribute('href', '/admin/ventas/pedidos/90');
    const links = within(screen.getByRole('region', { name: 'Enlaces para RR. HH.' }));
    const table = within(links.getByRole('table'));
    expect(table.getAllByRole('row')[1]).toHaveTextContent(/Laura Méndez.*Vigente/);
    expect(table.getAllByRole('row')[2]).toHaveTextContent(/Pedro Soto.*Revocado.*Sin usar/);
    expect(table.getAllByRole('button', { name: /^Revocar el enlace de/ })).toHaveLength(1);
  });

  it('creates a link: checks the form, shows the address once with Copiar and Enviar por correo', async () => {
    const created: CreatedPortalLink = { ...LINKS.links[0]!, id: 3, contactName: 'Marta Gil', contactEmail: 'marta@hotel.mx', token: TOKEN };
    const api = serveApi(reads({ 'POST /api/programs/5/portal-links': { status: 201, body: created }, 'POST /api/programs/5/portal-links/3/email': { status: 204 } }));
    const user = userEvent.setup();
    open();
    const links = within(await screen.findByRole('region', { name: 'Enlaces para RR. HH.' }));
    await user.click(links.getByRole('button', { name: 'Crear enlace' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear enlace para RR. HH.' }));
    await user.click(dialog.getByRole('button', { name: 'Crear enlace' }));
    expect(dialog.getByText('Escribe el nombre del contacto de RR. HH.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Correo del contacto/ })).toHaveAttribute('aria-invalid', 'true');
    await user.type(dialog.getByRole('textbox', { name: /Nombre del contacto/ }), 'Marta Gil');
    await user.type(dialog.getByRole('textbox', { name: /Correo del contacto/ }), 'marta@hotel.mx');
    await user.click(dialog.getByRole('button', { name: 'Crear enlace' }));
    const address = await links.findByRole('textbox', { name: /Enlace para Marta Gil/ });
    expect(address).toHaveValue(`${window.location.origin}/programa/${TOKEN}`);
    expect(api.writes()[0]).toMatchObject({ path: '/api/programs/5/portal-links', body: { contactName: 'Marta Gil', contactEmail: 'marta@hotel.mx', days: 30 } });
    await user.click(links.getByRole('button', { name: 'Enviar por correo' }));
    expect(await links.findByText('Enlace enviado a marta@hotel.mx.')).toBeInTheDocument();
    expect(api.writes()[1]).toMatchObject({ path: '/api/programs/5/portal-links/3/email', body: { token: TOKEN } });
  });

  it('revokes a link after confirming', async () => {
    const api = serveApi(reads({ 'DELETE /api/programs/5/portal-links/2': { status: 204 } }));
    const user = userEvent.setup();
    open();
    // The table (wide screens) and the cards (phones) are both in the page; CSS shows one.
    const links = within(await screen.findByRole('region', { name: 'Enlaces para RR. HH.' }));
    await user.click(within(await links.findByRole('table')).getByRole('button', { name: 'Revocar el enlace de Laura Méndez' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Revocar el enlace de Laura Méndez?' }));
    expect(api.writes()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Revocar enlace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes().map((w) => `${w.method} ${w.path}`)).toEqual(['DELETE /api/programs/5/portal-links/2']);
  });

  it("turns a request into a sales order through the reorder endpoint's preview, with the request's id", async () => {
    const api = serveApi(
      reads({
        'POST /api/programs/5/reorders/preview': { body: PREVIEW },
        'POST /api/programs/5/reorders': { status: 201, body: { ...PREVIEW, orderId: 91, folio: 'S00091', requestId: 7 } },
        'GET /api/sales/orders/91': { status: 404, body: { message: 'No existe.' } },
      }),
    );
    const user = userEvent.setup();
    open();
    const requests = within(await screen.findByRole('region', { name: /Solicitudes de reorden/ }));
    await user.click(requests.getByRole('button', { name: 'Convertir en orden' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convertir la solicitud en orden de venta' }));
    expect(await dialog.findByText(/2 empleados · 5 piezas en 1 línea/)).toBeInTheDocument();
    expect(dialog.getByRole('table')).toHaveTextContent(/Azul marino\s*2\s*3\s*5/);
    expect(api.writes()[0]).toMatchObject({ path: '/api/programs/5/reorders/preview', body: { pick: { kind: 'empleados', employeeIds: [101, 102] } } });
    await user.click(dialog.getByRole('button', { name: 'Crear orden de venta' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]).toMatchObject({ path: '/api/programs/5/reorders', body: { pick: { kind: 'empleados', employeeIds: [101, 102] }, requestId: 7, expectedPieces: 5 } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Convertir la solicitud en orden de venta' })).not.toBeInTheDocument());
  });

  it('discards a request after confirming; a role that may not reorder sees no buttons', async () => {
    const api = serveApi(reads({ 'POST /api/programs/5/reorder-requests/7/discard': { body: { ...REQUESTS[0], status: 'descartada' } } }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Descartar la solicitud?' }));
    await user.click(dialog.getByRole('button', { name: 'Descartar solicitud' }));
    await waitFor(() => expect(api.writes().map((w) => `${w.method} ${w.path}`)).toEqual(['POST /api/programs/5/reorder-requests/7/discard']));
  });

  it('shows nothing of the portal to a role without access to programs', async () => {
    serveApi(reads({ 'GET /api/auth/details': { body: designerUser } }));
    open();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convertir en orden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear enlace' })).not.toBeInTheDocument();
  });
});
