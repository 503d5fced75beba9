import type { Endpoint, Route } from '../endpoint';
import * as table from '.';
import { USER_ROLES } from '../../domain/enums';
import { PERMISSION_ACTIONS, PERMISSION_TABLE, type PermissionRule } from '../../rules/permissions/table';

type Group = Record<string, Endpoint>;
const groups = Object.entries(table).filter(([name]) => name.endsWith('Endpoints')) as [string, Group][];
const routesOf = (groupName: string) => (table as Record<string, unknown>)[groupName.replace(/Endpoints$/, 'Routes')] as Record<string, Route> | undefined;

describe('the endpoint table', () => {
  it('has every group in `endpoints`, without two endpoints under one operationId', () => {
    expect(groups.length).toBeGreaterThanOrEqual(7);
    const all = groups.flatMap(([, group]) => Object.keys(group));
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(table.endpoints).sort()).toEqual([...all].sort());
  });

  it('gives each group browser routes with the same operationIds, methods and paths', () => {
    for (const [name, group] of groups) {
      const routes = routesOf(name);
      expect([name, routes !== undefined]).toEqual([name, true]);
      const expected = Object.fromEntries(
        Object.values(group).map((e) => [e.operationId, { operationId: e.operationId, method: e.method, path: e.path, ...(e.action ? { action: e.action } : {}) }]),
      );
      expect(routes).toEqual(expected);
    }
  });

  it('declares the permission action of every non-GET endpoint that needs a session', () => {
    const missing = (Object.values(table.endpoints) as Endpoint[]).filter((e) => e.method !== 'GET' && !e.public && !e.action).map((e) => e.operationId);
    // Name the action in the endpoint's address (defineRoutes): `{ method, path, action: '<area>.<verb>' }`.
    expect(missing).toEqual([]);
  });

  it('names only actions of the permission table, and lists 403 where the table may refuse', () => {
    for (const e of Object.values(table.endpoints) as Endpoint[]) {
      if (!e.action) continue;
      expect([e.operationId, PERMISSION_ACTIONS.includes(e.action)]).toEqual([e.operationId, true]);
      const rule: PermissionRule = PERMISSION_TABLE[e.action];
      const mayRefuse = rule.roles.length < USER_ROLES.length || !!rule.ownOnly || !!rule.asStageStep;
      if (mayRefuse) expect([e.operationId, e.errors]).toEqual([e.operationId, expect.arrayContaining([403])]);
      if (e.public) throw new Error(`${e.operationId}: a public endpoint has no signed-in user to judge`);
    }
  });

  it('never declares one method and path twice', () => {
    const addresses = Object.values(table.endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('declares the params schema of each path exactly with its :name segments', () => {
    for (const e of Object.values(table.endpoints) as Endpoint[]) {
      expect(e.path).toMatch(/^\/[a-z]/);
      const inPath = [...e.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();
      const inSchema = Object.keys(e.params?.properties ?? {}).sort();
      expect([e.operationId, inSchema]).toEqual([e.operationId, inPath]);
    }
  });

  it('answers 204 with no content, and other statuses with a schema', () => {
    for (const e of Object.values(table.endpoints) as Endpoint[]) {
      if (e.status === 204) expect([e.operationId, e.response.type]).toEqual([e.operationId, 'null']);
      expect(e.errors.every((code) => code >= 400 && code < 600)).toBe(true);
    }
  });
});
