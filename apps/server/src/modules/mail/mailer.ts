import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createOutboxQueue } from './outbox-queue.js';
import type { MailContent } from './templates.js';
import * as clock from '../../lib/clock.js';

export interface OutgoingMail extends MailContent {
  to: string;
  /** Short tag put into the outbox file name: verify, reset, ... */
  kind: string;
  /** The portal link in the message; logged with the outbox file only when DEV_LOG_LINKS=1. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Sends without making the caller wait; failures are logged. `idle()` waits for these. */
  sendLater(mail: OutgoingMail): void;
  /**
   * Runs work that ends in a mail (lookups, link tokens, sending) through the outbox queue after
   * the request has answered (see outbox-queue.ts). `idle()` waits for it too.
   */
  enqueue(kind: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Where messages are written when no SMTP server is configured. */
export const outboxDir = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'outbox');

// `20261121T120000123`: sortable as text. Strictly increasing within the process so two messages
// in the same millisecond still sort in the order they were sent.
let lastStamp = 0;
function stamp(): string {
  lastStamp = Math.max(clock.nowMs(), lastStamp + 1);
  return new Date(lastStamp).toISOString().replace(/[-:]/g, '').replace('.', '').replace('Z', '');
}

// Recipient and kind become part of a file name: keep only characters that are safe there.
const safe = (s: string) => s.replace(/[^A-Za-z0-9@._+-]/g, '_');

/**
 * nodemailer over SMTP_URL when set; otherwise each message is rendered to an .eml file under
 * DATA_DIR/outbox, so a local run (and the e2e tests) work offline. The log says that a message
 * was written and where, never its link: links carry live tokens (a reset link is a password),
 * and logs are kept and shipped where mailboxes are not. DEV_LOG_LINKS=1 prints them for local work.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'> & { devLogLinks?: boolean }, log: FastifyBaseLogger): Mailer {
  let send: Mailer['send'];
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    send = async ({ to, subject, text, html, kind }) => {
      await transport.sendMail({ from: config.mailFrom, to, subject, text, html });
      log.info({ to, kind }, 'mail sent');
    };
  } else {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const dir = outboxDir(config);
    send = async ({ to, subject, text, html, kind, link }) => {
      // Quoted-printable keeps the link readable in the raw .eml whatever the language of the text.
      const info = await transport.sendMail({ from: config.mailFrom, to, subject, text, html, textEncoding: 'quoted-printable' });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${stamp()}-${safe(to)}-${safe(kind)}.eml`);
      // Written aside, then renamed: whoever reads the outbox (a person, the tests) never opens a
      // half-written message now that mails are written after the answer (outbox queue).
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      log.info({ to, kind, file, ...(config.devLogLinks && link ? { link } : {}) }, 'mail written to outbox');
    };
  }
  const outbox = createOutboxQueue(log);
  return {
    send,
    sendLater(mail) {
      outbox.push(mail.kind, () => send(mail));
    },
    enqueue(kind, task) {
      outbox.push(kind, task);
    },
    idle: () => outbox.idle(),
  };
}
