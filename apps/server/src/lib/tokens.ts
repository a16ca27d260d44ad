import { createHash, randomBytes } from 'node:crypto';

/**
 * Session and e-mail link tokens: 256 random bits, base64url. Only their SHA-256 hash is stored,
 * so a leaked database copy cannot be replayed as a session or a link. A plain (unsalted) hash
 * is enough because the input is random and long, and it lets us look tokens up by index.
 */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
