import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, DEMO, PHONE, signIn, snap, WIDE } from './support/screens';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' });

/** Recursos Humanos › Datos maestros, clicked in the sidebar. */
async function openUsers(page: Page): Promise<void> {
  await page.goto('/admin');
  await sidebar(page).getByRole('button', { name: 'Recursos Humanos' }).click();
  await sidebar(page).getByRole('link', { name: 'Datos maestros' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/recursos-humanos/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
}

test.describe('users in the app', () => {
  test('an admin creates a user who signs in and changes the password; deactivated, the open session ends at once', async ({ page: person, signInAs, consoleErrors }) => {
    // The person's page: the ended session's 401s and the refused sign-in's 403 are the point of the test.
    consoleErrors.allow(/status of 401 .*\/api\/auth\/details|status of 403 .*\/api\/auth\/login/);
    const admin = await signInAs(ADMIN);
    const username = `e2e-${Date.now().toString(36)}`;
    const name = `Tomás ${username}`;
    await openUsers(admin);
    await expect(admin).toHaveTitle('Usuarios · Muestrario');
    await expect(admin.getByRole('table', { name: 'Personal' }).getByRole('row', { name: /Rosa Medina/ })).toContainText('Bordadora Tajima 6 cabezas');
    await snap(admin, 'users-list-wide');

    // A new user, first with a mistake the form points at.
    await admin.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.getByLabel('Nombre').fill('Tomás');
    await dialog.getByLabel('Apellido').fill(username);
    await dialog.getByLabel('Usuario', { exact: true }).fill(username);
    await dialog.getByLabel('Rol').selectOption({ label: 'Producción' });
    await dialog.getByLabel('Máquinas que opera').fill('Bordadora Tajima 6 cabezas\nPlancha térmica 40 × 50');
    await dialog.getByLabel('Contraseña inicial').fill('corta');
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    // The kit's Field writes the error under the control and describes the control with it.
    await expect(dialog.getByLabel('Contraseña inicial')).toHaveAccessibleDescription(/al menos 8 caracteres/);
    await expect(dialog.getByLabel('Contraseña inicial')).toHaveAttribute('aria-invalid', 'true');
    await snap(admin, 'users-new-dialog-wide');
    await dialog.getByLabel('Contraseña inicial').fill('inicial-2026');
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(admin.getByRole('status').filter({ hasText: `Usuario ${username} creado.` })).toBeVisible();
    const row = admin.getByRole('table', { name: 'Personal' }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Producción');
    await expect(row).toContainText('Plancha térmica 40 × 50');

    // The new person, at another computer: signs in and changes the password in 'Mi perfil'.
    await signIn(person, { username, password: 'inicial-2026' });
    await person.goto('/admin/perfil');
    await person.getByLabel('Contraseña actual').fill('inicial-2026');
    await person.getByLabel('Contraseña nueva', { exact: true }).fill('mia-propia-2026');
    await person.getByLabel('Repite la contraseña nueva').fill('mia-propia-2026');
    await person.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(person.getByRole('status').filter({ hasText: 'Listo: tu contraseña cambió.' })).toBeVisible();
    await snap(person, 'profile-password-wide');
    await person.setViewportSize(PHONE);
    await snap(person, 'profile-password-phone');
    await person.setViewportSize(WIDE);

    // The admin deactivates the user; the person's open session ends at the next request.
    await row.getByRole('button', { name: `Editar a ${name}` }).click();
    const edit = admin.getByRole('dialog', { name: `Editar a ${name}` });
    await edit.getByLabel('Usuario activo').uncheck();
    await snap(admin, 'users-edit-dialog-wide');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    const savedAt = Date.now();
    await expect(admin.getByRole('status').filter({ hasText: `Cambios de ${name} guardados.` })).toBeVisible();
    await expect(row).toContainText('Inactivo');
    const check = await person.request.get('/api/auth/details');
    expect(check.status()).toBe(401);
    expect(Date.now() - savedAt).toBeLessThan(5000);
    await person.reload();
    await person.waitForURL((url) => url.pathname === '/login');

    // Signing in again is refused in Spanish.
    await person.getByLabel('Usuario').fill(username);
    await person.getByLabel('Contraseña').fill('mia-propia-2026');
    await person.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(person.getByRole('alert')).toHaveText('Tu usuario está desactivado. Pide a un administrador que lo vuelva a activar.');

    // The admin sets a password and reactivates; the person signs in with it.
    await row.getByRole('button', { name: `Cambiar la contraseña de ${name}` }).click();
    const pw = admin.getByRole('dialog', { name: `Nueva contraseña para ${name}` });
    await pw.getByLabel('Contraseña nueva').fill('puesta-por-admin');
    await pw.getByLabel('Repite la contraseña').fill('puesta-por-admin');
    await snap(admin, 'users-password-dialog-wide');
    await pw.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Sus sesiones se cerraron.' })).toBeVisible();
    await row.getByRole('button', { name: `Editar a ${name}` }).click();
    await edit.getByLabel('Usuario activo').check();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(row).toContainText('Activo');
    await signIn(person, { username, password: 'puesta-por-admin' });

    await admin.setViewportSize(PHONE);
    await expect(admin.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    const widths = await admin.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await snap(admin, 'users-list-phone');
  });
});

test('a seller sees no Datos maestros under Recursos Humanos, and the address says it is for admins', async ({ signInAs }) => {
  const seller = await signInAs(DEMO);
  await seller.goto('/admin');
  await sidebar(seller).getByRole('button', { name: 'Recursos Humanos' }).click();
  await expect(sidebar(seller).getByRole('link', { name: 'Vista general de Recursos Humanos' })).toBeVisible();
  await expect(sidebar(seller).getByRole('link', { name: 'Datos maestros' })).toHaveCount(0);
  await seller.goto('/admin/recursos-humanos/usuarios');
  await expect(seller.getByRole('alert')).toHaveText('Solo un administrador puede administrar usuarios.');
});

test("'Olvidé mi contraseña' opens a light page; without e-mail it says to ask an administrator; a bad link says so", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404 .*\/api\/public\/password-reset\/a{43}/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
  await page.waitForURL((url) => url.pathname === '/recuperar-contrasena');
  await expect(page).toHaveTitle('Recuperar contraseña · Muestrario');
  await expect(page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByLabel('Usuario')).toHaveAccessibleDescription('Escribe tu usuario.');
  await expect(page.getByLabel('Usuario')).toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'forgot-password-wide');
  await page.getByLabel('Usuario').fill('quien-sea');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  // The e2e server has no SMTP_URL: the same answer for any username.
  await expect(page.getByRole('status')).toHaveText('El envío de correos no está configurado. Pide a un administrador que restablezca tu contraseña.');
  await page.setViewportSize(PHONE);
  await snap(page, 'forgot-password-phone');

  await page.goto(`/recuperar-contrasena/${'a'.repeat(43)}`);
  await expect(page).toHaveTitle('Nueva contraseña · Muestrario');
  await expect(page.getByRole('alert')).toHaveText(/no es válido, ya se usó o ya venció/);
  await snap(page, 'reset-link-refused-phone');
  await page.setViewportSize(WIDE);
  await snap(page, 'reset-link-refused-wide');
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
});
