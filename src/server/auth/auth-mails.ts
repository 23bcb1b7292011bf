import type { MailMessage } from '../integrations/mailer.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { SIGNUP_CREDITS } from '../../shared/pricing.ts';

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

/** `wanjiru.k@example.com` → `wa*******@e******.com`: enough to recognise, not to harvest. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const keep = (part: string, shown: number) => part.slice(0, shown) + '*'.repeat(Math.max(3, part.length - shown));
  return `${keep(local, Math.min(2, local.length - 1))}@${keep(name, 1)}${tld}`;
}

/** Sent to the OLD address once a change of e-mail address is confirmed. */
export function emailChangedNoticeMail(to: string, newEmail: string): MailMessage {
  const masked = maskEmail(newEmail);
  return {
    to,
    subject: 'Your Growth Tools e-mail address was changed',
    text: `Your Growth Tools e-mail address was changed to ${masked}. From now on, sign-in and account e-mails use that address.\n\nIf this wasn't you, someone else may know your password: reply to this e-mail straight away and we will lock the account and help you get it back.\n`,
    html: `<p>Your Growth Tools e-mail address was changed to <strong>${escapeHtml(masked)}</strong>. From now on, sign-in and account e-mails use that address.</p><p>If this wasn't you, someone else may know your password: reply to this e-mail straight away and we will lock the account and help you get it back.</p>`,
  };
}

export function welcomeMail(to: string, name: string, dashboardUrl: string): MailMessage {
  return {
    to,
    subject: 'Welcome to Growth Tools',
    text: `Hi ${name},\n\nYour Growth Tools account is ready, with ${SIGNUP_CREDITS} free credits to try the Pitch Lab, the AI Sales Coach and the calculators.\n\nStart here: ${dashboardUrl}\n\nIf you did not create this account, reply to this e-mail and we will remove it.\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Your Growth Tools account is ready, with ${SIGNUP_CREDITS} free credits to try the Pitch Lab, the AI Sales Coach and the calculators.</p><p><a href="${dashboardUrl}">Open your dashboard</a></p><p>If you did not create this account, reply to this e-mail and we will remove it.</p>`,
  };
}
