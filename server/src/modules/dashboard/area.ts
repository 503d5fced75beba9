import { defineArea } from '../area';
import dashboardRoutes from './routes';

/** The samples list of the start page (whole or paged). */
export default defineArea({
  name: 'dashboard',
  routes: (api) => api.register(dashboardRoutes),
});
