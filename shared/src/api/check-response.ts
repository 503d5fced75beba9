import { Value } from '@sinclair/typebox/value';
import type { Endpoint } from '../contract/endpoint';
import { endpoints } from '../contract/endpoints';

/** An answer that does not match its endpoint's response schema (development and tests only). */
export class ResponseMismatchError extends Error {
  constructor(
    readonly operationId: string,
    readonly problems: string[],
  ) {
    super(`The answer of ${operationId} does not match its response schema: ${problems.join('; ')}`);
    this.name = 'ResponseMismatchError';
  }
}

const table = endpoints as unknown as Record<string, Endpoint | undefined>;

/**
 * Checks a successful answer against the response schema of the endpoint `operationId` and throws a
 * ResponseMismatchError naming what differs (at most five places). A 204 endpoint's empty answer and
 * an endpoint missing from the table are not checked. Called by `callEndpoint` outside production only:
 * it brings the whole table and TypeBox's checker with it.
 */
export function checkResponse(operationId: string, data: unknown): void {
  const endpoint = table[operationId];
  if (!endpoint || endpoint.status === 204) return;
  if (Value.Check(endpoint.response, data)) return;
  const problems: string[] = [];
  for (const error of Value.Errors(endpoint.response, data)) {
    problems.push(`${error.path || '/'}: ${error.message}`);
    if (problems.length === 5) break;
  }
  throw new ResponseMismatchError(operationId, problems);
}
