import { defineArea } from '../area';
import fiscal from './plugin';
import fiscalRoutes from './routes';

/** The company's fiscal data, its CSD (sealed at rest) and the PAC stamping goes through (issue 32 items 2 and 4). */
export default defineArea({
  name: 'fiscal',
  plugin: (app, { config }) => app.register(fiscal, { fiscal: config.fiscal, sqliteFile: config.sqliteFile }),
  routes: (api) => api.register(fiscalRoutes),
});
