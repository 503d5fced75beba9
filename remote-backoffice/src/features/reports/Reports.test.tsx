import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import remote from '../../routes';
import { renderRemote } from '@muestrario/shared/testing';
import { serveApi } from '../../test/api-handlers';
import { READS, SALES_REPORT } from '../../test/fixtures';

const ADMIN = { id: 9, username: 'admin', firstName: 'Carmen', lastName: 'Vega', role: 'admin' };

/** The CSV text handed to the download link, read back from its Blob. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = ((blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    // Decoded by hand: Blob.text() would drop the byte-order mark the test looks for.
    const blob = blobs.get(this.href.replace(/^.*blob:/, 'blob:'))!;
    files.push({ name: this.download, text: blob.arrayBuffer().then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)) });
  });
  return files;
}

describe('manager reports', () => {
  afterEach(() => jest.restoreAllMocks());

  it("'Informe de muestras' shows each chart with its table; the CSV has a BOM, es-MX dates and quoted commas", async () => {
    serveApi(READS);
    const files = captureDownloads();
    renderRemote(remote, { url: '/admin/muestras/informes', mountPath: '/admin/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de muestras' })).toBeInTheDocument();
    expect(document.title).toBe('Informe de muestras · Muestrario');
    const stages = await screen.findByRole('table', { name: 'Muestras por etapa' });
    expect(within(stages).getByRole('rowheader', { name: 'Diseño' }).closest('tr')).toHaveTextContent('Diseño2');
    expect(within(stages).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('Total6');
    expect(screen.getByRole('img', { name: /Muestras por etapa: Diseño 2, .*Autorizada 3/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Días por etapa (mediana)' })).getByRole('rowheader', { name: 'Error' }).closest('tr')).toHaveTextContent('Error—0');
    expect(within(screen.getByRole('table', { name: 'Conversión de muestra a orden de venta' })).getByText('66.7 %')).toBeInTheDocument();
    const production = screen.getByRole('table', { name: 'Conversión de muestra a producción' });
    expect(within(production).getByRole('rowheader', { name: 'Con orden de fabricación' }).closest('tr')).toHaveTextContent('Con orden de fabricación1');
    expect(within(production).getByText('33.3 %')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Conversión a producción: 1 de 3 muestras autorizadas (33.3 %).' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Muestras atrasadas' }));
    expect(files[0]!.name).toBe('muestras-atrasadas.csv');
    expect(await files[0]!.text).toBe('\uFEFFMuestra,Cliente,Etapa,Entrega,Días de atraso\r\n"Polos, gerentes ""piso""",Hotel Costa Esmeralda,Calidad,20/11/2026,6\r\n');
  });

  it("'Informe de ventas' shows sales by month and by seller in MXN and says how dollars count", async () => {
    serveApi({ ...READS, 'GET /api/auth/details': { body: ADMIN } });
    const files = captureDownloads();
    renderRemote(remote, { url: '/admin/ventas/informes', mountPath: '/admin/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de ventas' })).toBeInTheDocument();
    const byMonth = await screen.findByRole('table', { name: 'Ventas por mes y vendedor' });
    expect(within(byMonth).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mes', 'Mariana López', 'Carlos Hernández', 'Total']);
    expect(within(byMonth).getByRole('rowheader', { name: 'noviembre de 2026' }).closest('tr')).toHaveTextContent('$2,500.50$123,456.78$125,957.28');
    expect(screen.getAllByText(/órdenes en dólares \(1 orden\) cuentan por su total en pesos/)).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Ventas por vendedor' }));
    expect(await files[0]!.text).toBe(
      '\uFEFFVendedor,Órdenes,Total (MXN)\r\nMariana López,3,"3,500.50"\r\nCarlos Hernández,1,"123,456.78"\r\n',
    );
  });

  it('a seller with no sales sees an honest empty state', async () => {
    serveApi({ ...READS, 'GET /api/reports/sales': { body: { ...SALES_REPORT, scope: 'own', sellers: [], monthTotals: [0, 0], totalCents: 0, orders: 0, usdOrders: 0 } } });
    renderRemote(remote, { url: '/admin/ventas/informes', mountPath: '/admin/*' });
    expect(await screen.findByRole('heading', { name: 'Todavía no hay ventas' })).toBeInTheDocument();
  });

  it("a designer is told the sales report is not theirs, and nothing is asked of the server", async () => {
    const api = serveApi({ ...READS, 'GET /api/auth/details': { body: { ...ADMIN, role: 'designer' } } });
    renderRemote(remote, { url: '/admin/ventas/informes', mountPath: '/admin/*' });
    expect(await screen.findByRole('heading', { name: 'Sin acceso a este informe' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/reports/sales')).toBe(false);
  });
});
