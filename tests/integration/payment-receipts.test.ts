import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { walletOf } from '../helpers/wallet.ts';
import { auditLog, mailOutbox, payments, profiles, userRoles } from '../../src/server/db/schema/index.ts';
import { fulfilEvent } from '../../src/server/features/billing/fulfilment.service.ts';
import { buildLocalCheckoutEvent } from '../../src/server/features/billing/local-checkout.service.ts';
import { paymentNotices } from '../../src/server/features/billing/payment-mails.ts';
import type { AdminPaymentList, CreateCheckoutResponse, RefundPaymentResult } from '../../src/shared/billing.ts';

// Receipts and refund notices go out through the one fulfilment path, in the payer's language, once.

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await t.signUp({ country: 'US' });
  await t.deps.db.insert(userRoles).values({ userId: signedUp.userId, role: 'admin' });
  // Admin operations need TOTP: enrolled through the real endpoints (the session is renewed).
  admin = { cookie: (await t.enrolTwoFactor(signedUp)).cookie };
});
afterAll(async () => {
  await t?.close();
});

type Account = Awaited<ReturnType<TestApp['signUp']>>;

/** A Kenyan owner who reads the app in French. */
async function frenchKenyan() {
  const account = await t.signUp({ country: 'KE', companyName: 'Duka la Mama' });
  await t.deps.db.update(profiles).set({ locale: 'fr' }).where(eq(profiles.id, account.userId));
  return account;
}

async function buyLocally(account: Account, tier: 'credits_20' | 'premium') {
  const started = await t.request('/api/payments/create-checkout', { method: 'POST', cookie: account.cookie, json: { tier } });
  expect(started.status).toBe(200);
  const { sessionId } = (await started.json()) as CreateCheckoutResponse;
  expect((await t.request(`/api/checkout/local/${sessionId}/pay`, { method: 'POST', cookie: account.cookie })).status).toBe(200);
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  expect(row!.status).toBe('paid');
  return row!;
}

const refund = (cookie: string, paymentId: string) => t.request(`/api/admin/payments/${paymentId}/refund`, { method: 'POST', cookie });

/** Outbox rows to `email` whose subject starts with `prefix`: what was enqueued, sent or not. */
const outboxTo = (email: string, prefix: string) =>
  t.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, `${prefix}%`)));

/** Intl separates thousands in French with a narrow no-break space: any space matches here. */
const KSH_2500_FR = /2\s500\sKsh/u;

describe('payment receipts', () => {
  it('paying a local checkout mails one receipt in the payer language, with the amount as written there', async () => {
    const buyer = await frenchKenyan();
    const payment = await buyLocally(buyer, 'credits_20');
    expect(payment).toMatchObject({ currency: 'kes', amountCents: 2_500_00, method: 'card' });

    expect(await outboxTo(buyer.email, 'Votre reçu Growth Tools')).toHaveLength(1);
    const receipts = t.mail.filter((m) => m.to === buyer.email && m.subject.startsWith('Votre reçu'));
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.subject).toBe('Votre reçu Growth Tools — Pack de 20 crédits');
    expect(receipt!.text).toMatch(KSH_2500_FR);
    expect(receipt!.text).toContain('Payé par: Carte');
    expect(receipt!.text).toContain(`Référence: ${payment.id}`);
    expect(receipt!.text).toContain('Ajouté: 20 crédits');
    expect(receipt!.text).toContain('Portefeuille: Duka la Mama');
    expect(receipt!.text).toContain('/account');
    expect(receipt!.html).toMatch(KSH_2500_FR);
    expect(receipt!.html).toContain('href="http');

    // The same event delivered again (a webhook retry) writes no second receipt.
    const again = await fulfilEvent(t.deps.db, buildLocalCheckoutEvent(payment), paymentNotices(t.deps));
    expect(again.status).toBe('duplicate');
    await t.deps.mailOutbox.settle();
    expect(await outboxTo(buyer.email, 'Votre reçu Growth Tools')).toHaveLength(1);
  });

  it('a Premium start mails a receipt that names Premium', async () => {
    const buyer = await t.signUp({ country: 'US' });
    await buyLocally(buyer, 'premium');
    const [receipt] = t.mail.filter((m) => m.to === buyer.email && m.subject.startsWith('Your Growth Tools receipt'));
    expect(receipt!.subject).toBe('Your Growth Tools receipt — Premium');
    expect(receipt!.text).toContain('Amount: $99');
    expect(receipt!.text).toContain('Added: Premium');
  });

  it('a payer whose organization name looks like a link gets it defanged and escaped', async () => {
    const buyer = await t.signUp({ country: 'US', companyName: '<b>evil.com</b>' });
    await buyLocally(buyer, 'credits_20');
    const [receipt] = t.mail.filter((m) => m.to === buyer.email && m.subject.startsWith('Your Growth Tools receipt'));
    expect(receipt!.html).not.toContain('<b>');
    expect(receipt!.html).not.toContain('evil.com');
  });
});

