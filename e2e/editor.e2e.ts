import type { Browser, Page } from 'playwright-core';
import { expectVisible, launchBrowser, newPage, signIn, snap, PHONE, WIDE } from './support/browser';
import { makePng } from './support/png';

/*
 * The design editor, as a seller uses it (issue 8): a stage-1 demo sample without a garment
 * ('Uniforme cocina comedor norte'), designed and sent. The last acceptance step (the review page
 * shows the logo in the placement preview) belongs with the review screen (issue 7) and is added
 * where both are merged.
 */
const SAMPLE = 'Uniforme cocina comedor norte';
const GARMENT = 'Playera cuello redondo';

interface ApiLogo {
  logoId: number;
  logoName: string;
  xpositionCm: number;
  ypositionCm: number;
  heightCm: number;
  widthCm: number;
  logoNotesOnColor: string;
  viewWidth: number;
  pantones: { id: string }[];
}
interface ApiText {
  textId: number;
  text: string;
  xCm: number;
  yCm: number;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** Waits until `check` stops throwing (saves are asynchronous). */
async function eventually(check: () => Promise<void>, timeout = 10000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: esperaba ${JSON.stringify(expected)}, llegó ${JSON.stringify(actual)}`);
}

/** Drags an element by (dx, dy) px with the mouse, in small steps, and runs `during` before releasing. */
async function drag(page: Page, name: string, dx: number, dy: number, during?: () => Promise<void>) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`${name} no está en pantalla`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 8 });
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await during?.();
  await page.mouse.up();
}

describe('design editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('chooses a garment, uploads and places a logo, sets threads and notes, adds a text, undoes and redoes, survives a reload and sends', async () => {
    const { context, page } = await newPage(browser, WIDE);
    await signIn(page);
    const samples = await api<{ sampleId: number; sampleName: string; sampleStage: number }[]>(page, '/dashboard/samples');
    const sampleId = samples.find((s) => s.sampleName === SAMPLE)!.sampleId;
    await page.goto(`/samples/${sampleId}/design`);

    // No garment yet: the chooser opens by itself.
    const chooser = page.getByRole('dialog', { name: 'Selecciona un producto' });
    await expectVisible(chooser);
    await expectVisible(page.getByText('Elige una prenda para iniciar'));
    await chooser.getByRole('button', { name: GARMENT }).click();
    await chooser.getByRole('button', { name: 'Seleccionar Prenda' }).click();
    await chooser.waitFor({ state: 'hidden' });
    await expectVisible(page.getByRole('heading', { name: 'Información de Prenda' }));
    await expectVisible(page.getByRole('button', { name: 'Frente 0 elementos', pressed: true }).first());

    // Upload a PNG (200 × 100 px) with the file picker.
    await page.getByRole('button', { name: 'Volver al menú' }).click();
    await page.getByRole('button', { name: /Sube un archivo/ }).click();
    await expectVisible(page.getByRole('heading', { name: 'Sube un archivo' }));
    await expectVisible(page.getByText('PNG, JPG, SVG (Max. 5MB)'));
    const chooserEvent = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Logo Selecciona un archivo/ }).click();
    await (await chooserEvent).setFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: makePng(200, 100) });
    await expectVisible(page.getByRole('heading', { name: 'Editar Logo' }));
    await expectVisible(page.getByRole('button', { name: 'Logo 1', exact: true }));
    await expectVisible(page.getByRole('tab', { name: 'Logo 1', selected: true }));
    let [logo] = await api<ApiLogo[]>(page, `/business/samples/${sampleId}/logos`);
    expectEqual([logo!.heightCm, logo!.widthCm, logo!.xpositionCm, logo!.ypositionCm], [10, 20, 53.5, 53.5], 'logo nuevo al centro, 10 cm de alto');

    // Drag it with the mouse: the print zones show while dragging.
    await drag(page, 'Logo 1', -40, -90, async () => {
      await expectVisible(page.getByTestId('print-areas'));
      await expectVisible(page.getByRole('img', { name: /^Zona Centro/ }).first());
      await expectVisible(page.getByText(/^Zona: |Fuera de las zonas/));
    });
    await page.getByTestId('print-areas').waitFor({ state: 'detached' });
    await eventually(async () => {
      [logo] = await api<ApiLogo[]>(page, `/business/samples/${sampleId}/logos`);
      if (!(logo!.xpositionCm < 53 && logo!.ypositionCm < 45)) throw new Error(`posición ${logo!.xpositionCm}, ${logo!.ypositionCm}`);
    });
    const moved = { x: logo!.xpositionCm, y: logo!.ypositionCm };

    // 'Alto en cm' 12: the width follows the picture's ratio (2:1).
    const height = page.getByLabel('Alto en cm');
    await height.fill('12');
    await height.press('Tab');
    await expectVisible(page.getByLabel('Ancho en cm').getByText('24.00'));

    // Two threads found by searching.
    const search = page.getByRole('combobox', { name: 'Buscar color de hilo' });
    for (const term of ['Oro', 'Plata']) {
      await search.fill(term);
      await page.getByRole('option', { name: new RegExp(`^${term} · `) }).click();
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    }
    const chosen = page.getByRole('list', { name: 'Colores elegidos' });
    await expectVisible(chosen.getByText('Oro', { exact: true }));
    await expectVisible(chosen.getByText('Plata', { exact: true }));

    // Notes saved when the field loses focus.
    await page.getByLabel('Notas del color').fill('Hilo metálico en el contorno');
    await page.getByLabel('Notas del color').press('Tab');
    await eventually(async () => {
      [logo] = await api<ApiLogo[]>(page, `/business/samples/${sampleId}/logos`);
      expectEqual(
        [logo!.heightCm, logo!.widthCm, logo!.pantones.map((p) => p.id), logo!.logoNotesOnColor],
        [12, 24, ['Oro', 'Plata'], 'Hilo metálico en el contorno'],
        'alto, hilos y notas guardados',
      );
    });

    // A text.
    await page.getByRole('button', { name: 'Volver al menú' }).click();
    await page.getByRole('button', { name: /Agrega Texto/ }).click();
    const add = page.getByRole('button', { name: 'Agregar texto' });
    if (!(await add.isDisabled())) throw new Error('«Agregar texto» debe estar desactivado sin texto');
    await page.getByLabel('Texto', { exact: true }).fill('COCINA NORTE');
    await add.click();
    await expectVisible(page.getByRole('heading', { name: 'Editar Texto' }));
    await expectVisible(page.getByRole('button', { name: 'Texto «COCINA NORTE»' }));
    await expectVisible(page.getByRole('button', { name: 'Frente 2 elementos' }).first());

    // Move the text, undo, redo: each persisted.
    let [text] = await api<ApiText[]>(page, `/business/samples/${sampleId}/texts`);
    const start = { x: text!.xCm, y: text!.yCm };
    await drag(page, 'Texto «COCINA NORTE»', 0, 120);
    await eventually(async () => {
      [text] = await api<ApiText[]>(page, `/business/samples/${sampleId}/texts`);
      if (!(text!.yCm > start.y + 5)) throw new Error(`texto en ${text!.yCm}`);
    });
    const after = { x: text!.xCm, y: text!.yCm };
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await eventually(async () => {
      [text] = await api<ApiText[]>(page, `/business/samples/${sampleId}/texts`);
      expectEqual({ x: text!.xCm, y: text!.yCm }, start, 'deshacer devuelve el texto');
    });
    await page.getByRole('button', { name: 'Rehacer' }).click();
    await eventually(async () => {
      [text] = await api<ApiText[]>(page, `/business/samples/${sampleId}/texts`);
      expectEqual({ x: text!.xCm, y: text!.yCm }, after, 'rehacer lo vuelve a mover');
    });
    await expectVisible(page.getByText('Cambios guardados'));

    // Reload: everything is where it was.
    const logoBox = await page.getByRole('button', { name: 'Logo 1', exact: true }).boundingBox();
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Texto «COCINA NORTE»' }));
    const reloadedBox = await page.getByRole('button', { name: 'Logo 1', exact: true }).boundingBox();
    if (!logoBox || !reloadedBox || Math.abs(logoBox.x - reloadedBox.x) > 1.5 || Math.abs(logoBox.y - reloadedBox.y) > 1.5 || Math.abs(logoBox.width - reloadedBox.width) > 1.5) {
      throw new Error(`el logo cambió de lugar al recargar: ${JSON.stringify(logoBox)} → ${JSON.stringify(reloadedBox)}`);
    }
    [logo] = await api<ApiLogo[]>(page, `/business/samples/${sampleId}/logos`);
    expectEqual({ x: logo!.xpositionCm, y: logo!.ypositionCm }, moved, 'posición del logo tras recargar');
    await page.getByRole('tab', { name: 'Logo 1' }).click();
    await expectVisible(page.getByRole('list', { name: 'Colores elegidos' }).getByText('Plata', { exact: true }));
    if ((await page.getByLabel('Notas del color').inputValue()) !== 'Hilo metálico en el contorno') throw new Error('las notas no volvieron');
    if ((await page.getByLabel('Alto en cm').inputValue()) !== '12') throw new Error('el alto no volvió');

    // Screenshots: wide screen and tablet, with a second logo for a fuller picture.
    await page.getByRole('button', { name: 'Volver al menú' }).click();
    await page.getByRole('button', { name: /Sube un archivo/ }).click();
    const second = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Logo Selecciona un archivo/ }).click();
    await (await second).setFiles({ name: 'marca.png', mimeType: 'image/png', buffer: makePng(120, 120, [30, 64, 175]) });
    await expectVisible(page.getByRole('button', { name: 'Logo 2', exact: true }));
    // Keyboard: Delete removes the selection, Ctrl+Z brings it back (restored on the server too), Shift+→ moves 1 cm.
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Logo 2', exact: true }).waitFor({ state: 'detached' });
    await eventually(async () => expectEqual((await api<ApiLogo[]>(page, `/business/samples/${sampleId}/logos`)).length, 1, 'logos tras Supr'));
    await page.keyboard.press('Control+z');
    await expectVisible(page.getByRole('button', { name: 'Logo 2', exact: true }));
    await eventually(async () => expectEqual((await api<ApiLogo[]>(page, `/business/samples/${sampleId}/logos`)).length, 2, 'logos tras Ctrl+Z'));
    await page.getByRole('button', { name: 'Logo 2', exact: true }).click();
    await page.keyboard.press('Shift+ArrowRight');
    await eventually(async () => {
      const second = (await api<ApiLogo[]>(page, `/business/samples/${sampleId}/logos`))[1]!;
      expectEqual(second.xpositionCm, 54.5, 'Mayús+→ mueve 1 cm');
    });
    await drag(page, 'Logo 2', 90, -110);
    await expectVisible(page.getByText('Cambios guardados'));
    await snap(page, 'editor-wide');
    await page.setViewportSize({ width: 820, height: 1180 });
    await expectVisible(page.getByRole('button', { name: 'Logo 2', exact: true }));
    await snap(page, 'editor-tablet');
    await page.setViewportSize(PHONE);
    await expectVisible(page.getByRole('region', { name: 'Lienzo de diseño' }));
    await snap(page, 'editor-phone');
    await page.setViewportSize(WIDE);

    // Send: busy, then /samples (history replaced) with the sample at 'Renderizado'.
    await page.getByRole('button', { name: 'Enviar diseño' }).click();
    await page.waitForURL((url) => url.pathname === '/samples');
    const sent = (await api<{ sampleId: number; sampleStage: number }[]>(page, '/dashboard/samples')).find((s) => s.sampleId === sampleId);
    expectEqual(sent?.sampleStage, 2, 'etapa tras enviar (2 Renderizado)');
    await page.goBack();
    if (new URL(page.url()).pathname.endsWith('/design')) throw new Error('volver atrás no debe regresar al editor');

    // The editor now says it was sent instead of offering controls that fail.
    await page.goto(`/samples/${sampleId}/design`);
    await expectVisible(page.getByText('El diseño de esta muestra ya se envió; ya no se puede editar.', { exact: false }).first());
    if (await page.getByRole('button', { name: 'Enviar diseño' }).count()) throw new Error('un diseño enviado no se vuelve a enviar');

    // /samples lists it at 'Renderizado'; its review page draws every logo where the editor placed it.
    await page.goto('/samples');
    const row = page.getByRole('row').filter({ hasText: SAMPLE });
    await expectVisible(row.getByText('Renderizado'));
    await page.goto(`/samples/${sampleId}`);
    const placed = await api<ApiLogo[]>(page, `/business/samples/${sampleId}/logos`);
    for (const placedLogo of placed) {
      const preview = page.getByTestId('placement-preview').filter({ has: page.getByRole('img', { name: placedLogo.logoName, exact: true }) });
      const img = preview.getByRole('img', { name: placedLogo.logoName, exact: true });
      await expectVisible(img);
      const frame = (await preview.boundingBox())!;
      const box = (await img.boundingBox())!;
      const centre = { x: (box.x + box.width / 2 - frame.x) / frame.width, y: (box.y + box.height / 2 - frame.y) / frame.height };
      const expected = { x: placedLogo.xpositionCm / placedLogo.viewWidth, y: placedLogo.ypositionCm / placedLogo.viewWidth };
      if (Math.abs(centre.x - expected.x) > 0.02 || Math.abs(centre.y - expected.y) > 0.02) {
        throw new Error(`${placedLogo.logoName}: la vista previa lo dibuja en ${JSON.stringify(centre)}, el editor lo dejó en ${JSON.stringify(expected)}`);
      }
    }
    await context.close();
  });

  it('refuses a file that is not an image in the browser, with a Spanish message', async () => {
    const { context, page } = await newPage(browser, WIDE);
    await signIn(page);
    const samples = await api<{ sampleId: number; sampleName: string; sampleStage: number; title: string | null }[]>(page, '/dashboard/samples');
    const target = samples.find((s) => s.sampleStage === 1 && s.title !== null)!;
    await page.goto(`/samples/${target.sampleId}/design`);
    await page.getByRole('button', { name: /Sube un archivo/ }).click();
    const picker = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Logo Selecciona un archivo/ }).click();
    await (await picker).setFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expectVisible(page.getByRole('alert').getByText(/Tipo de archivo no permitido/));
    await snap(page, 'editor-upload-refused');
    await context.close();
  });
});
