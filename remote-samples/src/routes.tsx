import '@muestrario/shared/ui/ui.css';
import './styles.css';
import { paths, routes, type RemoteModule } from '@muestrario/shared/routes';
import { lazyScreen, NotFoundPage, ToastProvider } from '@muestrario/shared/ui';

// Each screen is its own chunk: the exposed module stays small.
const Home = lazyScreen(() => import('./features/home/Home'));
const SamplesList = lazyScreen(() => import('./features/samples-list/SamplesList'));
const CreateSample = lazyScreen(() => import('./features/create-sample/CreateSample'));
const ReviewSample = lazyScreen(() => import('./features/review/ReviewSample'));

/** Mounted by the host at its registry mount ('/') inside the main layout. Patterns are relative to it. */
const remote: RemoteModule = {
  routes: [
    { index: true, element: <Home /> },
    { path: routes.samples.pattern, element: <SamplesList variant="samples" /> },
    { path: routes.sample.pattern, element: <ReviewSample /> },
    { path: routes.clients.pattern, element: <SamplesList variant="clients" /> },
    { path: routes.client.pattern, element: <ReviewSample /> },
    {
      path: routes.createSample.pattern,
      element: (
        <ToastProvider>
          <CreateSample />
        </ToastProvider>
      ),
    },
    { path: '*', element: <NotFoundPage backTo={paths.home} /> },
  ],
};
export default remote;
