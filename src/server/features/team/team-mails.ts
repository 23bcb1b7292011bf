import type { MailMessage } from '../../integrations/mailer.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { serverT, type ServerTranslate } from '../../lib/i18n.ts';
import { INVITATION_TTL_DAYS, type TeamRole } from '../../../shared/team.ts';
import type { PracticeTool } from '../../../shared/assignments.ts';
import { isLocale } from '../../../shared/i18n/locales.ts';

// The team's mails, in the reader's language (the `mail` catalog's `team.*` texts). Names and
// organization names come from users: escaped for the HTML part.

type T = ServerTranslate<'mail'>;
const roleName = (t: T, role: TeamRole) => (role === 'manager' ? t('team.role.manager') : t('team.role.member'));

/**
 * A name or company written by a user, made unable to become a link: mail programs turn "evil.com"
 * or "https://…" into links by themselves, so dots inside a domain-like word and "://" are shown
 * defanged ("evil[.]com", "https[:]//"), as security teams write addresses they do not want clicked.
 */
export function withoutLinks(text: string): string {
  return text.replace(/:\/\//g, '[:]//').replace(/(\w)\.(?=[a-z]{2,}\b)/gi, '$1[.]');
}

/** User-written values for the plain-text part. */
function plainValues(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, withoutLinks(value)]));
}

/** User-written values for the HTML part. */
function escapedValues(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(withoutLinks(value))]));
}

export function invitationMail(input: { to: string; inviter: string; organization: string; role: TeamRole; url: string; locale: string | null }): MailMessage {
  const t = serverT(input.locale, 'mail');
  const names = plainValues({ inviter: input.inviter, organization: input.organization });
  const role = roleName(t, input.role);
  const html = escapedValues({ inviter: input.inviter, organization: input.organization });
  return {
    to: input.to,
    // Nothing the inviter wrote goes in the subject: it is what a recipient sees before opening.
    subject: t('team.invite.subject'),
    text: [
      t('team.invite.intro', { ...names, role }),
      '',
      t('team.invite.linkText', { days: INVITATION_TTL_DAYS }),
      input.url,
      '',
      t('team.invite.notYou', names),
      '',
    ].join('\n'),
    html:
      `<p>${t('team.invite.intro', { ...html, role })}</p>` +
      `<p><a href="${input.url}">${t('team.invite.button')}</a></p>` +
      `<p>${t('team.invite.until', { days: INVITATION_TTL_DAYS })}</p>` +
      `<p>${t('team.invite.notYou', html)}</p>`,
  };
}

export function joinedMail(input: {
  to: string;
  name: string;
  email: string;
  organization: string;
  role: TeamRole;
  url: string;
  locale: string | null;
}): MailMessage {
  const t = serverT(input.locale, 'mail');
  const raw = { name: input.name, email: input.email, organization: input.organization };
  const values = plainValues(raw);
  const role = roleName(t, input.role);
  return {
    to: input.to,
    subject: t('team.joined.subject', values),
    text: `${t('team.joined.body', { ...values, role })}\n\n${input.url}\n`,
    html: `<p>${t('team.joined.body', { ...escapedValues(raw), role })}</p><p><a href="${input.url}">${t('team.joined.button')}</a></p>`,
  };
}

export function removedMail(input: { to: string; by: string; organization: string; url: string; locale: string | null }): MailMessage {
  const t = serverT(input.locale, 'mail');
  const raw = { by: input.by, organization: input.organization };
  const values = plainValues(raw);
  return {
    to: input.to,
    subject: t('team.removed.subject', values),
    text: `${t('team.removed.body', values)}\n\n${input.url}\n`,
    html: `<p>${t('team.removed.body', escapedValues(raw))}</p><p><a href="${input.url}">${t('team.removed.button')}</a></p>`,
  };
}

export function assignmentMail(input: { to: string; by: string; tool: PracticeTool; dueAt: Date | null; url: string; locale: string | null }): MailMessage {
  const t = serverT(input.locale, 'mail');
  const tool = serverT(input.locale, 'common')(`tool.${input.tool}.name`);
  const raw = { by: input.by, tool };
  const values = plainValues(raw);
  const due = input.dueAt
    ? t('team.assigned.due', {
        date: new Intl.DateTimeFormat(isLocale(input.locale) ? input.locale : 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(input.dueAt),
      })
    : '';
  return {
    to: input.to,
    subject: t('team.assigned.subject', values),
    text: `${t('team.assigned.body', values)}${due ? `\n${due}` : ''}\n\n${input.url}\n`,
    html:
      `<p>${t('team.assigned.body', escapedValues(raw))}</p>` + (due ? `<p>${due}</p>` : '') + `<p><a href="${input.url}">${t('team.assigned.button')}</a></p>`,
  };
}
