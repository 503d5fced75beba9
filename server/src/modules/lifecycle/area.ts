import { defineArea } from '../area';
import lifecycle from './plugin';
import lifecycleRoutes from './routes';

/** The sample's stages, rounds, comments, timeline and notifications (folders comments/, events/, notifications/). */
export default defineArea({
  name: 'lifecycle',
  plugin: (app, { config }) => app.register(lifecycle, { databaseUrl: config.databaseUrl }),
  routes: (api) => api.register(lifecycleRoutes),
});
