import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BuildAppOptions } from '../app';
import type { Database } from '../db/types';

/**
 * What one server area (a folder under modules/) adds to the app. Each folder's `area.ts`
 * default-exports one `defineArea({...})`; `buildApp` picks every folder up by itself (./registry.ts),
 * so a new area needs no edit outside its folder. Its migrations live in `<area>/migrations/` and its
 * table types in `<area>/tables.ts` (module augmentation of `Database`), both found without a list.
 */
export interface AreaDefinition {
  /** The folder's name (checked at start-up). */
  name: string;
  /**
   * The repositories (or services) this area decorates the app with (`app.<key>`), built once on the
   * app's database; `app` already holds those of the areas named in `after`. Declare their types beside
   * it (`declare module 'fastify' { interface FastifyInstance { … } }`).
   */
  repositories?: (db: Kysely<Database>, app: FastifyInstance) => Record<string, object>;
  /** App-level set-up (a fastify-plugin: decorators, hooks), registered after the sessions plugin. */
  plugin?: (app: FastifyInstance, options: BuildAppOptions) => PromiseLike<unknown>;
  /**
   * Areas whose repositories and plugin must come before this one's (approvals' plugin needs the
   * lifecycle's; a service built on another area's repository names that area).
   */
  after?: readonly string[];
  /** The area's routes, registered under /api (each in its own encapsulated plugin). */
  routes?: (api: FastifyInstance, options: BuildAppOptions) => PromiseLike<unknown>;
}

/** Identity with a type: `export default defineArea({ name: 'partners', … })`. */
export function defineArea(area: AreaDefinition): AreaDefinition {
  return area;
}
