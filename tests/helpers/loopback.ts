// Real peers on loopback for tests: a free port, and an SMTP server that keeps what it receives.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** A port nothing listens on right now (the OS picks it, the probe lets it go). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ReceivedMail {
  to: string;
  subject: string;
  messageId: string;
  text: string;
}

export interface SmtpCapture {
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** smtp-server as design.md says to run it in tests: no STARTTLS (its certificate expired), no auth. */
export async function startSmtpCapture(port: number): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
          received.push({ to, subject: mail.subject ?? '', messageId: mail.messageId ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
