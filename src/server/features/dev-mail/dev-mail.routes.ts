import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { html, raw } from 'hono/html';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { isLoopbackAddress, readSocketIp } from '../../lib/client-ip.ts';
import { isLoopbackHost } from '../../env.ts';

// mailparser is large (~30 MB resident): loaded when someone opens the mailbox, not at start.
const parseMail = async (source: Buffer) => (await import('mailparser')).simpleParser(source);

const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLoopbackAddress(readSocketIp(c)) || c.req.header('x-forwarded-for') !== undefined) return c.text('Not found', 404);
  return next();
};

/**
 * A development mailbox over the .eml files the file transport writes. Reset links are in there,
 * so it exists only in development on a loopback HOST, and answers only this machine's own
 * socket addresses (headers are never asked).
 */
export function registerDevMailRoutes(app: Hono<AppEnv>, deps: Deps) {
  const dir = deps.mailer.mailDir;
  const { env } = deps;
  if (!dir || env.NODE_ENV !== 'development' || !isLoopbackHost(env.HOST)) return;

  app.use('/dev/mail', loopbackOnly);
  app.use('/dev/mail.json', loopbackOnly);
  app.use('/dev/mail/*', loopbackOnly);

  async function listMessages() {
    const files = (await readdir(dir!).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    return Promise.all(
      files.map(async (file) => {
        const mail = await parseMail(await readFile(path.join(dir!, file)));
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
        return { file, to, subject: mail.subject ?? '', date: mail.date?.toISOString() ?? '', text: mail.text ?? '' };
      }),
    );
  }

  app.get('/dev/mail', async (c) => {
    const messages = await listMessages();
    const rows = messages.map((m) => html`<li><a href="/dev/mail/${encodeURIComponent(m.file)}">${m.subject}</a> — to ${m.to} — ${m.date}</li>`);
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Dev mailbox</title>
            <meta name="viewport" content="width=device-width" />
          </head>
          <body style="font-family:system-ui;max-width:720px;margin:2rem auto;padding:0 1rem">
            <h1>Dev mailbox</h1>
            <p>Messages written to ${dir} because SMTP_URL is not set.</p>
            ${
              messages.length
                ? html`<ul>
                    ${rows}
                  </ul>`
                : html`<p>No messages yet.</p>`
            }
          </body>
        </html>`,
    );
  });

  app.get('/dev/mail.json', async (c) => c.json(await listMessages()));

  app.get('/dev/mail/:file', async (c) => {
    const file = path.basename(c.req.param('file'));
    const source = await readFile(path.join(dir, file)).catch(() => null);
    if (!source) return c.notFound();
    const mail = await parseMail(source);
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
    const linked = escapeHtml(mail.text ?? '').replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>${mail.subject}</title>
          </head>
          <body style="font-family:system-ui;max-width:720px;margin:2rem auto;padding:0 1rem">
            <p><a href="/dev/mail">All messages</a></p>
            <h1>${mail.subject}</h1>
            <p>To: ${to}</p>
            <pre style="white-space:pre-wrap">${raw(linked)}</pre>
          </body>
        </html>`,
    );
  });
}
