import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import helmet from '@fastify/helmet';
import { installStatic } from '../../../src/server/plugins/static.js';
import { SECURITY_HEADERS } from '../../../src/server/plugins/securityHeaders.js';
import { auth, createTestApp, loginAs, type TestApp } from '../../support/app.js';
import { ASSET, writeStaticClient } from '../../support/staticClient.js';

// The options the app gave @fastify/helmet before its headers were written out once at start.
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
};

/** The same page, asset and JSON answer, served without and with helmet. */
async function reference(dir: string, withHelmet: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  if (withHelmet) await app.register(helmet, HELMET_OPTIONS);
  app.get('/api/json', { config: { perm: 'public' } }, async () => ({ success: true, data: 1 }));
  await installStatic(app, dir);
  await app.ready();
  return app;
}

// Headers that differ between any two answers whatever sets them.
const VOLATILE = new Set(['date', 'connection', 'keep-alive']);
const headersOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(res.headers).filter(([k]) => !VOLATILE.has(k)));

let t: TestApp;
let plain: FastifyInstance;
let helmeted: FastifyInstance;
let token: string;
beforeAll(async () => {
  const dir = writeStaticClient();
  [t, plain, helmeted] = await Promise.all([
    createTestApp({ clientDir: dir }),
    reference(dir, false),
    reference(dir, true),
  ]);
  token = await loginAs(t.app, 'demo_company');
});
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close(), helmeted?.close()]);
});

describe('security headers computed once', () => {
  const cases: Array<[string, string, string]> = [
    ['an HTML page', '/ship/list', '/ship/list'],
    ['a static asset', ASSET, ASSET],
    ['an API JSON answer', '/api/user/info', '/api/json'],
  ];

  it.each(cases)('match what helmet set on %s, header for header', async (_what, appUrl, refUrl) => {
    const [mine, bare, withHelmet] = await Promise.all([
      t.app.inject({ url: appUrl, headers: auth(token) }),
      plain.inject({ url: refUrl }),
      helmeted.inject({ url: refUrl }),
    ]);
    expect(mine.statusCode).toBe(200);
    // What helmet adds to an answer, with its values ...
    const bareHeaders = headersOf(bare);
    const added = Object.fromEntries(
      Object.entries(headersOf(withHelmet)).filter(([k, v]) => bareHeaders[k] !== v),
    );
    expect(Object.keys(added).length).toBeGreaterThan(10);
    // ... is exactly what the app sends beside its own headers, and the written-out table holds no more.
    const mineHeaders = headersOf(mine);
    expect(Object.fromEntries(Object.keys(added).map((k) => [k, mineHeaders[k]]))).toEqual(added);
    expect(SECURITY_HEADERS).toEqual(added);
  });

  it('leaves the page and the asset otherwise as helmet did (only the cache policy is the app’s own)', async () => {
    for (const url of ['/ship/list', ASSET]) {
      const [mine, withHelmet] = await Promise.all([t.app.inject({ url }), helmeted.inject({ url })]);
      expect(headersOf(mine), url).toEqual(headersOf(withHelmet));
    }
  });

  it('are on refusals and unknown routes too', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/user/info' }),
      await t.app.inject({ url: '/api/nope' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(res.headers[k], k).toBe(v);
    }
  });
});
