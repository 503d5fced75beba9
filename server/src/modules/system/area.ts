import { defineArea } from '../area';
import systemRoutes from './routes';

/** The health check. */
export default defineArea({
  name: 'system',
  routes: (api) => api.register(systemRoutes),
});
