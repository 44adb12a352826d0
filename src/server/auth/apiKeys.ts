import { createHash, randomBytes } from 'node:crypto';

/**
 * API keys for ship-side software (docs/api-ledger.md). A key is 32 random bytes in base64url after
 * a recognisable `eeoi_` tag; only its SHA-256 is stored (a key has full entropy, so a fast hash is
 * enough: there is nothing to guess), with the first characters as a prefix administrators can
 * tell keys apart by. The key itself is shown once, when issued.
 */
export const API_KEY_TAG = 'eeoi_';
const PREFIX_LENGTH = API_KEY_TAG.length + 8;

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = API_KEY_TAG + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, PREFIX_LENGTH), hash: hashApiKey(key) };
}

/** The key of an `Authorization: Bearer <key>` header, if the request has one. */
export function bearerKey(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : undefined;
}
