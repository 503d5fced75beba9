import { defineArea } from '../area';
import documentsRoutes from './routes';

/** The PDFs: worksheet and proof. */
export default defineArea({
  name: 'documents',
  routes: (api) => api.register(documentsRoutes),
});
