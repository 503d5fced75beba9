import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { getAuthDetails } from '@muestrario/shared/api';
import type { UserDetails } from '@muestrario/shared/contract';
import { approvalTokenOf, isSignInPath, passwordResetTokenOf, paths, portalTokenOf, RETURN_TO_PARAM, safeReturnTo } from '@muestrario/shared/routes';
import { ConfigErrorPage } from './config/ConfigErrorPage';
import { startPageRemote } from './remotes/remote-store';
import { runtimeConfig } from './start/runtime-config';
import { takePageSession } from './start/page-session';
import { warmIntl } from './start/warm-intl';
import '@muestrario/shared/ui/ui.css';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

/** The router application's chunk (webpack keeps one download; a failed one is tried again). */
const loadApp = () => import(/* webpackChunkName: "app" */ './start/start-app');

/**
 * Every page but the sign-in entry: fetch the application, /config.json and the session side by side,
 * start the page's remote as soon as the configuration is here, render. A known session spares the layout its own
 * GET /auth/details (one round trip less before the content); a 401 or a failure is left to that check. The
 * session the server wrote into the page, when it did, spares the first GET too.
 */
async function startApp(): Promise<void> {
  const app = loadApp();
  warmIntl();
  const written = takePageSession();
  const session = written
    ? Promise.resolve(written)
    : runtimeConfig()
        .then(() => getAuthDetails())
        .catch((): UserDetails | null => null);
  void runtimeConfig().then((config) => startPageRemote(config, session), () => undefined);
  try {
    const [{ mountApp }, , user] = await Promise.all([app, runtimeConfig(), session]);
    await mountApp(root, user);
  } catch (error) {
    console.error('No se pudo iniciar la aplicación', error);
    root.render(<ConfigErrorPage onRetry={startApp} />);
  }
}

/**
 * A first load of /login or /network-error: the form, then the application after signing in. The form is
 * its own chunk (about 3 kB that every signed-in page would otherwise carry in this entry), hinted by the
 * server beside the entry so it arrives with it.
 */
async function startSignIn(): Promise<void> {
  try {
    const { SignInEntry } = await import(/* webpackChunkName: "sign-in" */ './sign-in/SignInEntry');
    root.render(
      <SignInEntry
        onIntent={() => void loadApp().catch(() => undefined)}
        onSignedIn={async () => {
          // Back to the page remembered in ?returnTo (a same-origin path only), else home.
          const back = safeReturnTo(new URLSearchParams(window.location.search).get(RETURN_TO_PARAM)) ?? paths.home;
          window.history.replaceState(null, '', back);
          await startApp();
        }}
      />,
    );
  } catch (error) {
    console.error('No se pudo cargar el inicio de sesión', error);
    root.render(<ConfigErrorPage onRetry={startSignIn} />);
  }
}

/**
 * A public page in its own chunk, light like the sign-in entry: no router, no session check, no remote. A
 * failed download shows the start-up error, whose 'Reintentar' downloads it again.
 */
async function startPublicPage(what: string, load: () => Promise<ReactElement>): Promise<void> {
  try {
    root.render(await load());
  } catch (error) {
    console.error(`No se pudo cargar ${what}`, error);
    root.render(<ConfigErrorPage onRetry={() => startPublicPage(what, load)} />);
  }
}

/** The customer's approval page ('/aprobar/:token'). */
const startApproval = (token: string) =>
  startPublicPage('la página de aprobación', async () => {
    const { ApprovalEntry } = await import(/* webpackChunkName: "approval" */ './approval/ApprovalEntry');
    return <ApprovalEntry token={token} />;
  });

/** A uniform program's HR portal ('/programa/:token', issue 35 item 4). */
const startProgramPortal = (token: string) =>
  startPublicPage('el portal de uniformes', async () => {
    const { PortalEntry } = await import(/* webpackChunkName: "program-portal" */ './program-portal/PortalEntry');
    return <PortalEntry token={token} />;
  });

/** 'Olvidé mi contraseña' and the reset link ('/recuperar-contrasena[/:token]'). */
const startPasswordReset = (token: string) =>
  startPublicPage('la página para recuperar la contraseña', async () => {
    const { PasswordResetEntry } = await import(/* webpackChunkName: "password-reset" */ './password-reset/PasswordResetEntry');
    return <PasswordResetEntry token={token} />;
  });

const approvalToken = approvalTokenOf(window.location.pathname);
const resetToken = passwordResetTokenOf(window.location.pathname);
const portalToken = portalTokenOf(window.location.pathname);
if (approvalToken !== undefined) void startApproval(approvalToken);
else if (portalToken !== undefined) void startProgramPortal(portalToken);
else if (resetToken !== undefined) void startPasswordReset(resetToken);
else if (isSignInPath(window.location.pathname)) void startSignIn();
else void startApp();
