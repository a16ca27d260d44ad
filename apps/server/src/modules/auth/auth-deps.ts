import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';

/** What the auth and account services work with (built once by auth.routes.ts). */
export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Who is calling: `ip` is `request.ip` (X-Forwarded-For only from TRUST_PROXY addresses). */
export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}
