import type { LoginBody, UserDetails } from '../contract/auth';
import { api } from './client';

export const authDetailsKey = '/auth/details';

export const login = (body: LoginBody) => api.post<UserDetails>('/auth/login', body);
export const logout = () => api.post<void>('/auth/logout');
export const getAuthDetails = () => api.get<UserDetails>(authDetailsKey);
