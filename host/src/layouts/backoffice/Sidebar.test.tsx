import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { NavGroup } from '@muestrario/shared/domain';
import { demoUser } from '../../test/fake-fetch';
import { Sidebar, type SidebarProps } from './Sidebar';

const navigation: NavGroup[] = [
  {
    name: 'Ventas - Clientes',
    menus: [
      { name: 'Cotizaciones', to: '/admin/ventas/cotizaciones' },
      { name: 'Ordenes de venta', to: '/admin/ventas/pedidos' },
    ],
  },
  {
    name: 'Compras - Proveedores',
    menus: [{ name: 'Pedidos', to: '/admin/compras/pedidos' }],
  },
];

function renderSidebar(path: string, props: Partial<SidebarProps> = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar navigation={navigation} navigationStatus="fulfilled" user={demoUser} onSignOut={() => {}} {...props} />
    </MemoryRouter>,
  );
}

describe('Back-office sidebar', () => {
  it('opens the group of the current page and marks its link as current', () => {
    renderSidebar('/admin/ventas/cotizaciones/1');
    expect(screen.getByRole('button', { name: 'Ventas - Clientes' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Cotizaciones' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ordenes de venta' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Compras - Proveedores' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Pedidos' })).not.toBeInTheDocument();
  });

  it('collapses and expands a group', async () => {
    renderSidebar('/admin');
    const compras = screen.getByRole('button', { name: 'Compras - Proveedores' });
    await userEvent.click(compras);
    expect(compras).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Pedidos' })).toHaveAttribute('href', '/admin/compras/pedidos');
    await userEvent.click(compras);
    expect(compras).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Pedidos' })).not.toBeInTheDocument();
  });

  it("links the logo to '/', the dashboard as 'Panel', and shows the signed-in user's first name by 'Mi perfil'", () => {
    renderSidebar('/admin');
    expect(screen.getByRole('link', { name: 'Muestrario' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    const footer = screen.getByText('Mi perfil').parentElement as HTMLElement;
    expect(within(footer).getByText('Daniela')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('shows a skeleton while the navigation loads', () => {
    renderSidebar('/admin', { navigation: undefined, navigationStatus: 'pending' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando menú');
  });
});
