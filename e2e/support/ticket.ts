import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reads a job ticket as a person's phone would (issue 30 item 7): the PDF's pages are rendered to pictures
 * (poppler's pdftoppm) and every QR code on them is decoded. jsQR reads one code per picture and is confused
 * by a page of several, so each page is scanned in overlapping windows (a phone's camera frames one code at
 * a time too). Returns the distinct decoded texts in page order.
 */
export function qrCodesOfPdf(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'ticket-'));
  try {
    writeFileSync(path.join(dir, 'ticket.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '100', '-png', path.join(dir, 'ticket.pdf'), path.join(dir, 'page')]);
    const found: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.png')).sort()) {
      const png = PNG.sync.read(readFileSync(path.join(dir, file)));
      for (const text of scanWindows(png.data, png.width, png.height)) if (!found.includes(text)) found.push(text);
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const WINDOW = 160;
const STRIDE = 40;

/** Decodes every window of WINDOW × WINDOW pixels, STRIDE apart, of an RGBA picture. */
function scanWindows(data: Buffer, width: number, height: number): string[] {
  const texts: string[] = [];
  const window = new Uint8ClampedArray(WINDOW * WINDOW * 4);
  for (let y0 = 0; y0 < height; y0 += STRIDE) {
    for (let x0 = 0; x0 < width; x0 += STRIDE) {
      window.fill(255);
      for (let y = 0; y < WINDOW && y0 + y < height; y++) {
        const from = ((y0 + y) * width + x0) * 4;
        const to = from + Math.min(WINDOW, width - x0) * 4;
        window.set(data.subarray(from, to), y * WINDOW * 4);
      }
      const code = jsQR(window, WINDOW, WINDOW, { inversionAttempts: 'dontInvert' });
      if (code && !texts.includes(code.data)) texts.push(code.data);
    }
  }
  return texts;
}

/** Downloads a production order's job ticket with the person's own session and decodes its QR codes. */
export async function ticketQrCodes(request: APIRequestContext, orderId: number): Promise<string[]> {
  const response = await request.get(`/api/production/orders/${orderId}/ticket.pdf`);
  if (!response.ok()) throw new Error(`La hoja de trabajo respondió ${response.status()}`);
  return qrCodesOfPdf(await response.body());
}
