import useSWR from 'swr';
import type { NewUserBody, OwnPasswordBody, UserChangeBody } from '../contract/users';
import { userRoutes as routes } from '../contract/endpoints/users';
import { callEndpoint, endpointKey } from './call';

/* Users managed in the app (issue 33, item 8). */

export const usersKey = endpointKey(routes.listUsers);
export const listUsers = () => callEndpoint(routes.listUsers);
export const createUser = (body: NewUserBody) => callEndpoint(routes.createUser, { body });
export const updateUser = (id: number, body: UserChangeBody) => callEndpoint(routes.updateUser, { params: { id }, body });
export const setUserPassword = (id: number, password: string) => callEndpoint(routes.setUserPassword, { params: { id }, body: { password } });
export const changeOwnPassword = (body: OwnPasswordBody) => callEndpoint(routes.changeOwnPassword, { body });
export const requestPasswordReset = (username: string) => callEndpoint(routes.requestPasswordReset, { body: { username } });
export const getPasswordReset = (token: string) => callEndpoint(routes.getPasswordReset, { params: { token } });
export const completePasswordReset = (token: string, password: string) => callEndpoint(routes.completePasswordReset, { params: { token }, body: { password } });

/** The staff list of the users screen (admins only). */
export function useUsers() {
  return useSWR(usersKey, listUsers, { revalidateOnFocus: false });
}
