import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, demoUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';

const URL = '/api/business/settings/fiscal';
const CSD_URL = '/api/business/settings/fiscal/csd';
const stored = {
  configured: true,
  rfc: 'BOR990101AB1',
  legalName: 'BORDADOS MUESTRARIO',
  taxRegime: '601',
  placeOfIssue: '91700',
  series: { invoice: 'F', credit_note: 'NC', down_payment_invoice: 'FA', payment: 'P' },
  updatedAt: '2026-11-20T10:00:00.000Z',
  csd: null,
  pac: { provider: 'sandbox', testStamps: true },
};
const csd = {
  certificateNumber: '30001000000500003416',
  rfc: 'BOR990101AB1',
  legalName: 'BORDADOS MUESTRARIO',
  validFrom: '2026-11-20T00:00:00.000Z',
  validTo: '2030-11-20T18:00:00.000Z',
  keyLoaded: true,
  uploadedAt: '2026-11-27T10:00:00.000Z',
};

const open = () => renderRemote(remote, { url: '/admin/ajustes/datos-fiscales', mountPath: '/admin/*' });

describe('Datos fiscales', () => {
  it('shows the company’s data and saves it normalised', async () => {
    const api = serveApi({
      'GET /api/auth/details': { body: adminUser },
      [`GET ${URL}`]: { body: stored },
      [`PUT ${URL}`]: (request) => ({ body: { ...stored, ...(request.body as object) } }),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos fiscales' })).toBeInTheDocument();
    const rfc = await screen.findByRole('textbox', { name: 'RFC' });
    expect(rfc).toHaveValue('BOR990101AB1');
    expect(screen.getByRole('combobox', { name: 'Régimen fiscal' })).toHaveValue('601');
    expect(screen.getByRole('textbox', { name: 'Serie: Factura' })).toHaveAccessibleDescription('Primer folio: F00001');
    const payment = screen.getByRole('textbox', { name: 'Serie: Pago (complemento de pago)' });
    await userEvent.clear(payment);
    await userEvent.type(payment, 'cp');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(await screen.findByText('Datos fiscales guardados.')).toBeInTheDocument();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ rfc: 'BOR990101AB1', legalName: 'BORDADOS MUESTRARIO', taxRegime: '601', placeOfIssue: '91700', series: { ...stored.series, payment: 'CP' } });
  });

  it('marks each wrong field in Spanish beside it and sends nothing', async () => {
    const api = serveApi({ 'GET /api/auth/details': { body: adminUser }, [`GET ${URL}`]: { body: stored } });
    open();
    const rfc = await screen.findByRole('textbox', { name: 'RFC' });
    await userEvent.clear(rfc);
    await userEvent.type(rfc, 'BOR99');
    const cp = screen.getByRole('textbox', { name: 'Lugar de expedición (código postal)' });
    await userEvent.clear(cp);
    await userEvent.type(cp, '917');
    const credit = screen.getByRole('textbox', { name: 'Serie: Nota de crédito' });
    await userEvent.clear(credit);
    await userEvent.type(credit, 'F');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    expect(rfc).toHaveAccessibleDescription(/12 caracteres \(persona moral\)/);
    expect(cp).toHaveAccessibleDescription(/5 dígitos/);
    expect(credit).toHaveAccessibleDescription(/propia serie/);
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3);
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('asks for the CSD’s two files and password, uploads them, and shows the certificate’s number and validity', async () => {
    let current: Omit<typeof stored, 'csd'> & { csd: typeof csd | null } = { ...stored };
    const api = serveApi({
      'GET /api/auth/details': { body: adminUser },
      [`GET ${URL}`]: () => ({ body: current }),
      [`POST ${CSD_URL}`]: () => {
        current = { ...stored, csd };
        return { status: 201, body: current };
      },
    });
    open();
    expect(await screen.findByText(/No hay CSD cargado/)).toBeInTheDocument();
    expect(screen.getByText(/PAC de pruebas integrado \(sin validez fiscal\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar CSD' }));
    expect(screen.getByLabelText('Certificado (.cer)')).toHaveAccessibleDescription('Elige el certificado (archivo .cer).');
    expect(screen.getByLabelText('Contraseña de la llave privada')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await userEvent.upload(screen.getByLabelText('Certificado (.cer)'), new File([new Uint8Array([0x30, 0x82])], 'csd.cer'));
    await userEvent.upload(screen.getByLabelText('Llave privada (.key)'), new File([new Uint8Array([0x30, 0x82])], 'csd.key'));
    await userEvent.type(screen.getByLabelText('Contraseña de la llave privada'), '12345678a');
    await userEvent.click(screen.getByRole('button', { name: 'Cargar CSD' }));
    expect(await screen.findByText('CSD cargado.')).toBeInTheDocument();
    const details = within(screen.getByRole('heading', { name: 'Certificado de sello digital (CSD)' }).closest('div')!.parentElement!);
    expect(details.getByText('30001000000500003416')).toBeInTheDocument();
    expect(details.getByText('20 de noviembre de 2030')).toBeInTheDocument();
    expect(details.getByText('Guardada cifrada')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña de la llave privada')).toHaveValue('');
    expect(api.requests.filter((r) => r.method === 'POST' && r.path === CSD_URL)).toHaveLength(1);
  });

  it('shows the server’s refusal of a CSD in an alert', async () => {
    serveApi({
      'GET /api/auth/details': { body: adminUser },
      [`GET ${URL}`]: { body: stored },
      [`POST ${CSD_URL}`]: { status: 400, body: { message: 'La contraseña de la llave privada no es correcta.' } },
    });
    open();
    await userEvent.upload(await screen.findByLabelText('Certificado (.cer)'), new File(['x'], 'csd.cer'));
    await userEvent.upload(screen.getByLabelText('Llave privada (.key)'), new File(['x'], 'csd.key'));
    await userEvent.type(screen.getByLabelText('Contraseña de la llave privada'), 'mala');
    await userEvent.click(screen.getByRole('button', { name: 'Cargar CSD' }));
    expect(await screen.findByText('La contraseña de la llave privada no es correcta.')).toBeInTheDocument();
  });

  it('tells a seller that only an admin may see them, and asks nothing of the server', async () => {
    const api = serveApi({ 'GET /api/auth/details': { body: demoUser } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo un administrador puede ver y cambiar los datos fiscales de la empresa y su CSD.');
    expect(api.requests.some((r) => r.path === URL)).toBe(false);
  });
});