describe('admin refund', () => {
  it('refunds a local card credit pack: the credits go back and the payer gets a refund notice', async () => {
    const buyer = await frenchKenyan();
    const before = (await walletOf(t.deps.db, buyer.userId)).credits;
    const payment = await buyLocally(buyer, 'credits_20');
    expect((await walletOf(t.deps.db, buyer.userId)).credits).toBe(before + 20);

    expect((await refund(buyer.cookie, payment.id)).status).toBe(403);

    const response = await refund(admin.cookie, payment.id);
    expect(response.status).toBe(200);
    expect((await response.json()) as RefundPaymentResult).toEqual({ paymentId: payment.id, status: 'refunded' });
    expect((await walletOf(t.deps.db, buyer.userId)).credits).toBe(before);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'refunded', creditsGranted: 0 });

    const notices = t.mail.filter((m) => m.to === buyer.email && m.subject.startsWith('Votre remboursement'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Votre remboursement Growth Tools — Pack de 20 crédits');
    expect(notices[0]!.text).toMatch(KSH_2500_FR);
    expect(notices[0]!.text).toContain('Crédits retirés: 20');

    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.targetId, payment.id)));
    expect(audit).toMatchObject({ targetType: 'payment', after: expect.objectContaining({ status: 'refunded', currency: 'kes' }) });

    // Twice: refused, nothing more taken, no second notice.
    const twice = await refund(admin.cookie, payment.id);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { id: string } }).error.id).toBe('refund.alreadyRefunded');
    expect((await walletOf(t.deps.db, buyer.userId)).credits).toBe(before);
    expect(await outboxTo(buyer.email, 'Votre remboursement')).toHaveLength(1);
  });

  it('refuses Premium (cancel the subscription instead), unpaid and unknown payments, and malformed ids', async () => {
    const buyer = await t.signUp({ country: 'US' });
    const premium = await buyLocally(buyer, 'premium');
    const refused = await refund(admin.cookie, premium.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { id: string; message: string } }).error).toMatchObject({
      id: 'refund.premium',
      message: expect.stringContaining('cancel the subscription'),
    });
    expect((await walletOf(t.deps.db, buyer.userId)).subscriptionTier).toBe('premium');

    const pending = await t.request('/api/payments/create-checkout', { method: 'POST', cookie: buyer.cookie, json: { tier: 'credits_20' } });
    const { sessionId } = (await pending.json()) as CreateCheckoutResponse;
    const [unpaid] = await t.deps.db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
    expect((await refund(admin.cookie, unpaid!.id)).status).toBe(409);

    expect((await refund(admin.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await refund(admin.cookie, 'not-a-uuid')).status).toBe(400);
  });

  it('lists an organization’s payments for admins', async () => {
    const buyer = await t.signUp({ country: 'US' });
    const payment = await buyLocally(buyer, 'credits_20');
    const organizationId = (await walletOf(t.deps.db, buyer.userId)).id;
    const response = await t.request(`/api/admin/payments?organizationId=${organizationId}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { payments: list } = (await response.json()) as AdminPaymentList;
    expect(list.map((p) => p.id)).toEqual([payment.id]);
    expect((await t.request('/api/admin/payments?organizationId=nope', { cookie: admin.cookie })).status).toBe(400);
  });
});
