import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy the client needs: its own scripts, styles Primer injects at run time
 * (the app's own are CSS modules in files), images and workers from blobs (exports, the upload
 * check).
 */
const CSP_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['font-src', ["'self'", 'https:', 'data:']],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['object-src', ["'none'"]],
  ['script-src', ["'self'"]],
  ['script-src-attr', ["'none'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['upgrade-insecure-requests', []],
  ['worker-src', ["'self'", 'blob:']],
  ['connect-src', ["'self'"]],
];

const csp = CSP_DIRECTIVES.map(([name, values]) => [name, ...values].join(' ')).join(';');

/**
 * Every response's hardening headers, written out once. They are the set helmet's defaults give
 * with the policy above (test/server/plugins/securityHeaders.test.ts compares them with helmet's
 * answer), but the Fastify helmet plugin rebuilt the middleware and re-parsed the policy on every
 * request, which was a sixth of a busy server's CPU.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': csp,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const entries = Object.entries(SECURITY_HEADERS);

/**
 * Sets the headers on the raw response as the request arrives, so every answer carries them:
 * routes, static files, 404s and errors alike (an error reply keeps what the raw response holds).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of entries) raw.setHeader(name, value);
    done();
  });
}
