import '@muestrario/shared/ui/ui.css';
import './styles.css';
import type { RouteObject } from 'react-router';
import { paths, type RemoteModule } from '@muestrario/shared/routes';
import { lazyScreen, NotFoundPage, preloadRoutes, preloadScreen } from '@muestrario/shared/ui';

import { preloadEditorData } from './features/editor/api/design-prefetch';

// Named as the apps registry's `screenChunk` says: the server hints it with the page (a literal: webpack reads it).
const Editor = lazyScreen(() => import(/* webpackChunkName: "editor-screen" */ './features/editor/Editor'));

/** Mounted by the host at its registry mount ('/samples/:id/design'); `useParams().id` is the sample. */
const routes: RouteObject[] = [
  { index: true, element: <Editor />, handle: preloadScreen(Editor, (params) => preloadEditorData(params.id)) },
  { path: '*', element: <NotFoundPage backTo={paths.samples} backLabel="Volver a las muestras" /> },
];

const remote: RemoteModule = { routes, preload: preloadRoutes(routes) };
export default remote;
