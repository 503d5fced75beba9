import { defineArea } from '../area';
import assetsRoutes from './routes';

/** Garment pictures, recoloured on request. */
export default defineArea({
  name: 'assets',
  routes: (api) => api.register(assetsRoutes, { garmentSvg: api.garmentSvg }),
});
