import useSWR from 'swr';
import type { NewUserBody, OwnPasswordBody, UserChangeBody } from '../contract/users';
import { userRoutes as routes } from '../contract/endpoints/users';
import { callEndpoint, endpointKey } from './call';

/* Users managed in the app (issue 33, item 8). The password-reset calls of the public pages are in password-reset.ts. */

export const usersKey = endpointKey(routes.listUsers);
export const listUsers = () => callEndpoint(routes.listUsers);
export const createUser = (body: NewUserBody) => callEndpoint(routes.createUser, { body });
export const updateUser = (id: number, body: UserChangeBody) => callEndpoint(routes.updateUser, { params: { id }, body });
export const setUserPassword = (id: number, password: string) => callEndpoint(routes.setUserPassword, { params: { id }, body: { password } });
export const changeOwnPassword = (body: OwnPasswordBody) => callEndpoint(routes.changeOwnPassword, { body });

/** The staff list of the users screen (admins only). */
export function useUsers() {
  return useSWR(usersKey, listUsers, { revalidateOnFocus: false });
}
