import { setupServer } from 'msw/node';
import { fallbackHandlers } from './handlers';

/**
 * The network edge of every browser unit test: MSW intercepts fetch and XMLHttpRequest. A test adds
 * the answers it needs with `server.use(...)`; they are removed after each test (see ./lifecycle).
 */
export const server = setupServer(...fallbackHandlers);
