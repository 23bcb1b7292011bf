import type { MailMessage } from '../integrations/mailer.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { SIGNUP_CREDITS } from '../../shared/pricing.ts';
import { serverT } from '../lib/i18n.ts';

// Every mail is written in its reader's language (the profile's, or the one the request asked in):
// the texts are the `mail` catalog's; markup and links stay here. Catalog texts are ours and trusted;
// values from users (names, addresses) are escaped before they go into the HTML.

/** `<link>…</link>` in a catalog text becomes the link to `url`. */
const withLink = (message: string, url: string) => message.replace('<link>', `<a href="${url}">`).replace('</link>', '</a>');
const stripTags = (message: string) => message.replace(/<\/?\w+>/g, '');

export function passwordResetMail(to: string, url: string, locale: string | null = null): MailMessage {
  const t = serverT(locale, 'mail');
  return {
    to,
    subject: t('reset.subject'),
    text: `${t('reset.intro')}\n\n${t('reset.linkText')}\n${url}\n\n${t('reset.notYou')}\n`,
    html: `<p>${t('reset.intro')}</p><p>${withLink(t('reset.linkHtml'), url)}</p><p>${t('reset.notYou')}</p>`,
  };
}

export function emailChangeMail(to: string, url: string, locale: string | null = null): MailMessage {
  const t = serverT(locale, 'mail');
  return {
    to,
    subject: t('emailChange.subject'),
    text: `${t('emailChange.intro')}\n${url}\n\n${t('emailChange.until')}\n`,
    html: `<p>${t('emailChange.intro')}</p><p><a href="${url}">${t('emailChange.button')}</a></p><p>${t('emailChange.until')}</p>`,
  };
}

/** Verifies the account's own address (asked for from the Team or account page). */
export function emailVerificationMail(to: string, url: string, locale: string | null = null): MailMessage {
  const t = serverT(locale, 'mail');
  return {
    to,
    subject: t('verifyEmail.subject'),
    text: `${t('verifyEmail.intro')}\n${url}\n\n${t('verifyEmail.expires')} ${t('verifyEmail.notYou')}\n`,
    html: `<p>${t('verifyEmail.intro')}</p><p><a href="${url}">${t('verifyEmail.button')}</a></p><p>${t('verifyEmail.expires')} ${t('verifyEmail.notYou')}</p>`,
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
export function emailChangedNoticeMail(to: string, newEmail: string, locale: string | null = null): MailMessage {
  const t = serverT(locale, 'mail');
  const masked = maskEmail(newEmail);
  return {
    to,
    subject: t('emailChanged.subject'),
    text: `${stripTags(t('emailChanged.body', { address: masked }))}\n\n${t('emailChanged.notYou')}\n`,
    html: `<p>${t('emailChanged.body', { address: escapeHtml(masked) })}</p><p>${t('emailChanged.notYou')}</p>`,
  };
}

export function welcomeMail(to: string, name: string, dashboardUrl: string, locale: string | null = null): MailMessage {
  const t = serverT(locale, 'mail');
  const ready = t('welcome.ready', { credits: SIGNUP_CREDITS });
  return {
    to,
    subject: t('welcome.subject'),
    text: `${t('welcome.greeting', { name })}\n\n${ready}\n\n${t('welcome.startHere')} ${dashboardUrl}\n\n${t('welcome.notYou')}\n`,
    html: `<p>${t('welcome.greeting', { name: escapeHtml(name) })}</p><p>${ready}</p><p><a href="${dashboardUrl}">${t('welcome.button')}</a></p><p>${t('welcome.notYou')}</p>`,
  };
}
