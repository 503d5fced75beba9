import '@muestrario/shared/ui/ui.css';
import './styles.css';
import { paths, type RemoteModule } from '@muestrario/shared/routes';
import { lazyScreen, NotFoundPage } from '@muestrario/shared/ui';

const Editor = lazyScreen(() => import('./features/editor/Editor'));

/** Mounted by the host at its registry mount ('/samples/:id/design'); `useParams().id` is the sample. */
const remote: RemoteModule = {
  routes: [
    { index: true, element: <Editor /> },
    { path: '*', element: <NotFoundPage backTo={paths.samples} backLabel="Volver a las muestras" /> },
  ],
};
export default remote;
