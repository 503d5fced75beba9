import { defineArea } from '../area';
import { DEFAULT_THROTTLE } from './login-throttle';
import authRoutes from './routes';
import { SessionsRepository } from './sessions-repository';
import { ThrottleRepository } from './throttle-repository';
import { UsersRepository } from './users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
    sessions: SessionsRepository;
    /** Login throttle counters (the policy is modules/auth/login-throttle.ts). */
    loginThrottle: ThrottleRepository;
  }
}

/** Sign-in, sessions and the login throttle. */
export default defineArea({
  name: 'auth',
  repositories: (db) => ({
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    loginThrottle: new ThrottleRepository(db),
  }),
  routes: (api, { throttle }) => api.register(authRoutes, { throttle: { ...DEFAULT_THROTTLE, ...throttle } }),
});
