import { pantoneRoutes } from '../contract/endpoints/pantones';
import { callEndpoint, endpointKey } from './call';

/** The thread-colour catalogue («pantones», ~330 colours). */
export const pantonesKey = endpointKey(pantoneRoutes.listPantones);
export const listPantones = () => callEndpoint(pantoneRoutes.listPantones);
