import { defineArea } from '../area';

/**
 * The CFDI 4.0 library (build, sum, seal, validate, read a stamp): no routes, tables or repositories of its
 * own. The folder is an area only because every folder of modules/ must be one (./registry.ts); the
 * invoicing areas import `./create` and friends directly.
 */
export default defineArea({ name: 'cfdi' });
