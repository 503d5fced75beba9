import { createRoot } from 'react-dom/client';
import { paths } from '@muestrario/shared/routes';
import { ConfigErrorPage } from './config/ConfigErrorPage';
import { SignInEntry } from './sign-in/SignInEntry';
import { isSignInPath } from './start/sign-in-paths';
import { runtimeConfig } from './start/runtime-config';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

/** The router application's chunk (webpack keeps one download; a failed one is tried again). */
const loadApp = () => import('./start/start-app');

/**
 * Every page but the sign-in entry: fetch the application and /config.json side by side, hand the
 * manifest URLs to the federation runtime, render.
 */
async function startApp(): Promise<void> {
  const app = loadApp();
  try {
    const [{ mountApp }, config] = await Promise.all([app, runtimeConfig()]);
    mountApp(root, config);
  } catch (error) {
    console.error('No se pudo iniciar la aplicación', error);
    root.render(<ConfigErrorPage onRetry={startApp} />);
  }
}

/** A first load of /login or /network-error: the form at once; the application after signing in. */
function startSignIn(): void {
  root.render(
    <SignInEntry
      onIntent={() => void loadApp().catch(() => undefined)}
      onSignedIn={async () => {
        window.history.pushState(null, '', paths.home);
        await startApp();
      }}
    />,
  );
}

if (isSignInPath(window.location.pathname)) startSignIn();
else void startApp();
