import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { NotificationList } from '@muestrario/shared/contract';
import { answer, http, server } from '@muestrario/shared/testing';
import { NotificationsBell } from './NotificationsBell';

const list: NotificationList = {
  unread: 1,
  items: [
    {
      kind: 'programRequest',
      id: 9,
      reason: 'program_request',
      read: false,
      createdAt: new Date().toISOString(),
      request: { requestId: 4, programId: 5, programName: 'Uniformes 2026', clientId: 12, clientName: 'Hotel Pacífico', contactName: 'Laura Méndez', employeeCount: 3 },
    },
  ],
};

describe("the bell's reorder requests (issue 35 item 4)", () => {
  it("names the HR contact, the client and how many employees, and opens the program's 'Portal de RH' tab", async () => {
    const read: unknown[] = [];
    server.use(
      http.get('/api/notifications', () => answer(200, list)),
      http.post('/api/notifications/read', async ({ request }) => {
        read.push(await request.json());
        return answer(200, { unread: 0 });
      }),
    );
    const router = createMemoryRouter([{ path: '*', element: <NotificationsBell className="" /> }], { initialEntries: ['/'] });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    const item = within(screen.getByRole('list', { name: 'Lista de notificaciones' })).getByRole('link');
    expect(item).toHaveTextContent('Solicitud de reorden · Uniformes 2026');
    expect(item).toHaveTextContent('Laura Méndez (RR. HH. de Hotel Pacífico) pidió una reorden para 3 empleados');
    expect(item).toHaveAttribute('href', '/admin/socios/socios-negocios/12/programas/5?pestana=portal-rh');
    await user.click(item);
    expect(router.state.location.pathname).toBe('/admin/socios/socios-negocios/12/programas/5');
    expect(router.state.location.search).toBe('?pestana=portal-rh');
    expect(read).toEqual([{ ids: [9] }]);
  });
});
