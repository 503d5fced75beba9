import type { LoginBody } from '../contract/auth';
import { authRoutes } from '../contract/endpoints/auth';
import { callEndpoint, endpointKey } from './call';

export const authDetailsKey = endpointKey(authRoutes.getAuthDetails);

export const login = (body: LoginBody) => callEndpoint(authRoutes.login, { body });
export const logout = () => callEndpoint(authRoutes.logout);
export const getAuthDetails = () => callEndpoint(authRoutes.getAuthDetails);
