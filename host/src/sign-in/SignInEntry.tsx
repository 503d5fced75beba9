import { useEffect, useState, type FormEvent } from 'react';
import { AuthProvider } from '@muestrario/shared/auth';
import { ConfigErrorPage } from '../config/ConfigErrorPage';
import { isRuntimeConfigReady, runtimeConfig } from '../start/runtime-config';
import { SignInScreen } from './SignInScreen';

export interface SignInEntryProps {
  /** After a successful sign-in: load and show the application. */
  onSignedIn: () => void | Promise<void>;
  /** The user started using the form: a good moment to fetch the application. */
  onIntent?: () => void;
}

/**
 * The light sign-in entry: the sign-in screen on a first load of /login or /network-error, with React
 * and the form only (no router, no remote runtime use). It paints at once and reads /config.json
 * meanwhile; a submit that comes before the configuration waits for it.
 */
export function SignInEntry({ onSignedIn, onIntent }: SignInEntryProps) {
  const [configFailed, setConfigFailed] = useState(false);

  useEffect(() => {
    runtimeConfig().catch((error: unknown) => {
      console.error('No se pudo leer /config.json', error);
      setConfigFailed(true);
    });
  }, []);

  if (configFailed) {
    return <ConfigErrorPage onRetry={() => runtimeConfig().then(() => setConfigFailed(false), () => undefined)} />;
  }

  function holdUntilConfigured(event: FormEvent<HTMLDivElement>) {
    if (isRuntimeConfigReady()) return;
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    runtimeConfig().then(
      () => form.requestSubmit(),
      () => setConfigFailed(true),
    );
  }

  return (
    <AuthProvider>
      <div onFocusCapture={onIntent} onSubmitCapture={holdUntilConfigured}>
        <SignInScreen onSignedIn={onSignedIn} />
      </div>
    </AuthProvider>
  );
}
