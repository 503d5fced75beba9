import { userRoutes as routes } from '../contract/endpoints/users';
import { callEndpoint } from './call';

/*
 * 'Olvidé mi contraseña' and the reset link (issue 33), called by the host's public page. Apart from the
 * users screen's calls (users.ts) because those use SWR: the public page would download it for nothing.
 */

export const requestPasswordReset = (username: string) => callEndpoint(routes.requestPasswordReset, { body: { username } });
export const getPasswordReset = (token: string) => callEndpoint(routes.getPasswordReset, { params: { token } });
export const completePasswordReset = (token: string, password: string) => callEndpoint(routes.completePasswordReset, { params: { token }, body: { password } });
