const { chromium } = require('@playwright/test');
(async () => {
  const [,, url, out, w, h, user, pass] = process.argv;
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
  const c = await b.newContext({ viewport: { width: +w, height: +h }, locale: 'es-MX' });
  const p = await c.newPage();
  await p.goto('http://127.0.0.1:8095/login');
  await p.getByLabel('Usuario').fill(user); await p.getByLabel('Contraseña').fill(pass);
  await p.getByRole('button', { name: /Entrar|Iniciar/ }).click();
  await p.waitForURL((u) => !u.pathname.startsWith('/login'));
  await p.goto('http://127.0.0.1:8095' + url); await p.waitForLoadState('networkidle'); await p.waitForTimeout(800);
  await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
  console.log(await p.title());
  await b.close();
})();
