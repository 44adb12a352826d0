import { request } from './http';

export interface SysRole {
  id: number | string;
  code: string;
  name: string;
  nameZh?: string | null;
  nameEn?: string | null;
}
export interface LoginData {
  token: string;
  name: string;
  allowPage: string[];
  allowButton: string[];
  sysRoles: SysRole[];
  activeRoleId: number | string | null;
  imoList: unknown[];
  shipList: unknown[];
  mustChangePassword: boolean;
}
export interface UserInfo {
  roles: string[];
  name: string;
  /** The user's name in each language; the screens show the one of the UI language (nameInLang). */
  nameZh?: string | null;
  nameEn?: string | null;
  avatar: string | null;
  introduction: string | null;
  sysRoles: SysRole[];
  activeRoleId: number | string | null;
  allowPage: string[];
  allowButton: string[];
  mustChangePassword: boolean;
}
export interface MenuItem {
  id: number;
  pid: number;
  url: string | null;
  title: string;
  titleZh?: string | null;
  titleEn?: string | null;
  icon?: string | null;
  menuType: number;
  perms?: string | null;
  keepAlive?: boolean;
  hidden?: boolean;
  orderNum?: number;
  children?: MenuItem[];
}
export interface Captcha {
  captchaId: string;
  svg: string;
}
export interface LoginInput {
  username: string;
  password: string;
  verifycode: string;
  captchaId: string;
  i18n: 'zh' | 'en';
}
export interface CrmLoginInput {
  token: string;
  uid: string;
  i18n: 'zh' | 'en';
}

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

export interface PasswordInput {
  oldPassword: string;
  newPassword: string;
  dupnewPassword: string;
}
/** Answers the server's message, shown in the success dialog. */
export const updatePassword = (input: PasswordInput, signal?: AbortSignal) =>
  request<string>('/api/sysUser/updateUserPassword', { method: 'POST', body: input, signal, silent: true });
