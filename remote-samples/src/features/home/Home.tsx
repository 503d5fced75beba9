import { Link } from 'react-router';
import { useAllowed, useAuthDetails } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { PageHeader, buttonClassName, usePageTitle } from '@muestrario/shared/ui';
import { PendingSamples } from './PendingSamples';

function PlusIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="ms:size-5 ms:-ml-0.5">
      <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5z" />
    </svg>
  );
}

/** '/': welcome, 'Crear muestra' (for whoever may create samples) and the samples still waiting for work. */
export default function Home() {
  usePageTitle('Inicio');
  const { data: user } = useAuthDetails();
  const firstName = user?.firstName?.trim();
  const mayCreate = useAllowed('sample.create');
  return (
    <div className="ms:space-y-6">
      <PageHeader
        title="Inicio"
        description={
          <p>
            {firstName ? `¡Hola, ${firstName}! Te damos la bienvenida de nuevo.` : 'Te damos la bienvenida.'} Aquí están las
            muestras que siguen en proceso.
          </p>
        }
        actions={
          mayCreate && (
            <Link to={paths.createSample} className={buttonClassName()}>
              <PlusIcon />
              Crear muestra
            </Link>
          )
        }
      />
      <PendingSamples />
    </div>
  );
}
