import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LANGUAGE, ROLE, USER_TYPE } from '@jauc/contract';
import type { DbOrTx } from '../../src/db/client.js';
import { users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/lib/password.js';
import { outboxDir } from '../../src/modules/mail/mailer.js';
import { permissionsFor } from '../../src/modules/identity/permission-templates.js';
import type { App } from '../../src/app.js';
import { ORIGIN } from './test-app.js';

/**
 * Test fixtures shared by every API test file.
 *
 *   const { id, email, password } = await createUser(t.database.db, { roleId: ROLE.vip });
 *   const cookie = await signIn(t.app, email, password);
 *   await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie } });
 *   await t.app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload });
 *   const mail = await readOutbox(t.dataDir, email, 'reset'); // mail.link, mail.text
 */

export const DEFAULT_PASSWORD = 'secret-pass';

export type UserOverrides = Partial<typeof users.$inferInsert> & {
  /** Plain password to hash (default DEFAULT_PASSWORD). */
  password?: string;
  /** E-mail verified (default true): unverified users cannot sign in. */
  verified?: boolean;
};

// argon2 takes ~20 ms: hash each distinct password once per test process.
const hashes = new Map<string, Promise<string>>();
const hashed = (password: string) => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

/**
 * Inserts a user directly (no e-mail, no HTTP): a client (userType 2, roleId 1064) by default,
 * with the permission template of its role/userType applied and a unique e-mail. Any column can
 * be overridden, e.g. `{ roleId: ROLE.vip }`, `{ userType: 3, roleId: 991 }`, `{ creditLimit: 1e6 }`,
 * `{ permissions: {...} }`, `{ dealerId }`, `{ language: 693 }`.
 */
// Addresses are numbered per test file (each file has its own databases): unique by construction.
// The random part only keeps them apart in a database another file's test app might share.
let userSeq = 0;

export async function createUser(db: DbOrTx, overrides: UserOverrides = {}): Promise<{ id: number; email: string; password: string }> {
  const { password = DEFAULT_PASSWORD, verified = true, ...columns } = overrides;
  const userType = columns.userType ?? USER_TYPE.client;
  const roleId = columns.roleId ?? (userType === USER_TYPE.manager ? ROLE.manager : ROLE.client);
  const email = (columns.email ?? `user-${++userSeq}-${randomBytes(3).toString('hex')}@test.example`).toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      fullName: 'Test User',
      countryId: 157,
      city: 'Auckland',
      mobile: '+64 (921) 555-01-23',
      language: LANGUAGE.en,
      permissions: permissionsFor(roleId, userType),
      emailVerifiedAt: verified ? new Date() : null,
      ...columns,
      email,
      userType,
      roleId,
      passwordHash: await hashed(password),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password };
}

/** Sets columns of an existing user (e.g. disable it: `{ roleId: 982 }`). */
export async function updateUserRow(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

type InjectResponse = Awaited<ReturnType<App['inject']>>;

/** Merges the cookies a response sets (or clears) into a `cookie` request header string. */
export function mergeCookies(cookie: string, res: InjectResponse): string {
  const jar = new Map(
    cookie
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const),
  );
  for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
    const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
    if (cleared) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * Signs in through POST /api/v1/auth and answers a cookie header with both session cookies,
 * usable as `inject({ headers: { cookie } })`. Throws unless the login answers 200.
 */
export async function signIn(app: App, email: string, password: string = DEFAULT_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: ORIGIN }, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return mergeCookies('', res);
}

export interface OutboxMail {
  file: string;
  subject: string;
  /** Decoded message source (quoted-printable undone), text and HTML parts included. */
  text: string;
  /** The first portal link with a token in the message. */
  link: string;
  /** The token query parameter of that link. */
  token: string;
}

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));

const decodeHeader = (s: string) =>
  s.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

/** The outbox files addressed to `email` (optionally of one kind), oldest first. */
export function outboxFiles(dataDir: string, email: string, kind?: string): string[] {
  const dir = outboxDir({ dataDir });
  if (!fs.existsSync(dir)) return [];
  // File names are `<time>-<recipient>-<kind>.eml`; match the recipient exactly.
  const re = new RegExp(`^\\d{8}T\\d{9}-(.+)-([a-z-]+)\\.eml$`);
  return fs
    .readdirSync(dir)
    .filter((f) => {
      const m = re.exec(f);
      return !!m && m[1] === email.toLowerCase() && (!kind || m[2] === kind);
    })
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * The newest message written to DATA_DIR/outbox for `email` (optionally of kind 'verify' or
 * 'reset'), with the link it carries. Waits up to 2 s for mails sent in the background.
 */
export async function readOutbox(dataDir: string, email: string, kind?: string): Promise<OutboxMail> {
  const { file, subject, text } = await readOutboxMessage(dataDir, email, kind);
  const link = /https?:\/\/[^\s"'<>]+token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in the mail ${file}`);
  return { file, subject, text, link, token: new URL(link).searchParams.get('token')! };
}

/** Like readOutbox, for a message that need not carry a link with a token (a notice). */
export async function readOutboxMessage(dataDir: string, email: string, kind?: string): Promise<Omit<OutboxMail, 'link' | 'token'>> {
  const deadline = Date.now() + 2000;
  let files = outboxFiles(dataDir, email, kind);
  while (files.length === 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    files = outboxFiles(dataDir, email, kind);
  }
  const file = files.at(-1);
  if (!file) throw new Error(`no mail to ${email} in the outbox`);
  const raw = fs.readFileSync(file, 'utf8');
  const text = decodeQuotedPrintable(raw);
  const subject = decodeHeader(/^Subject: (.*(?:\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\n[ \t]/g, ' ') ?? '');
  return { file, subject, text };
}
