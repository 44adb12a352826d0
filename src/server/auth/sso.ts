import { createHmac } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, errors, importSPKI, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { ssoNonces } from '../db/schema/index.js';

export interface SsoConfig {
  secret?: string;
  publicKey?: string;
  maxAgeSeconds: number;
}

export type SsoResult = { ok: true; uid: string } | { ok: false; reason: string };

/** How far ahead of ours the trusted system's clock may run when it stamps `iat`. */
const ISSUER_CLOCK_AHEAD_SECONDS = 30;

/** The key for the algorithm the token names: the algorithm follows the configured key's type. */
async function keyFor(alg: unknown, cfg: SsoConfig) {
  if (alg === 'HS256' && cfg.secret) return { alg, key: new TextEncoder().encode(cfg.secret) };
  if (alg === 'RS256' && cfg.publicKey) return { alg, key: await importSPKI(cfg.publicKey, 'RS256') };
  return undefined;
}

/** The refusal reason a failed verification is logged under. */
function reasonOf(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'expired';
  if (err instanceof errors.JWTClaimValidationFailed)
    return (err.claim === 'iat' || err.claim === 'nbf') && err.reason === 'check_failed'
      ? 'expired'
      : 'claims';
  if (err instanceof errors.JWTInvalid || err instanceof errors.JWSInvalid) return 'malformed';
  if (err instanceof errors.JOSEError) return 'bad_signature';
  throw err;
}

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
  let alg: unknown;
  try {
    // Both halves are read before the signature so that garbage is told apart from a forgery.
    alg = decodeProtectedHeader(token).alg;
    decodeJwt(token);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const signer = await keyFor(alg, cfg);
  if (!signer) return { ok: false, reason: 'bad_signature' };
  const now = clock.now();
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, signer.key, {
      algorithms: [signer.alg],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'jti'],
      maxTokenAge: cfg.maxAgeSeconds,
      clockTolerance: ISSUER_CLOCK_AHEAD_SECONDS,
    }));
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  }
  // The tolerance is for an `iat` stamped ahead of our clock; the token's own lifetime and the age
  // limit stay exact, so a token is never taken after its `exp`.
  const seconds = Math.floor(now.getTime() / 1000);
  if (claims.exp! <= seconds || seconds - claims.iat! > cfg.maxAgeSeconds)
    return { ok: false, reason: 'expired' };
  if (typeof claims.jti !== 'string' || !claims.jti) return { ok: false, reason: 'claims' };
  if (claims.uid !== uid) return { ok: false, reason: 'uid_mismatch' };
  const inserted = await db
    .insert(ssoNonces)
    .values({ jti: claims.jti, expiresAt: new Date(claims.exp! * 1000) })
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
