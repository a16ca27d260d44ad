import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../src/db/client.js';
import { notices } from '../../src/db/schema.js';
import { createMailer, type Mailer } from '../../src/modules/mail/mailer.js';
import type { NoticeJobDeps } from '../../src/modules/notices/notices.jobs.js';
import { outboxFiles } from './fixtures.js';
import type { TestApp } from './test-app.js';

// Shared by the notice tests (notices*.test.ts, telegram*.test.ts): the app's mailer (the .eml
// outbox of the test's DATA_DIR) with a switch that makes the next sends fail, the notices of a
// user, the mails they got, and a logger whose lines the test reads.

export function switchableMailer(get: () => TestApp) {
  const state = { failNext: 0, attempts: 0 };
  const deps: NoticeJobDeps = {
    mailer: (log) => {
      const real: Pick<Mailer, 'send'> = createMailer(get().config, log);
      return {
        async send(mail) {
          state.attempts++;
          if (state.failNext > 0) {
            state.failNext--;
            throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          }
          await real.send(mail);
        },
      };
    },
  };
  return { state, deps };
}

export const noticesOf = (db: DbOrTx, userId: number) =>
  db.select().from(notices).where(eq(notices.userId, userId)).orderBy(asc(notices.id));

export interface SentMail {
  subject: string;
  text: string;
}

/** The notice mails (.eml) in the outbox to `email`, oldest first, decoded. */
export function mailsTo(t: TestApp, email: string, kind = 'result'): SentMail[] {
  return outboxFiles(t.dataDir, email, kind).map((file) => {
    const raw = fs.readFileSync(file, 'utf8');
    const text = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
    const header = /^Subject: (.*(?:\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\n[ \t]/g, ' ') ?? '';
    const subject = header.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : data.replace(/_/g, ' ').replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8')),
    );
    return { subject, text };
  });
}

/** A logger that keeps its lines, parsed, for the test to read. */
export function recordingLogger(): { log: FastifyBaseLogger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) });
  return { log: log as unknown as FastifyBaseLogger, lines };
}
