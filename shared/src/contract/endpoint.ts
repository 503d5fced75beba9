import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { PermissionAction } from '../rules/permissions/table';

/**
 * One endpoint of the API, declared once (shared/src/contract/endpoints/*): the server registers its
 * Fastify route from it (server/src/http/endpoint-route.ts), the browser calls it through
 * `callEndpoint` (shared/src/api/call.ts) and the OpenAPI document is generated from it.
 *
 * A group is declared in two parts kept side by side in its file:
 * - the **addresses** (`defineRoutes`): method and Fastify-style path relative to the API base
 *   (`/business/samples/:id`; the client fills `:name` segments from `params`), keyed by operationId;
 * - the **details** (`defineEndpoints(addresses, …)`): summary, tags, schemas, statuses.
 * The browser calls the addresses typed with their whole endpoint (`RoutesOf`), so its bundles carry no
 * schema and no TypeBox; the server, the OpenAPI document and the development-time response check use
 * the whole endpoints.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Where an endpoint answers, and the permission it needs. */
export interface EndpointAddress {
  method: HttpMethod;
  path: string;
  /**
   * The action of the permission table (shared/src/rules/permissions) the endpoint performs: the server's
   * `route()` checks `can(user, action, resource)` before the handler (403 with the Spanish reason), and
   * the browser knows it from the address to offer only what the user may do. Every non-GET endpoint
   * that needs a session declares one (endpoints.test.ts).
   */
  action?: PermissionAction;
}

/** What an endpoint takes and answers, and how it is documented. */
export interface EndpointDetails {
  /** Spanish one-line description shown in /api/docs. */
  summary: string;
  tags: readonly string[];
  params?: TObject;
  query?: TObject;
  /** JSON body. Upload routes leave it out and set `multipart`. */
  body?: TSchema;
  /** The body is multipart/form-data (file uploads): the route reads it as a stream. */
  multipart?: boolean;
  /** Schema of the success answer; `NoContent` for 204. */
  response: TSchema;
  /** Media type of the success answer when it is not JSON (an SVG picture, …). */
  produces?: string;
  /** Success status (default 200). */
  status?: 200 | 201 | 204;
  /** Other non-error answers, by status (a 304 Not Modified, …). */
  otherResponses?: Readonly<Record<number, TSchema>>;
  /** Error statuses the route may answer (their body is `ErrorBody`). */
  errors: readonly number[];
  /** Reachable without a session. */
  public?: boolean;
}

export interface EndpointSpec extends EndpointAddress, EndpointDetails {}

export type Endpoint<Id extends string = string, S extends EndpointSpec = EndpointSpec> = S & { operationId: Id };

/** An address with its operationId, as `defineRoutes` returns it. */
export type Address<Id extends string = string, A extends EndpointAddress = EndpointAddress> = A & { operationId: Id };

declare const endpointType: unique symbol;

/**
 * An endpoint as the browser holds it: operationId, method and path at run time, and the whole
 * endpoint in its type only (so `callEndpoint` knows params, body and answer without the schemas).
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly operationId: E['operationId'];
  readonly method: E['method'];
  readonly path: E['path'];
  readonly action?: E['action'];
  readonly [endpointType]?: E;
}

/** Declares the addresses of a group of endpoints; each key becomes the endpoint's `operationId`. */
export function defineRoutes<const T extends Record<string, EndpointAddress>>(addresses: T): { [K in keyof T & string]: Address<K, T[K]> } {
  const out: Record<string, Address> = {};
  for (const [operationId, address] of Object.entries(addresses)) out[operationId] = { ...address, operationId };
  return out as { [K in keyof T & string]: Address<K, T[K]> };
}

type Exact<T, Shape> = T & Record<Exclude<keyof T, keyof Shape>, never>;

/**
 * Completes a group of addresses with their details (every address needs its details, and details
 * need an address). Annotate the call `/*#__PURE__*\/` so a bundle that only calls the group's routes
 * drops it together with its schemas, and every TypeBox call written inside it as well (webpack keeps a
 * pure call whose arguments may have effects; shared/test/architecture/schema-free-bundles.test.ts).
 *
 * The one-argument form (whole specs, address included) is the skeleton's: a browser calling such a
 * group through `callEndpoint(endpoints.x)` bundles every schema of the table and TypeBox; declare new
 * groups with addresses and details.
 */
export function defineEndpoints<
  const A extends Record<string, Address>,
  const D extends { [K in keyof A]: EndpointDetails },
>(addresses: A, details: Exact<D, A>): { [K in keyof A & string]: Endpoint<K, A[K] & D[K]> };
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(specs: T): { [K in keyof T & string]: Endpoint<K, T[K]> };
export function defineEndpoints(addresses: Record<string, EndpointAddress>, details?: Record<string, EndpointDetails>): Record<string, Endpoint> {
  const out: Record<string, Endpoint> = {};
  for (const [operationId, address] of Object.entries(addresses)) {
    out[operationId] = { ...address, ...(details?.[operationId] as EndpointDetails), operationId };
  }
  return out;
}

/**
 * The browser routes of a group: its addresses typed with the whole endpoints. Declared as
 * `export const xRoutes: RoutesOf<typeof xEndpoints> = addresses;` (a type annotation only: the
 * browser's bundle holds the addresses and nothing else).
 */
export type RoutesOf<T extends Record<string, Endpoint>> = { [K in keyof T]: Route<T[K]> };

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** Types of one endpoint's parts, as the server receives them and the client sends them. */
export type EndpointParams<E extends EndpointSpec> = StaticOr<E['params'], undefined>;
export type EndpointQuery<E extends EndpointSpec> = StaticOr<E['query'], undefined>;
export type EndpointBody<E extends EndpointSpec> = E['multipart'] extends true ? FormData : StaticOr<E['body'], undefined>;
export type EndpointResponse<E extends EndpointSpec> = E['status'] extends 204 ? void : Static<E['response']>;

/** Fills `:name` segments of an endpoint path (values URI-encoded). Throws on a missing value. */
export function endpointPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter «${name}» for ${path}`);
    return encodeURIComponent(String(value));
  });
}
