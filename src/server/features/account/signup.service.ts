import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { account, newsletterSignups, organizationMembers, organizations, profiles, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkPassword } from '../../auth/password-policy.ts';
import { isCountryCode } from '../../../shared/countries.ts';
import { SIGNUP_CREDITS } from '../../../shared/pricing.ts';
import { welcomeMail } from '../../auth/auth-mails.ts';
import { currencyForCountry } from '../../../shared/currencies.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  companyName?: string;
  country?: string;
  industry?: string;
  annualRevenueRange?: string;
  referralSource?: string;
  website?: string;
  phone?: string;
  fromNewsletter?: boolean;
  /** The language the sign-up happened in: the profile's, so the welcome mail and the app speak it. */
  locale?: Locale;
  /**
   * Signing up from a team invitation: instead of an organization of its own, 2 credits and a welcome
   * mail, the account joins the team inside the same transaction (the callback checks the invitation
   * again under its lock and adds the membership). Its address is verified: the invitation was mailed there.
   */
  joinTeam?: (tx: DbOrTx, userId: string) => Promise<void>;
}

/**
 * Creates the auth user, credential, profile and organization (its wallet: 2 credits, tier free) in one
 * transaction, so a half-created account can never exist. Only named fields are read: credits,
 * tier or roles in the request body are never looked at.
 */
export async function createAccount(deps: Pick<Deps, 'db' | 'auth' | 'mailer' | 'env'>, input: NewAccount) {
  const refusal = checkPassword(input.password);
  if (refusal) throw refusal;
  if (input.country && !isCountryCode(input.country)) throw new AppError('invalid_input', 'auth.countryRequired');
  const context = await deps.auth.$context;
  const passwordHash = await context.password.hash(input.password);
  const userId = randomUUID();
  const email = input.email.toLowerCase();
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(user).values({ id: userId, name: input.fullName, email, emailVerified: Boolean(input.joinTeam) });
      await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
      await tx.insert(profiles).values({
        id: userId,
        fullName: input.fullName,
        email,
        hasCompletedOnboarding: !input.fromNewsletter,
        locale: input.locale ?? 'en',
      });
      if (input.joinTeam) {
        await input.joinTeam(tx, userId);
        return;
      }
      const [organization] = await tx
        .insert(organizations)
        .values({
          name: input.companyName ?? input.fullName,
          companyName: input.companyName ?? null,
          country: input.country ?? null,
          industry: input.industry ?? null,
          annualRevenueRange: input.annualRevenueRange ?? null,
          referralSource: input.referralSource ?? null,
          website: input.website ?? null,
          phone: input.phone ?? null,
          currency: currencyForCountry(input.country),
          createdBy: userId,
          // The wallet the new account spends. An invited account joins a team instead and gets no
          // wallet of its own: free credits per invited address would be farmable.
          credits: SIGNUP_CREDITS,
          subscriptionTier: 'free',
        })
        .returning({ id: organizations.id });
      await tx.insert(organizationMembers).values({ userId, organizationId: organization!.id, role: 'owner' });
      // The welcome mail is enqueued with the account: both exist, or neither.
      await deps.mailer.send(welcomeMail(email, input.fullName, `${deps.env.APP_URL}/dashboard`, input.locale), { tx });
      if (input.fromNewsletter) {
        await tx
          .insert(newsletterSignups)
          .values({ email, completedSignup: true })
          .onConflictDoUpdate({ target: newsletterSignups.email, set: { completedSignup: sql`true` } });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'auth.accountExists');
    throw error;
  }
  return { userId, email };
}

/** Signs the new account in through better-auth and returns its Set-Cookie headers. */
export async function startSession(deps: Pick<Deps, 'auth'>, email: string, password: string, headers: Headers) {
  const response = await deps.auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
  if (!response.ok) throw new AppError('internal', 'auth.signInAfterSignupFailed');
  return response.headers.getSetCookie();
}
