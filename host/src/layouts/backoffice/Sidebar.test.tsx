import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { NavGroup } from '@muestrario/shared/domain';
import { adminUser, demoUser, designerUser } from '@muestrario/shared/testing';
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
  {
    name: 'Recursos Humanos',
    href: '/admin/human-resources',
    menus: [{ name: 'Datos maestros', to: '/admin/inventario/socios-negocios' }],
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
    // Not even hidden: a closed group renders no links (its list is there, empty, for aria-controls).
    expect(document.querySelector('a[href="/admin/compras/pedidos"]')).toBeNull();
    const comprasList = document.getElementById(screen.getByRole('button', { name: 'Compras - Proveedores' }).getAttribute('aria-controls') ?? '');
    expect(comprasList).toBeEmptyDOMElement();
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

  it("shows 'Ajustes de bordado' to admins only", () => {
    renderSidebar('/admin/ajustes', { user: adminUser });
    expect(screen.getByRole('link', { name: 'Ajustes de bordado' })).toHaveAttribute('href', '/admin/ajustes');
    expect(screen.getByRole('link', { name: 'Ajustes de bordado' })).toHaveAttribute('aria-current', 'page');
  });

  it("hides 'Ajustes de bordado' from a seller", () => {
    renderSidebar('/admin');
    expect(screen.queryByRole('link', { name: 'Ajustes de bordado' })).not.toBeInTheDocument();
  });

  it("links 'Mi perfil' to the profile screen and marks it when it is open", () => {
    renderSidebar('/admin/perfil');
    const profile = screen.getByRole('link', { name: /Mi perfil/ });
    expect(profile).toHaveAttribute('href', '/admin/perfil');
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(profile).toHaveTextContent('Daniela');
  });

  it("gives a group's own link (Recursos Humanos) a place as the first entry of its list", async () => {
    renderSidebar('/admin');
    const group = screen.getByRole('button', { name: 'Recursos Humanos' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    const links = within(document.getElementById(group.getAttribute('aria-controls') ?? '') as HTMLElement).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Vista general de Recursos Humanos', '/admin/human-resources'],
      ['Datos maestros', '/admin/inventario/socios-negocios'],
    ]);
  });

  it('opens the group whose own page is showing', () => {
    renderSidebar('/admin/human-resources');
    expect(screen.getByRole('button', { name: 'Recursos Humanos' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Vista general de Recursos Humanos' })).toHaveAttribute('aria-current', 'page');
  });

  it("offers each menu only to whoever the permission table lets do its action (the shell knows no rule)", async () => {
    const guarded: NavGroup[] = [
      {
        name: 'Ventas - Clientes',
        menus: [
          { name: 'Cotizaciones', to: '/admin/ventas/cotizaciones' },
          { name: 'Informe de ventas', to: '/admin/ventas/informes', action: 'report.sales' },
        ],
      },
      { name: 'Recursos Humanos', menus: [{ name: 'Datos maestros', to: '/admin/recursos-humanos/usuarios', action: 'user.list' }] },
    ];
    const names = async (user: SidebarProps['user']) => {
      const { unmount } = renderSidebar('/admin', { navigation: guarded, user });
      for (const group of ['Ventas - Clientes', 'Recursos Humanos']) await userEvent.click(screen.getByRole('button', { name: group }));
      const found = within(screen.getByRole('navigation', { name: 'Back-office' }))
        .getAllByRole('link')
        .map((l) => l.textContent);
      unmount();
      return found;
    };
    expect(await names(adminUser)).toEqual(expect.arrayContaining(['Informe de ventas', 'Datos maestros', 'Ajustes de bordado']));
    const seller = await names(demoUser);
    expect(seller).toContain('Informe de ventas');
    expect(seller).not.toContain('Datos maestros');
    const designer = await names(designerUser);
    expect(designer).toContain('Cotizaciones');
    expect(designer).not.toContain('Informe de ventas');
    expect(designer).not.toContain('Datos maestros');
    expect(designer).not.toContain('Ajustes de bordado');
  });

  it("leads back to the main layout with 'Volver a Muestras'", () => {
    renderSidebar('/admin');
    expect(screen.getByRole('link', { name: 'Volver a Muestras' })).toHaveAttribute('href', '/');
  });

  it('shows a skeleton while the navigation loads', () => {
    renderSidebar('/admin', { navigation: undefined, navigationStatus: 'pending' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando menú');
  });
});
