import type { UserDetails } from '../contract/auth';
import { authReducer, initialAuthState } from './auth-reducer';

const user: UserDetails = { id: 1, username: 'demo', firstName: 'Daniela', lastName: 'Ruiz', role: 'seller' };

describe('authReducer', () => {
  it('starts with no user and no error', () => {
    expect(initialAuthState).toEqual({ user: null, error: null });
  });

  it('setUser stores the user and clears the error', () => {
    expect(authReducer({ user: null, error: 'Sesión expirada' }, { type: 'setUser', user })).toEqual({ user, error: null });
  });

  it('voidUser clears both user and error', () => {
    expect(authReducer({ user, error: 'x' }, { type: 'voidUser' })).toEqual({ user: null, error: null });
  });

  it('logout clears the user and stores the message', () => {
    expect(authReducer({ user, error: null }, { type: 'logout', message: 'Inicia sesión para continuar.' })).toEqual({
      user: null,
      error: 'Inicia sesión para continuar.',
    });
  });

  it('does not mutate the previous state', () => {
    const prev = Object.freeze({ user, error: null });
    authReducer(prev, { type: 'voidUser' });
    expect(prev).toEqual({ user, error: null });
  });
});
