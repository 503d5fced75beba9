import type { FastifyInstance } from 'fastify';
import type { UserRole } from '@muestrario/shared/domain';
import type { NewStaffUser } from '../../../src/modules/auth/users-repository';
import { loginCookie } from '../app';
import { injectAs, type Requester } from '../request';

/** The default user of each role (a username per role, so one of each can live in the same database). */
const DEFAULT_USERNAME: Record<UserRole, string> = {
  seller: 'vendedora',
  designer: 'diseno',
  production: 'produccion',
  quality: 'calidad',
  admin: 'jefa',
};

export const TEST_PASSWORD = 'secreto-123';

export interface BuiltUser {
  id: number;
  username: string;
  password: string;
  role: UserRole;
  cookie: string;
  /** Requests as this user (see `injectAs`). */
  as: Requester;
}

/**
 * A staff user of `role` created through the users repository (as the admin screen does) and signed in
 * through the real login route. Every field can be overridden; the username defaults to the role's.
 */
export async function buildUser(app: FastifyInstance, over: Partial<NewStaffUser> & { role?: UserRole } = {}): Promise<BuiltUser> {
  const role = over.role ?? 'seller';
  const user: NewStaffUser = { username: DEFAULT_USERNAME[role], password: TEST_PASSWORD, firstName: over.username ?? DEFAULT_USERNAME[role], lastName: 'Prueba', ...over, role };
  const { id } = await app.users.create(user, new Date());
  return { id, username: user.username, password: user.password, role, ...(await signIn(app, user.username, user.password)) };
}

/** Signs an existing user in (e.g. the fixture's demo seller, `demo` / `demo1234`): its cookie and requester. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<{ cookie: string; as: Requester }> {
  const cookie = await loginCookie(app, username, password);
  return { cookie, as: injectAs(app, cookie) };
}

/** The fixture's demo seller (owner of the fixture samples), signed in. */
export const signInDemo = (app: FastifyInstance) => signIn(app, 'demo', 'demo1234');
