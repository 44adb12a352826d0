import { createHash, randomBytes } from 'node:crypto';

/** Session tokens are 256 random bits; only their SHA-256 is stored, so a database leak opens nothing. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
