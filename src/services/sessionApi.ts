import type {
  Captcha,
  CrmLoginInput,
  LoginData,
  LoginInput,
  MenuItem,
  PasswordInput,
  UserInfo,
} from '../domain/api';
import { request } from './http';

export const getCaptcha = (signal?: AbortSignal) => request<Captcha>('/api/code', { signal, silent: true });

// The login form shows its own failure message, so these calls are silent.
export const login = (input: LoginInput, signal?: AbortSignal) =>
  request<LoginData>('/api/login', { method: 'POST', body: input, signal, silent: true });

export const loginCrm = (input: CrmLoginInput, signal?: AbortSignal) =>
  request<LoginData>('/api/loginCrm', { method: 'POST', body: input, signal, silent: true });

export const getUserInfo = (token: string, signal?: AbortSignal) =>
  request<UserInfo>('/api/user/info', { query: { token }, signal });

export const getMenus = (signal?: AbortSignal) => request<MenuItem[]>('/api/user/menus', { signal });

export const switchRole = (roleId: number | string, signal?: AbortSignal) =>
  request<LoginData>('/api/user/switchRole', { method: 'POST', body: { roleId }, signal });

export const logout = (signal?: AbortSignal) =>
  request<unknown>('/api/logout', { method: 'POST', body: {}, signal, silent: true });

/** Answers the server's message, shown in the success dialog. */
export const updatePassword = (input: PasswordInput, signal?: AbortSignal) =>
  request<string>('/api/sysUser/updateUserPassword', { method: 'POST', body: input, signal, silent: true });
