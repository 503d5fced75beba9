import { defineArea } from '../area';
import usersPlugin from './plugin';
import userRoutes from './routes';

/** Staff accounts an admin manages, and password reset links. */
export default defineArea({
  name: 'users',
  plugin: (app) => app.register(usersPlugin),
  routes: (api) => api.register(userRoutes),
});
