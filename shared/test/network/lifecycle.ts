import { server } from './msw-server';

// Imported by the jsdom setup file (and by the node-environment test files that render hooks): the
// MSW server listens for the whole file, and each test starts from the shared fallback handlers.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
