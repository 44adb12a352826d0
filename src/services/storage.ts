/**
 * Browser persistence for the session and the interface settings (docs/product-rules.md §3, §4, §9):
 * token and user name in cookies, permitted pages/buttons and ship data in session storage,
 * interface settings in cookies. Every function tolerates a missing `document` so machines that
 * call these from actions also run in node tests.
 */
const hasDocument = () => typeof document !== 'undefined';

export function getCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

export function setCookie(name: string, value: string, days = 365): void {
  if (!hasDocument()) return;
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

const session = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

export const TOKEN_COOKIE = 'token';
export const NAME_COOKIE = 'userRName';
/** Session-storage keys named by the spec (docs/product-rules.md §3): the original clients read these. */
export const SESSION_KEYS = ['allowPage', 'buttons', 'remark', 'jsontest', 'shipinfo'] as const;

export const getToken = () => getCookie(TOKEN_COOKIE);
export const setToken = (token: string) => setCookie(TOKEN_COOKIE, token, 1);

export interface StoredLogin {
  token: string;
  name: string;
  allowPage: string[];
  allowButton: string[];
  imoList?: unknown[];
  shipList?: unknown[];
}

export function saveLogin(login: StoredLogin): void {
  setToken(login.token);
  setCookie(NAME_COOKIE, login.name, 1);
  const s = session();
  s?.setItem('allowPage', JSON.stringify(login.allowPage));
  s?.setItem('buttons', JSON.stringify(login.allowButton));
  s?.setItem('shipinfo', JSON.stringify({ imoList: login.imoList ?? [], shipList: login.shipList ?? [] }));
}

/** Logout and token reset both clear token, name and everything the session stored (docs/product-rules.md §4). */
export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(NAME_COOKIE);
  const s = session();
  for (const key of SESSION_KEYS) s?.removeItem(key);
}
