import type { Page } from '@playwright/test';
import { logosOf, uploadLogo } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN, PHONE, snap, WIDE } from './support/screens';

/*
 * Issue 16, acceptance 1: two people on one sample's editor (two browser contexts). The editor follows
 * changes made elsewhere through the live stream; an edit to a decoration deleted elsewhere is dropped
 * with a notice; who else has the sample open is shown as initials.
 */

async function openEditor(page: Page, sampleId: number) {
  await page.goto(`/samples/${sampleId}/design`);
  await expect(page.getByRole('region', { name: 'Lienzo de diseño' })).toBeVisible();
  await expect(page.getByText('Preparando el área de diseño')).toHaveCount(0);
}

/** Where the canvas draws a decoration's centre, in cm from the view's top-left (the canvas's px per cm). */
async function drawnCentreCm(page: Page, name: string) {
  const canvas = page.getByRole('region', { name: 'Lienzo de diseño' });
  const [frame, box, scale] = await Promise.all([
    canvas.boundingBox(),
    page.getByRole('button', { name, exact: true }).boundingBox(),
    canvas.getAttribute('data-scale'),
  ]);
  if (!frame || !box || !scale) return null;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { x: round((box.x + box.width / 2 - frame.x) / Number(scale)), y: round((box.y + box.height / 2 - frame.y) / Number(scale)) };
}

test('a move made by one person shows on the other’s canvas within 1 s; a logo deleted while the other edits it goes away with a notice; both see each other', async ({
  signedIn: mariana,
  sampleWithGarment: { sampleId, garment },
  signInAs,
}) => {
  const front = garment.positions[0]!.id;
  await uploadLogo(mariana.request, sampleId, front, { width: 200, height: 100, name: 'escudo.png', at: { x: 20, y: 20 } });
  await uploadLogo(mariana.request, sampleId, front, { width: 120, height: 120, name: 'marca.png', at: { x: 30, y: 35 } });
  const carmen = await signInAs(ADMIN);
  await openEditor(mariana, sampleId);
  await openEditor(carmen, sampleId);

  // Presence: each sees the other's initials in the toolbar (never their own).
  await expect(mariana.getByRole('list', { name: 'También en el editor: Carmen Vega' }).getByRole('listitem', { name: 'Carmen Vega' })).toHaveText('CV');
  await expect(carmen.getByRole('list', { name: 'También en el editor: Mariana López' })).toHaveText('ML');

  // Carmen moves Logo 1 with the keyboard (Shift+→ 1 cm, three times); once saved, Mariana's canvas follows within 1 s.
  // Polled: the box may be redrawn at that moment (react-rnd replacing the plain box as it arrives).
  await expect.poll(() => drawnCentreCm(mariana, 'Logo 1')).toEqual({ x: 20, y: 20 });
  await carmen.getByRole('button', { name: 'Logo 1', exact: true }).click();
  for (let i = 0; i < 3; i++) await carmen.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await logosOf(carmen.request, sampleId))[0]!.xpositionCm).toBe(23);
  await expect.poll(() => drawnCentreCm(mariana, 'Logo 1'), { timeout: 1000 }).toEqual({ x: 23, y: 20 });

  // Mariana is changing Logo 2's rotation when Carmen deletes it: it leaves Mariana's canvas with a notice.
  await mariana.getByRole('tab', { name: 'Logo 2' }).click();
  await mariana.getByLabel('Rotación').fill('15');
  await carmen.getByRole('button', { name: 'Logo 2', exact: true }).click();
  await carmen.getByRole('button', { name: 'Eliminar logo' }).click();
  await expect(mariana.getByRole('status').filter({ hasText: 'Otra persona eliminó «Logo 2»' })).toBeVisible();
  await expect(mariana.getByRole('button', { name: 'Logo 2', exact: true })).toHaveCount(0);
  await snap(mariana, 'live-edit-deleted-wide');
  await mariana.setViewportSize(PHONE);
  await mariana.evaluate(() => window.scrollTo(0, 0));
  await expect(mariana.getByRole('list', { name: /También en el editor/ })).toBeInViewport();
  await snap(mariana, 'live-edit-deleted-phone');
  await mariana.setViewportSize(WIDE);

  // Nothing stuck: Mariana goes on working and her next change is saved.
  await expect(mariana.getByText('Cambios sin guardar')).toHaveCount(0);
  await mariana.getByRole('tab', { name: 'Logo 1' }).click();
  await mariana.getByLabel('Notas del color').fill('Hilo dorado');
  await mariana.getByLabel('Notas del color').press('Tab');
  await expect.poll(async () => (await logosOf(mariana.request, sampleId)).map((l) => [l.logoName, l.logoNotesOnColor])).toEqual([['Logo 1', 'Hilo dorado']]);
  await expect(mariana.getByText('Cambios guardados')).toBeVisible();

  // Carmen leaves: her initials go from Mariana's toolbar.
  await carmen.goto('/');
  await expect(mariana.getByRole('list', { name: /También en el editor/ })).toHaveCount(0);
});

