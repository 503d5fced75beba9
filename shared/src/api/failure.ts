import { ApiError } from './client';

/** What to tell the user about a failed call: the server's Spanish message, or `fallback` (network down, a 5xx). */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/** The body fields a 400 named (`fields` of the answer), to mark them on the form. */
export function failedFields(error: unknown): string[] {
  const body = error instanceof ApiError ? (error.body as { fields?: unknown } | undefined) : undefined;
  return Array.isArray(body?.fields) ? body.fields.filter((f): f is string => typeof f === 'string') : [];
}
