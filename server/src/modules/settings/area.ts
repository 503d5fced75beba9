import { defineArea } from '../area';
import { SettingsRepository } from './repository';
import settingsRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shop settings an admin edits (issue 18: the decoration settings). */
    settings: SettingsRepository;
  }
}

/** Shop settings an admin edits. */
export default defineArea({
  name: 'settings',
  repositories: (db) => ({ settings: new SettingsRepository(db) }),
  routes: (api) => api.register(settingsRoutes),
});