test('an edit sent to a decoration deleted elsewhere (before the signal arrived) is dropped with the notice, never a stuck retry', async ({
  signedIn: mariana,
  sampleWithGarment: { sampleId, garment },
  signInAs,
  consoleErrors,
}) => {
  const front = garment.positions[0]!.id;
  await uploadLogo(mariana.request, sampleId, front, { width: 200, height: 100, name: 'escudo.png', at: { x: 20, y: 20 } });
  const second = await uploadLogo(mariana.request, sampleId, front, { width: 120, height: 120, name: 'marca.png', at: { x: 30, y: 35 } });
  // Mariana's page hears no live signal (a stream that says nothing), so her save reaches the deleted logo.
  await mariana.route('**/api/events/stream', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 600000\n\n' }));
  consoleErrors.allow(/status of 404/);
  await openEditor(mariana, sampleId);
  await mariana.getByRole('tab', { name: 'Logo 2' }).click();

  const carmen = await signInAs(ADMIN);
  const deleted = await carmen.request.delete(`/api/business/samples/${sampleId}/logos/${second.logoId}`);
  expect(deleted.status()).toBe(204);

  const rotation = mariana.getByLabel('Rotación');
  await rotation.fill('15');
  await rotation.press('Tab');
  await expect(mariana.getByRole('status').filter({ hasText: 'Otra persona eliminó «Logo 2»' })).toBeVisible();
  await expect(mariana.getByRole('button', { name: 'Logo 2', exact: true })).toHaveCount(0);
  await expect(mariana.getByText('Cambios sin guardar')).toHaveCount(0);

  // Later edits go through, and sending is not refused because of the dropped one.
  await mariana.getByRole('tab', { name: 'Logo 1' }).click();
  await mariana.getByLabel('Rotación').fill('-10');
  await mariana.getByLabel('Rotación').press('Tab');
  await expect.poll(async () => (await logosOf(mariana.request, sampleId)).map((l) => l.rotateDegrees)).toEqual([-10]);
  await mariana.getByRole('button', { name: 'Entendido' }).click();
  await expect(mariana.getByRole('status').filter({ hasText: 'Otra persona eliminó' })).toHaveCount(0);
});

/** The sign-in form as a person fills it, on whatever /login page they were sent to. */
async function signInAgain(page: Page) {
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('a session that ends mid-edit keeps the edit, and after signing in again the user is back in the editor with it saved', async ({
  signedIn: page,
  sampleWithGarment: { sampleId, garment },
  consoleErrors,
}) => {
  await uploadLogo(page.request, sampleId, garment.positions[0]!.id, { width: 200, height: 100, name: 'escudo.png' });
  await openEditor(page, sampleId);
  await page.getByRole('tab', { name: 'Logo 1' }).click();
  const notes = page.getByLabel('Notas del color');
  await notes.fill('Hilo');

  // The session ends (its cookie is gone) while the seller goes on typing.
  consoleErrors.allow(/status of 401/);
  await page.context().clearCookies();
  await notes.fill('Hilo dorado en el contorno');
  await notes.press('Tab');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/samples/${sampleId}/design`);
  await expect(page.getByRole('alert')).toBeVisible();

  await signInAgain(page);
  await page.waitForURL((url) => url.pathname === `/samples/${sampleId}/design`);
  await expect.poll(async () => (await logosOf(page.request, sampleId))[0]!.logoNotesOnColor).toBe('Hilo dorado en el contorno');
  await page.reload();
  await page.getByRole('tab', { name: 'Logo 1' }).click();
  await expect(page.getByLabel('Notas del color')).toHaveValue('Hilo dorado en el contorno');
});

test('any page: signed out there, signed in again, back on it; a returnTo to another site is ignored', async ({ signedIn: page, consoleErrors, baseURL }) => {
  consoleErrors.allow(/status of 401/);
  await page.goto('/samples?q=playera');
  await page.context().clearCookies();
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/samples?q=playera');
  await signInAgain(page);
  await page.waitForURL((url) => url.pathname === '/samples' && url.search === '?q=playera');

  await page.context().clearCookies();
  await page.goto('/login?returnTo=%2F%2Fevil.example%2Fx');
  await signInAgain(page);
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});
