import { lifecycleEndpoints } from './lifecycle';
import { sampleEndpoints } from './samples';

/**
 * The endpoint table: every endpoint of the API, by operationId. Declare a new endpoint in the file of
 * its area and spread that group here; nothing else may write an endpoint path.
 */
export const endpoints = {
  ...sampleEndpoints,
  ...lifecycleEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export { lifecycleEndpoints, sampleEndpoints };
