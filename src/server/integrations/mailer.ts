import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';
import type { DbOrTx } from '../db/client.ts';
import { logger } from '../lib/logger.ts';
import { maskEmailForLog } from '../lib/mask-email.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What features call: `send` puts the mail in the durable outbox (src/server/integrations/mail-outbox.ts). */
export interface Mailer {
  /** With `tx`, the mail is enqueued in that transaction: it exists exactly when the change that caused it commits. */
  send(message: MailMessage, options?: { tx?: DbOrTx }): Promise<void>;
  /** Where file-transport messages land (undefined when SMTP is used). */
  mailDir?: string;
}

/** How the outbox worker hands a mail over: SMTP, .eml files, or (tests) memory. */
export interface MailTransport {
  /** `id` is the outbox row: it becomes the Message-ID, so a mail retried after a lost reply can be recognised. */
  deliver(message: MailMessage, id?: string): Promise<void>;
  mailDir?: string;
}

/** A delivery failure whose message is safe to store and show to admins (no credentials). */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    /** The server refused for good (5xx on recipient or content): retrying cannot help. */
    readonly permanent = false,
  ) {
    super(message);
  }
}

export function mailDirectory(dataDir: string) {
  return path.resolve(dataDir, 'mail');
}

const messageId = (id: string | undefined) => (id ? `<${id}@growth-tools.outbox>` : undefined);

/** `code: message` of a nodemailer error, with the SMTP credentials and any URL userinfo removed, at most 500 characters. */
export function describeSmtpError(error: unknown, secrets: string[] = []) {
  const e = error as { code?: string; message?: string };
  let text = [e?.code, e?.message ?? String(error)].filter(Boolean).join(': ');
  for (const secret of secrets) if (secret && secret.length >= 3) text = text.split(secret).join('***');
  text = text.replace(/\/\/[^@\s/]+@/g, '//***@');
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

type TransportEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'> & Partial<Pick<Env, 'MAIL_SMTP_TIMEOUT_MS'>>;

/** SMTP when SMTP_URL is set; otherwise each message becomes an RFC 822 .eml file for the dev mailbox. */
export function createMailTransport(env: TransportEnv): MailTransport {
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    const user = decodeURIComponent(url.username);
    const pass = decodeURIComponent(url.password);
    // Short timeouts: a relay that is down or never greets must not hold the worker (it retries later).
    const timeout = env.MAIL_SMTP_TIMEOUT_MS ?? 10_000;
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user, pass } : undefined,
      // Local relays without TLS (dev, tests) announce STARTTLS with expired certificates.
      ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      dnsTimeout: timeout,
    });
    return {
      async deliver(message, id) {
        try {
          await transport.sendMail({ from: env.MAIL_FROM, messageId: messageId(id), ...message });
        } catch (error) {
          const { code, responseCode } = error as { code?: string; responseCode?: number };
          const permanent = (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500;
          throw new MailDeliveryError(describeSmtpError(error, [pass, user, env.SMTP_URL!]), permanent);
        }
        // Never the full address or the subject (some carry what a user wrote): the outbox row has them.
        logger.info('mail sent', { id, to: maskEmailForLog(message.to) });
      },
    };
  }
  const mailDir = mailDirectory(env.DATA_DIR);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mailDir,
    async deliver(message, id) {
      const info = await transport.sendMail({ from: env.MAIL_FROM, messageId: messageId(id), ...message });
      await mkdir(mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(mailDir, `${new Date().toISOString().replace(/:/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info('mail written', { id, to: maskEmailForLog(message.to), dir: mailDir });
    },
  };
}
