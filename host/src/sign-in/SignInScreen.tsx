import { useEffect, useState } from 'react';
import { SignInForm, useMediaQuery, usePageTitle } from '@muestrario/shared/ui';
import { paths } from '@muestrario/shared/routes';
import { Wordmark } from '../components/Logo';
import { WorkshopIllustration } from './WorkshopIllustration';

/**
 * Sign-in screen (docs/requirements.md §2), also shown at /network-error: the shared form beside the plant illustration.
 * Needs no router: the light sign-in entry renders it on a first load, the router's SignInPage after a
 * redirect to /login.
 */
export function SignInScreen({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  usePageTitle(window.location.pathname.startsWith(paths.networkError) ? 'Error de conexión' : 'Iniciar sesión');
  const art = useArtAfterFirstPaint();
  return (
    <div className="flex min-h-dvh bg-white">
      <main className="flex flex-1 flex-col justify-center px-4 py-12 sm:px-6 lg:flex-none lg:px-20 xl:px-24">
        <div className="mx-auto w-full max-w-sm lg:w-96">
          <SignInForm
            logo={<Wordmark />}
            description="Muestras de prendas y back-office para uniformes industriales."
            onSignedIn={onSignedIn}
          />
        </div>
      </main>
      <div className="relative hidden flex-1 overflow-hidden bg-primary-950 lg:block">
        {art ? (
          <div className="animate-fade-in">
            <WorkshopIllustration className="absolute inset-0 size-full" />
            <div className="absolute inset-x-0 bottom-0 p-10 xl:p-14">
              <p className="text-2xl font-semibold text-white">Planta de confección</p>
              <p className="mt-1 text-base text-primary-100">Uniformes industriales y muestras bordadas a la medida.</p>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The illustration (a few hundred SVG shapes with gradients) is drawn in the frame after the form's first
 * paint, and only on screens wide enough to show it: the form, what the visitor came for, paints first.
 */
function useArtAfterFirstPaint(): boolean {
  const wide = useMediaQuery('(min-width: 64rem)');
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted && wide !== false;
}
