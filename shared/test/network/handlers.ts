import { http, HttpResponse } from 'msw';
import { settingsRoutes } from '../../src/contract/endpoints/settings';
import { DEFAULT_DECORATION_SETTINGS } from '../../src/rules/colour/insights';
import { decorationSettingsBodyOf, decorationSettingsViewOf } from '../../src/rules/colour/settings';
import { demoUser, NOT_FOUND_BODY } from './fixtures';

/** A JSON answer with `status` (an empty body when `body` is undefined, as a 204 has). */
export function answer(status: number, body?: unknown): Response {
  return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
}

/**
 * What every test gets unless it says otherwise: the demo seller is signed in (the screens offer what
 * the permission table lets the user do, so they ask who it is); the shop's decoration settings are the
 * defaults (the editor, the review and the print pages read them); any other API route the test did not set up answers
 * 404 with a Spanish message, as the server does for a route it lacks. Anything outside /api is an error
 * (`onUnhandledRequest: 'error'`), so a test never reaches the real network.
 */
export const fallbackHandlers = [
  http.get('*/api/auth/details', () => answer(200, demoUser)),
  http.get(`*/api${settingsRoutes.getDecorationSettings.path}`, () => answer(200, decorationSettingsViewOf(decorationSettingsBodyOf(DEFAULT_DECORATION_SETTINGS), undefined))),
  http.all('*/api/*', () => answer(404, NOT_FOUND_BODY)),
];
