import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';
import { logger } from '../lib/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where file-transport messages land (undefined when SMTP is used). */
  mailDir?: string;
}

export function mailDirectory(dataDir: string) {
  return path.resolve(dataDir, 'mail');
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an RFC 822 .eml file for the dev mailbox. */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      // Local relays without TLS (dev, tests) announce STARTTLS with expired certificates.
      ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    });
    return {
      async send(message) {
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
        logger.info('mail sent', { to: message.to, subject: message.subject });
      },
    };
  }
  const mailDir = mailDirectory(env.DATA_DIR);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mailDir,
    async send(message) {
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
      await mkdir(mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(mailDir, `${new Date().toISOString().replace(/:/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info('mail written', { to: message.to, subject: message.subject, file });
    },
  };
}
