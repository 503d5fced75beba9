import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';

async function open(url: string, title: string) {
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
}

describe('Socios de Negocio list', () => {
  it("has the spec columns and 'Nuevo socio'; each row's Editar opens that partner", async () => {
    await open('/admin/socios/socios-negocios', 'Socios de Negocio');
    const table = screen.getByRole('table', { name: 'Socios de Negocio' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'RFC', 'Email', 'Tipo', 'Editar']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Textiles Finos de Puebla, S.A. de C.V.P00001',
      'TFP110504QW2',
      'ventas@textilesfinospuebla.com.mx',
      'Proveedor',
      'Editar Textiles Finos de Puebla, S.A. de C.V.',
    ]);
    const hrefs = rows.map((r) => within(r).getByRole('link').getAttribute('href'));
    expect(new Set(hrefs).size).toBe(10);
    expect(hrefs[2]).toBe('/admin/socios/socios-negocios/3');
    expect(screen.getByRole('link', { name: 'Nuevo socio' })).toHaveAttribute('href', '/admin/socios/socios-negocios/nuevo');
    await userEvent.click(within(rows[2]!).getByRole('link', { name: /Editar/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Textiles Finos de Puebla, S.A. de C.V.' })).toBeInTheDocument();
  });
});

describe('partner master data', () => {
  it('shows the photo block, the header fields and the General tab filled from the mock', async () => {
    await open('/admin/socios/socios-negocios/1', 'Constructora Cumbres del Norte, S.A. de C.V.');
    expect(within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getByRole('link', { name: 'Socios de Negocio' })).toHaveAttribute(
      'href',
      '/admin/socios/socios-negocios',
    );
    expect(screen.getByRole('img', { name: 'Foto del socio' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByLabelText('Cambiar foto')).toHaveAccessibleDescription('JPG, GIF o PNG. 1 MB máximo.');
    expect(screen.getByLabelText('Código')).toHaveValue('C00001');
    expect(screen.getByLabelText('Tipo')).toHaveValue('Cliente');
    expect(within(screen.getByLabelText('Tipo')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Cliente', 'Proveedor']);
    expect(screen.getByLabelText('RFC')).toHaveValue('CCN150312K27');
    expect(within(screen.getByLabelText('Grupo')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Clientes Mayoristas', 'Clientes Menoristas']);
    expect(within(screen.getByLabelText('Moneda')).getAllByRole('option').map((o) => o.textContent)).toEqual(['MXN', 'USD', 'EUR', 'CAN']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General',
      'Personas de Contacto',
      'Direcciones',
      'Condiciones de pago',
      'Ejecución de pago',
      'Finanzas',
      'Anexos',
    ]);
    const general = screen.getByRole('tabpanel', { name: 'General' });
    expect(within(general).getByLabelText('Teléfono 1')).toHaveValue('81 8342 7710');
    for (const label of ['Teléfono 2', 'Móvil', 'Correo electrónico', 'Sitio web', 'Forma de envío']) {
      expect(within(general).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(general).getByRole('radio', { name: 'Activo' })).toBeChecked();
    await userEvent.click(within(general).getByRole('radio', { name: 'Inactivo' }));
    expect(within(general).getByRole('radio', { name: 'Activo' })).not.toBeChecked();
  });

  it('the other tabs say what they will hold', async () => {
    await open('/admin/socios/socios-negocios/2', 'Maquiladora Textil del Bajío, S.A. de C.V.');
    await userEvent.click(screen.getByRole('tab', { name: 'Personas de Contacto' }));
    expect(screen.getByRole('tabpanel', { name: 'Personas de Contacto' })).toHaveTextContent(/personas de contacto del socio/);
    await userEvent.click(screen.getByRole('tab', { name: 'Anexos' }));
    expect(screen.getByRole('tabpanel', { name: 'Anexos' })).toHaveTextContent(/adjuntar documentos/);
  });

  it("'Cambiar foto' refuses other types and files over 1 MB, and previews a good one", async () => {
    await open('/admin/socios/socios-negocios/1', 'Constructora Cumbres del Norte, S.A. de C.V.');
    const input = screen.getByLabelText('Cambiar foto');
    const big = new File([new Uint8Array(1_000_001)], 'grande.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('La foto pesa más de 1 MB. Elige una más ligera.');
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(screen.getByRole('alert')).toHaveTextContent('La foto debe ser JPG, GIF o PNG.');

    URL.createObjectURL = jest.fn(() => 'blob:foto');
    URL.revokeObjectURL = jest.fn();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'ok.jpg', { type: 'image/jpeg' })] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto del socio' })).toHaveAttribute('src', 'blob:foto');
  });

  it("'Nuevo socio' opens an empty form that asks for a name and checks RFC and e-mail", async () => {
    await open('/admin/socios/socios-negocios/nuevo', 'Nuevo socio de negocio');
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByText('Sin foto')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('RFC'), 'ABC');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'sin-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Crear socio' }));
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe el nombre del socio.');
    expect(screen.getByLabelText('RFC')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Nombre'), 'Uniformes Nuevos');
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
  });

  it('an unknown partner says so, with a way back', async () => {
    await open('/admin/socios/socios-negocios/77', 'No encontramos este socio de negocio');
    expect(screen.getByRole('link', { name: 'Volver a Socios de Negocio' })).toHaveAttribute('href', '/admin/socios/socios-negocios');
  });
});
