import '@muestrario/shared/ui/ui.css';
import './styles.css';
import type { Params, RouteObject } from 'react-router';
import { preloadSample, preloadSamplePage } from '@muestrario/shared/api';
import { paths, routes as appRoutes, sampleIdOf, type RemoteModule } from '@muestrario/shared/routes';
import { lazyScreen, NotFoundPage, preloadData, preloadRoutes, preloadScreen } from '@muestrario/shared/ui';
import Home from './features/home/Home';
import { PENDING_QUERY } from './features/home/pending-query';

// The home screen, where most visits start, comes with this module (one download less before it
// shows); every other screen is its own chunk, so the exposed module stays small.
const SamplesList = lazyScreen(() => import('./features/samples-list/SamplesList'));
const CreateSample = lazyScreen(() => import('./features/create-sample/CreateSamplePage'));
const ReviewSample = lazyScreen(() => import('./features/review/ReviewSample'));
const PrintDocument = lazyScreen(() => import('./features/documents/PrintDocument'));

/**
 * A sample's page: its heading (the page's largest paint) needs the sample, so its GET starts with the
 * screen's code instead of after the screen's first render (issue 34). An id the page would refuse is not asked for.
 */
const preloadReviewed = (params: Params) => {
  const id = sampleIdOf(params.id);
  return id ? preloadSample(id) : Promise.resolve();
};

/** Mounted by the host at its registry mount ('/') inside the main layout. Patterns are relative to it. */
const routes: RouteObject[] = [
  // The home list is the page's largest content: its GET starts before the page renders.
  { index: true, element: <Home />, handle: preloadData(() => preloadSamplePage(PENDING_QUERY)) },
  { path: appRoutes.samples.pattern, element: <SamplesList variant="samples" />, handle: preloadScreen(SamplesList) },
  { path: appRoutes.sample.pattern, element: <ReviewSample />, handle: preloadScreen(ReviewSample, preloadReviewed) },
  { path: appRoutes.sampleProof.pattern, element: <PrintDocument kind="proof" />, handle: preloadScreen(PrintDocument) },
  { path: appRoutes.sampleWorksheet.pattern, element: <PrintDocument kind="worksheet" />, handle: preloadScreen(PrintDocument) },
  { path: appRoutes.clients.pattern, element: <SamplesList variant="clients" />, handle: preloadScreen(SamplesList) },
  { path: appRoutes.client.pattern, element: <ReviewSample />, handle: preloadScreen(ReviewSample, preloadReviewed) },
  { path: appRoutes.createSample.pattern, element: <CreateSample />, handle: preloadScreen(CreateSample) },
  { path: '*', element: <NotFoundPage backTo={paths.home} /> },
];

const remote: RemoteModule = { routes, preload: preloadRoutes(routes) };
export default remote;
