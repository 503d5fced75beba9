import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { buildTicketPdf, loadTicketViews } from '../../src/modules/production-orders/ticket/draw-ticket';
import { formatMinutes, operationUrl, ticketFileName, ticketQrUrls } from '../../src/modules/production-orders/ticket/ticket-text';
import { VIEW_FRAME_COLOUR } from '../../src/modules/documents/draw-view';
import { createTestApp, type TestApp } from '../helpers/app';
import { pdfText, THREE_VIEW_SAMPLE } from '../documents/three-view-sample';
import { strokedRects } from '../documents/pdf-geometry';
import { fixtureDetail } from './ticket-fixture';

/** Pages of a PDF as poppler's pdfinfo reads them. */
const pdfInfo = (pdf: Buffer) => execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');

/** Text without line layout (a name cut over two table cells would not match). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the job ticket PDF (issue 30 item 7)', () => {
  let t: TestApp;
  let sampleId: number;
  let pdf: Buffer;
  let text: string;
  const detail = () => fixtureDetail(sampleId, THREE_VIEW_SAMPLE);
  const ORIGIN = 'https://muestrario.example.mx';

  beforeAll(async () => {
    t = await createTestApp('sqlite', { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
    sampleId = (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', THREE_VIEW_SAMPLE).executeTakeFirstOrThrow()).id;
    pdf = await buildTicketPdf(detail(), await loadTicketViews(t.app, sampleId), { origin: ORIGIN });
    text = pdfText(pdf);
    if (process.env.TICKET_PNG_DIR) {
      fs.mkdirSync(process.env.TICKET_PNG_DIR, { recursive: true });
      const file = path.join(process.env.TICKET_PNG_DIR, 'ticket.pdf');
      fs.writeFileSync(file, pdf);
      execFileSync('pdftoppm', ['-r', '60', '-png', file, path.join(process.env.TICKET_PNG_DIR, 'page')]);
    }
  }, 60_000);
  afterAll(() => t.close());

  it('is Letter (612 × 792 pt) unless A4 is asked', async () => {
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+612 x 792 pts/);
    const a4 = await buildTicketPdf(detail(), { views: [], artFor: () => ({ garmentSvg: undefined, background: '#FFFFFF', art: () => undefined }) }, { origin: ORIGIN, paper: 'A4' });
    expect(pdfInfo(a4)).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts/);
  });

  it('writes the header: folio, client, sales order and line, style, sample and round, pieces, dates', () => {
    const all = flat(text);
    expect(all).toContain('Hoja de trabajo');
    expect(all).toContain('OF-00012');
    expect(all).toContain('Petróleos del Golfo, S.A. de C.V.');
    expect(all).toContain('OV-00007 · línea 2');
    expect(all).toContain('POL-001 · Polo piqué manga corta');
    expect(all).toMatch(new RegExp(`MUESTRA .*${THREE_VIEW_SAMPLE} · .*ronda 2`));
    expect(all).toMatch(/MUESTRA PIEZAS ESTADO .*\b120\b.*Liberada/);
    // es-MX short dates: promised, planned start and end.
    expect(all).toContain('11 dic 2026');
    expect(all).toContain('1 dic 2026');
    expect(all).toContain('9 dic 2026');
  });

  it('draws the sample views (one frame per decorated view)', async () => {
    const plain = await buildTicketPdf(detail(), await loadTicketViews(t.app, sampleId), { origin: ORIGIN, compress: false });
    const frames = strokedRects(plain, [VIEW_FRAME_COLOUR], 792).filter((r) => r.colour === VIEW_FRAME_COLOUR.toUpperCase());
    expect(frames).toHaveLength(3);
    expect(flat(text)).toContain('Vistas de la muestra');
  });

  it('writes the size grid with its row, column and grand totals', () => {
    const line = text.split('\n').find((l) => /^\s*Azul marino\s/.test(l))!;
    expect(line.trim().split(/\s{2,}/)).toEqual(['Azul marino', '4', '8', '10', '8', '6', '4', '40']);
    const totals = text.split('\n').find((l) => /^\s*Total\s+9\s/.test(l))!;
    expect(totals.trim().split(/\s+/)).toEqual(['Total', '9', '21', '29', '26', '20', '15', '120']);
  });

  it('lists every material to pick with es-MX quantities', () => {
    const all = flat(text);
    expect(all).toContain('Materiales a surtir');
    expect(all).toMatch(/HIL-40-NEG Hilo poliéster 40 negro 4\.8 0\.2 5 cono/);
    expect(all).toMatch(/ENT-PEL-30 Entretela desprendible 30 g 42 5 47 m/);
  });

  it('writes every operation with machine, day and minutes, and boxes for good and rejected', () => {
    const all = flat(text);
    for (const op of detail().operations) expect(all).toContain(`${op.sequence}. ${op.label}`);
    expect(all).toContain('Máquina: Tajima 6 cabezas');
    expect(all).toContain('Máquina: Sin asignar · Día: Sin día');
    expect(all).toContain(`Minutos: ${formatMinutes(185)}`);
    expect(all.match(/BUENAS/g)).toHaveLength(6);
    expect(all.match(/RECHAZADAS/g)).toHaveLength(6);
  });

  it('writes the 120 names with size and colour over several numbered pages', () => {
    const all = flat(text);
    for (const n of detail().snapshot.names) expect(all).toContain(n.name);
    const pages = Number(/Pages:\s+(\d+)/.exec(pdfInfo(pdf))![1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(all).toContain(`Página 1 de ${pages}`);
    expect(all).toContain(`Página ${pages} de ${pages}`);
    expect(all).toContain('Lista de nombres (120)');
    expect(all).toContain('Lista de nombres (continúa)');
    const row = text.split('\n').find((l) => l.includes('José Pérez 1 '))!;
    expect(row).toMatch(/José Pérez 1\s+CH\s+Azul marino/);
  });

  it('gives each operation one QR code to its phone page on the public origin', () => {
    const urls = ticketQrUrls(detail(), `${ORIGIN}/`);
    expect(urls).toEqual([501, 502, 503, 504, 505, 506].map((id) => `${ORIGIN}/admin/produccion/operaciones/${id}`));
    expect(operationUrl('http://localhost:3000', 9)).toBe('http://localhost:3000/admin/produccion/operaciones/9');
    // One QR drawing per operation: each is a block of many filled modules; count the scan captions.
    expect(flat(text).match(/Escanea para iniciar o terminar/g)).toHaveLength(6);
  });

  it('names the file after the folio, safely', () => {
    expect(ticketFileName('OF-00012')).toBe('OF-00012-hoja-de-trabajo.pdf');
    expect(ticketFileName('OF-1/../x')).toBe('OF-1x-hoja-de-trabajo.pdf');
  });
});

