import fp from 'fastify-plugin';
import type { AreaDefinition } from '../modules/area';

export interface RepositoriesOptions {
  /** The server's areas (modules/registry.ts): each may declare the repositories it adds. */
  areas: readonly AreaDefinition[];
}

/**
 * Every repository, built once on the app's database and shared by all routes as a decorator
 * (`app.samples`, `app.logos`, …): each area lists its own in its `area.ts` (with their types), in
 * the areas' order (each after the areas its `after` names, whose repositories it may use).
 * Routes never build a repository or query `app.db` themselves.
 */
export default fp<RepositoriesOptions>(
  async (app, { areas }) => {
    const owner = new Map<string, string>();
    for (const area of areas) {
      for (const [key, repository] of Object.entries(area.repositories?.(app.db, app) ?? {})) {
        const taken = owner.get(key);
        if (taken) throw new Error(`Areas ${taken} and ${area.name} both declare the repository app.${key}.`);
        owner.set(key, area.name);
        app.decorate(key, repository);
      }
    }
  },
  { name: 'repositories', dependencies: ['database'] },
);
