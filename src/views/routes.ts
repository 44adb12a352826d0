/** Routes open without login (docs/product-rules.md §2). */
export const PUBLIC_PATHS = [
  '/login',
  '/frontLogin',
  '/auth-redirect',
  '/exchart',
  '/Softwaredownload',
  '/efficiencycertification',
  '/datadownload',
];
export const paths = {
  login: '/login',
  dashboard: '/dashboard',
  profile: '/profile/index',
  cssLog: '/cssLog',
  notFound: '/404',
  unauthorized: '/401',
  authRedirect: '/auth-redirect',
};

export const isPublicPath = (path: string) =>
  PUBLIC_PATHS.some((p) => p.toLowerCase() === path.toLowerCase());

/** '/login?redirect=<original path>' (the login page goes back there after logging in). */
export const loginHref = (redirect?: string) =>
  redirect && redirect !== '/' && !isPublicPath(redirect.split('?')[0])
    ? `/login?redirect=${encodeURIComponent(redirect)}`
    : '/login';

/** Only same-site paths are followed after login, never an absolute URL from the query string. */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return paths.dashboard;
  return raw;
}
