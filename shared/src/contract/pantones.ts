import { Type } from '@sinclair/typebox';
import { Pantone } from './logos';

/** GET /business/pantones: the whole thread-colour catalogue. */
export const PantoneList = Type.Array(Pantone);
