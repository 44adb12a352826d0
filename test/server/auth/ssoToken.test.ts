import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { ManualClock } from '../../../src/server/clock.js';
import { signSsoToken, verifySsoToken, type SsoConfig } from '../../../src/server/auth/sso.js';
import type { Database } from '../../../src/server/db/client.js';
import { freshDatabase } from '../../support/testDb.js';

const SECRET = 'a-shared-secret-of-the-customer-portal-0123456789';
const T0 = Date.UTC(2026, 2, 2, 8, 0, 0);
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();

const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const signedWith = (header: object, claims: object, secret = SECRET) => {
  const head = `${enc(header)}.${enc(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
};
const rsaSigned = (claims: object) => {
  const head = `${enc({ alg: 'RS256', typ: 'JWT' })}.${enc(claims)}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), privateKey).toString('base64url')}`;
};

let db: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
// The table below is built when the file loads, so the clock stands still from the start.
const clock = new ManualClock(T0);
let n = 0;
beforeAll(async () => {
  db = await freshDatabase();
  database = db.database;
});
afterAll(() => db.drop());

const now = () => Math.floor(clock.now().getTime() / 1000);
const claims = (over: object = {}) => ({
  uid: 'crm-42',
  iat: now(),
  exp: now() + 60,
  jti: `j-${++n}`,
  ...over,
});
const check = (token: string, cfg: SsoConfig = { secret: SECRET, maxAgeSeconds: 120 }) =>
  verifySsoToken(database.db, clock, cfg, token, 'crm-42');

describe('single-sign-on token check', () => {
  it('takes a fresh HS256 token once', async () => {
    const token = signSsoToken(SECRET, claims());
    expect(await check(token)).toEqual({ ok: true, uid: 'crm-42' });
    expect(await check(token)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('takes an RS256 token with the configured public key', async () => {
    expect(await check(rsaSigned(claims()), { publicKey: PEM, maxAgeSeconds: 120 })).toEqual({
      ok: true,
      uid: 'crm-42',
    });
  });

  it.each([
    ['no configuration', signSsoToken(SECRET, claims()), { maxAgeSeconds: 120 }, 'unconfigured'],
    ['two parts only', 'a.b', undefined, 'malformed'],
    [
      'a header that is not JSON',
      `${Buffer.from('{').toString('base64url')}.${enc(claims())}.x`,
      undefined,
      'malformed',
    ],
    [
      'claims that are not JSON',
      `${enc({ alg: 'HS256' })}.${Buffer.from('[').toString('base64url')}.x`,
      undefined,
      'malformed',
    ],
    ['alg none', `${enc({ alg: 'none' })}.${enc(claims())}.`, undefined, 'bad_signature'],
    // The shared secret must not verify a token that names the public key's algorithm, nor the reverse.
    [
      'an HS256 token when only a public key is set',
      signSsoToken(PEM, claims()),
      { publicKey: PEM, maxAgeSeconds: 120 },
      'bad_signature',
    ],
    ['an RS256 token when only a secret is set', rsaSigned(claims()), undefined, 'bad_signature'],
    ['HS512', signedWith({ alg: 'HS512' }, claims()), undefined, 'bad_signature'],
    ['no jti', signSsoToken(SECRET, { ...claims(), jti: '' }), undefined, 'claims'],
    ['no exp', signedWith({ alg: 'HS256' }, { uid: 'crm-42', iat: now(), jti: 'j-x' }), undefined, 'claims'],
    [
      'no iat',
      signedWith({ alg: 'HS256' }, { uid: 'crm-42', exp: now() + 60, jti: 'j-y' }),
      undefined,
      'claims',
    ],
    ['exp now', signSsoToken(SECRET, claims({ exp: now() })), undefined, 'expired'],
    ['older than the age limit', signSsoToken(SECRET, claims({ iat: now() - 121 })), undefined, 'expired'],
    [
      'iat more than 30 s ahead',
      signSsoToken(SECRET, claims({ iat: now() + 31, exp: now() + 90 })),
      undefined,
      'expired',
    ],
    ['another uid', signSsoToken(SECRET, claims({ uid: 'crm-7' })), undefined, 'uid_mismatch'],
  ])('refuses %s', async (_name, token, cfg, reason) => {
    expect(await check(token, cfg)).toEqual({ ok: false, reason });
  });

  it('allows the issuer a clock up to 30 s ahead, and a token exactly at the age limit', async () => {
    expect((await check(signSsoToken(SECRET, claims({ iat: now() + 30, exp: now() + 90 })))).ok).toBe(true);
    expect((await check(signSsoToken(SECRET, claims({ iat: now() - 120 })))).ok).toBe(true);
  });
});
