import type { UserDetails } from '../../src/contract/auth';

/** The demo seller, as GET /auth/details answers for them. */
export const demoUser = { id: 1, username: 'demo', firstName: 'Daniela', lastName: 'Ruiz', role: 'seller' } as const satisfies UserDetails;

/** A second seller, for tests that need someone else. */
export const otherUser = { id: 2, username: 'pruiz', firstName: 'Pedro', lastName: 'Ruiz', role: 'seller' } as const satisfies UserDetails;

/** The answer body of a 404 the fallback gives and tests reuse. */
export const NOT_FOUND_BODY = { message: 'No encontrado' } as const;
