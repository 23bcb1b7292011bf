import type { MailMessage } from '../integrations/mailer.ts';

export function passwordResetMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your Growth Tools password',
    text: `Someone asked to reset the password of your Growth Tools account.\n\nSet a new password here (the link works for one hour):\n${url}\n\nIf this wasn't you, ignore this e-mail; your password stays the same.\n`,
    html: `<p>Someone asked to reset the password of your Growth Tools account.</p><p><a href="${url}">Set a new password</a> (the link works for one hour).</p><p>If this wasn't you, ignore this e-mail; your password stays the same.</p>`,
  };
}

export function emailChangeMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new Growth Tools e-mail address',
    text: `Please confirm that this is the new e-mail address of your Growth Tools account:\n${url}\n\nUntil you confirm, your account keeps its current address.\n`,
    html: `<p>Please confirm that this is the new e-mail address of your Growth Tools account.</p><p><a href="${url}">Confirm e-mail address</a></p><p>Until you confirm, your account keeps its current address.</p>`,
  };
}
