import { createHmac, timingSafeEqual, verify } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { ssoNonces } from '../db/schema/index.js';

export interface SsoConfig {
  secret?: string;
  publicKey?: string;
  maxAgeSeconds: number;
}

export type SsoResult = { ok: true; uid: string } | { ok: false; reason: string };

const b64 = (s: string) => Buffer.from(s, 'base64url');

/**
 * Checks a session-login token from the trusted system: a compact JWS (HS256 with the shared secret,
 * or RS256 with its public key) carrying `uid`, `iat`, `exp` and a single-use `jti`. The older
 * system accepted Base64(today's date) (docs/legacy-system.md §4); anything short of a signature is refused.
 */
export async function verifySsoToken(
  db: Db,
  clock: Clock,
  cfg: SsoConfig,
  token: string,
  uid: string,
): Promise<SsoResult> {
  if (!cfg.secret && !cfg.publicKey) return { ok: false, reason: 'unconfigured' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [h, p, s] = parts;
  let header: { alg?: string };
  let claims: { uid?: string; iat?: number; exp?: number; jti?: string };
  try {
    header = JSON.parse(b64(h).toString('utf8'));
    claims = JSON.parse(b64(p).toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const data = Buffer.from(`${h}.${p}`);
  const sig = b64(s);
  let signed = false;
  if (header.alg === 'HS256' && cfg.secret) {
    const mac = createHmac('sha256', cfg.secret).update(data).digest();
    signed = mac.length === sig.length && timingSafeEqual(mac, sig);
  } else if (header.alg === 'RS256' && cfg.publicKey) {
    signed = verify('RSA-SHA256', data, cfg.publicKey, sig);
  }
  if (!signed) return { ok: false, reason: 'bad_signature' };
  const now = Math.floor(clock.now().getTime() / 1000);
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number' || !claims.jti)
    return { ok: false, reason: 'claims' };
  if (claims.exp <= now || now - claims.iat > cfg.maxAgeSeconds || claims.iat > now + 30)
    return { ok: false, reason: 'expired' };
  if (claims.uid !== uid) return { ok: false, reason: 'uid_mismatch' };
  const inserted = await db
    .insert(ssoNonces)
    .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: ssoNonces.jti });
  if (!inserted.length) return { ok: false, reason: 'replayed' };
  return { ok: true, uid };
}

/** Signs a token the way the trusted system must (used by tests and by integrators as a reference). */
export function signSsoToken(
  secret: string,
  claims: { uid: string; iat: number; exp: number; jti: string },
): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
