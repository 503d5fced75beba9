import { defineArea } from '../area';
import { ArticlesRepository } from './repository';
import articlesRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    articles: ArticlesRepository;
  }
}

/** The article catalogue (garments and services with their prices). */
export default defineArea({
  name: 'articles',
  repositories: (db) => ({ articles: new ArticlesRepository(db) }),
  routes: (api) => api.register(articlesRoutes),
});
