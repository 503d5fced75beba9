import { useNavigate } from 'react-router-dom';
import { paths } from '@muestrario/shared/routes';
import { SignInForm } from '@muestrario/shared/ui';
import { Wordmark } from '../components/Logo';
import { WorkshopIllustration } from './WorkshopIllustration';

/** Sign-in screen (spec §2), also shown at /network-error: the shared form beside the plant illustration. */
export function SignInPage() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh bg-white">
      <main className="flex flex-1 flex-col justify-center px-4 py-12 sm:px-6 lg:flex-none lg:px-20 xl:px-24">
        <div className="mx-auto w-full max-w-sm lg:w-96">
          <SignInForm
            logo={<Wordmark />}
            description="Muestras de prendas y back-office para uniformes industriales."
            onSignedIn={() => navigate(paths.home)}
          />
        </div>
      </main>
      <div className="relative hidden flex-1 overflow-hidden lg:block">
        <WorkshopIllustration className="absolute inset-0 size-full" />
        <div className="absolute inset-x-0 bottom-0 p-10 xl:p-14">
          <p className="text-2xl font-semibold text-white">Planta de confección</p>
          <p className="mt-1 text-base text-primary-100">Uniformes industriales y muestras bordadas a la medida.</p>
        </div>
      </div>
    </div>
  );
}
