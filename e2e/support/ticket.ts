import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reads a job ticket as a person's phone would (issue 30 item 7): the PDF's pages are rendered to pictures
 * (poppler's pdftoppm) and every QR code on them is decoded (jsQR finds one at a time: each found code is
 * painted over and the page scanned again). Returns the decoded texts in page order.
 */
export function qrCodesOfPdf(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'ticket-'));
  try {
    writeFileSync(path.join(dir, 'ticket.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '150', '-png', path.join(dir, 'ticket.pdf'), path.join(dir, 'page')]);
    const found: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.png')).sort()) {
      const png = PNG.sync.read(readFileSync(path.join(dir, file)));
      const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
      for (let guard = 0; guard < 100; guard++) {
        const code = jsQR(pixels, png.width, png.height, { inversionAttempts: 'dontInvert' });
        if (!code) break;
        found.push(code.data);
        paintWhite(pixels, png.width, png.height, code.location);
      }
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Corner = { x: number; y: number };

/** Paints the code's bounding box (and a margin) white so the next scan finds the next code. */
function paintWhite(pixels: Uint8ClampedArray, width: number, height: number, location: { topLeftCorner: Corner; topRightCorner: Corner; bottomLeftCorner: Corner; bottomRightCorner: Corner }): void {
  const corners = [location.topLeftCorner, location.topRightCorner, location.bottomLeftCorner, location.bottomRightCorner];
  const margin = 12;
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.x))) - margin);
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...corners.map((c) => c.x))) + margin);
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.y))) - margin);
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...corners.map((c) => c.y))) + margin);
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) pixels.fill(255, (y * width + x) * 4, (y * width + x) * 4 + 4);
}

/** Downloads a production order's job ticket with the person's own session and decodes its QR codes. */
export async function ticketQrCodes(request: APIRequestContext, orderId: number): Promise<string[]> {
  const response = await request.get(`/api/production/orders/${orderId}/ticket.pdf`);
  if (!response.ok()) throw new Error(`La hoja de trabajo respondió ${response.status()}`);
  return qrCodesOfPdf(await response.body());
}
