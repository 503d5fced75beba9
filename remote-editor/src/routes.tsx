import '@muestrario/shared/ui/ui.css';
import './styles.css';
import type { RemoteModule } from '@muestrario/shared/routes';
import { lazyScreen, NotFoundPage } from '@muestrario/shared/ui';

const Editor = lazyScreen(() => import('./screens/Editor'));

/** Mounted by the host at '/samples/:id/design/*'; `useParams().id` is the sample. */
const remote: RemoteModule = {
  routes: [
    { index: true, element: <Editor /> },
    { path: '*', element: <NotFoundPage backTo="/samples" backLabel="Volver a las muestras" /> },
  ],
};
export default remote;
