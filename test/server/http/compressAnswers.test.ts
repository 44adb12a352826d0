import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_GZIP_MIN_CHARS } from '../../../src/server/plugins/compressAnswers.js';
import { auth, createTestApp, loginAs, type TestApp } from '../../support/app.js';

/**
 * Large answers made for the call go out as gzip to a client that takes it, and decode to the
 * very answer a client without gzip gets; small answers, refusals of gzip and files stay as they are.
 */
describe('gzip of large JSON answers', () => {
  let t: TestApp;
  let token: string;
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      url,
      headers: {
        ...auth(token),
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });
  // The API's description: tens of KB of JSON, made on every call (no read cache).
  const LARGE = '/api/openapi.json';

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginAs(t.app, 'admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('sends a large answer as gzip that decodes to the plain answer', async () => {
    const plain = await get(LARGE);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(ANSWER_GZIP_MIN_CHARS);
    expect(plain.headers.vary).toContain('accept-encoding');

    const zipped = await get(LARGE, 'gzip, deflate, br, zstd');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    const body = gunzipSync(zipped.rawPayload);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('leaves the answer plain for a client that refuses gzip or names another coding only', async () => {
    for (const header of ['gzip;q=0', 'br', 'identity']) {
      const res = await get(LARGE, header);
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(() => res.json(), header).not.toThrow();
    }
  });

  it('leaves small answers plain', async () => {
    const res = await get('/api/user/info', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(ANSWER_GZIP_MIN_CHARS);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not compress a refusal without a session', async () => {
    const res = await t.app.inject({
      url: '/api/voyages?page=1&size=50',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
