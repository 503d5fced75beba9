import { defineArea } from '../area';
import { ClothingRepository } from './repository';
import clothingRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    clothing: ClothingRepository;
  }
}

/** The clothing catalogue: garments, their positions and areas. */
export default defineArea({
  name: 'clothing',
  repositories: (db) => ({ clothing: new ClothingRepository(db) }),
  routes: (api) => api.register(clothingRoutes),
});
