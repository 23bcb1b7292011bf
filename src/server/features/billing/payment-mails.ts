import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { MailMessage, Mailer } from '../../integrations/mailer.ts';
import { organizations, payments, profiles } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { serverT, type ServerTranslate } from '../../lib/i18n.ts';
import { withoutLinks } from '../team/team-mails.ts';
import { PRICING } from '../../../shared/pricing.ts';
import { intlLocale } from '../../../shared/money.ts';
import { formatPaymentAmount } from '../../../shared/payment-amount.ts';
import { isLocale } from '../../../shared/i18n/locales.ts';
import type { PaymentNotices } from './fulfilment.service.ts';

// Receipts and refund notices, in the payer's language, with amounts written as people in the
// organization's country write them. Enqueued in the fulfilment's transaction: a mail exists exactly
// when the payment (or refund) took effect, once however often its event is delivered.

type PaymentRow = typeof payments.$inferSelect;
type T = ServerTranslate<'mail'>;

interface Reader {
  email: string;
  locale: string;
  /** The wallet the payment went to, as its organization is called (written by a user). */
  walletName: string | null;
  country: string | null;
}

/** The payment with its payer; nothing when the payer's account has been deleted. */
async function loadPayment(tx: Tx, paymentId: string): Promise<{ payment: PaymentRow; reader: Reader } | null> {
  const [row] = await tx
    .select({ payment: payments, email: profiles.email, locale: profiles.locale, walletName: organizations.name, country: organizations.country })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .leftJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(eq(payments.id, paymentId));
  if (!row) return null;
  const { payment, ...reader } = row;
  return { payment, reader };
}

function formatDate(date: Date, locale: string, country: string | null) {
  return new Intl.DateTimeFormat(intlLocale(locale, country), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function methodName(t: T, method: PaymentRow['method']) {
  if (method === 'pix') return t('payment.method.pix');
  if (method === 'mobile_money') return t('payment.method.mobile_money');
  return t('payment.method.card');
}

/** Label/value lines: plain text as "Label: value", HTML as a table with escaped values. */
function renderFacts(facts: [label: string, value: string][]) {
  return {
    text: facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html:
      '<table role="presentation" cellpadding="4">' +
      facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('') +
      '</table>',
  };
}

function compose(input: { to: string; subject: string; intro: string; facts: [string, string][]; t: T; accountUrl: string }): MailMessage {
  const { text, html } = renderFacts(input.facts);
  const { t, accountUrl } = input;
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.intro}\n\n${text}\n\n${t('payment.button')}: ${accountUrl}\n\n${t('payment.question')}\n`,
    html:
      `<p>${escapeHtml(input.intro)}</p>${html}` +
      `<p><a href="${escapeHtml(accountUrl)}">${escapeHtml(t('payment.button'))}</a></p>` +
      `<p>${escapeHtml(t('payment.question'))}</p>`,
  };
}

function commonFacts(payment: PaymentRow, reader: Reader, locale: string) {
  return {
    plan: serverT(locale, 'billing')(`plan.${payment.plan}.name`),
    // "2 500 Ksh" for a French reader in Kenya: the reader's language in the organization's country.
    amount: formatPaymentAmount(payment.amountCents, payment.currency, intlLocale(locale, reader.country)),
    // A name an organization gave itself must not become a link in the reader's mail program.
    wallet: reader.walletName ? withoutLinks(reader.walletName) : null,
  };
}

export function receiptMail(payment: PaymentRow, reader: Reader, accountUrl: string): MailMessage {
  const locale = isLocale(reader.locale) ? reader.locale : 'en';
  const t = serverT(locale, 'mail');
  const { plan, amount, wallet } = commonFacts(payment, reader, locale);
  const added = PRICING[payment.plan].mode === 'subscription' ? t('payment.added.premium') : t('payment.added.credits', { count: payment.creditsGranted });
  const facts: [string, string][] = [
    [t('payment.field.plan'), plan],
    [t('payment.field.amount'), amount],
    [t('payment.field.method'), methodName(t, payment.method)],
    [t('payment.field.date'), formatDate(payment.updatedAt, locale, reader.country)],
    [t('payment.field.reference'), payment.id],
    [t('payment.field.added'), added],
    ...(wallet ? [[t('payment.field.wallet'), wallet] as [string, string]] : []),
  ];
  return compose({ to: reader.email, subject: t('payment.receipt.subject', { plan }), intro: t('payment.receipt.intro'), facts, t, accountUrl });
}

export function refundMail(payment: PaymentRow, reader: Reader, creditsRemoved: number, accountUrl: string): MailMessage {
  const locale = isLocale(reader.locale) ? reader.locale : 'en';
  const t = serverT(locale, 'mail');
  const { plan, amount, wallet } = commonFacts(payment, reader, locale);
  const full = payment.status === 'refunded';
  const facts: [string, string][] = [
    [t('payment.field.plan'), plan],
    // A partial refund's amount is Stripe's to know; the notice then names the payment it belongs to.
    [full ? t('payment.field.refunded') : t('payment.field.amount'), amount],
    [t('payment.field.method'), methodName(t, payment.method)],
    [t('payment.field.date'), formatDate(payment.updatedAt, locale, reader.country)],
    [t('payment.field.reference'), payment.id],
    [t('payment.field.creditsRemoved'), String(creditsRemoved)],
    ...(wallet ? [[t('payment.field.wallet'), wallet] as [string, string]] : []),
  ];
  return compose({
    to: reader.email,
    subject: t('payment.refund.subject', { plan }),
    intro: full ? t('payment.refund.full') : t('payment.refund.partial'),
    facts,
    t,
    accountUrl,
  });
}

/** The notices fulfilment sends: each mail joins the fulfilment's transaction through the outbox. */
export function paymentNotices(deps: { mailer: Mailer; env: Pick<Env, 'APP_URL'> }): PaymentNotices {
  const accountUrl = `${deps.env.APP_URL}/account`;
  return {
    async paid(tx, paymentId) {
      const found = await loadPayment(tx, paymentId);
      if (!found) return;
      await deps.mailer.send(receiptMail(found.payment, found.reader, accountUrl), { tx });
    },
    async refunded(tx, paymentId, creditsRemoved) {
      const found = await loadPayment(tx, paymentId);
      if (!found) return;
      await deps.mailer.send(refundMail(found.payment, found.reader, creditsRemoved, accountUrl), { tx });
    },
  };
}
