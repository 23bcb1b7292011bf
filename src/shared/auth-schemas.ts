import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.ts';
import { msg } from './i18n/server-message.ts';

// The spec's messages, word for word, as ids of the server catalog: the form shows them and the
// server returns them, each in the reader's language.
export const MESSAGES = {
  termsRequired: msg('auth.termsRequired'),
  passwordsDoNotMatch: msg('auth.passwordsDoNotMatch'),
  passwordTooShort: msg('auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH }),
  nameRequired: msg('auth.nameRequired'),
  newEmailRequired: msg('auth.newEmailRequired'),
  passwordFieldsRequired: msg('auth.passwordFieldsRequired'),
  newsletterMismatchTitle: msg('auth.passwordsDontMatchTitle'),
  newsletterMismatch: msg('auth.passwordsMustMatch'),
  newsletterTooShortTitle: msg('auth.passwordTooShortTitle'),
  newsletterTooShort: msg('auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH }),
  resetMismatchTitle: msg('auth.passwordsDontMatchTitle'),
  resetMismatch: msg('auth.passwordsNotSame'),
  resetTooShortTitle: msg('auth.passwordTooShortTitle'),
  resetTooShort: msg('auth.passwordTooShortLong', { min: MIN_PASSWORD_LENGTH }),
  passwordTooLong: msg('auth.passwordTooLong', { max: MAX_PASSWORD_LENGTH }),
};

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, msg('auth.emailRequired'))
  .max(MAX_EMAIL_LENGTH)
  .pipe(z.email(msg('auth.emailInvalid')));
const password = z
  .string({ error: msg('auth.passwordRequired') })
  .min(1, msg('auth.passwordRequired'))
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, MESSAGES.passwordTooLong);
const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

export const signupSchema = z
  .object({
    fullName: requiredText(msg('auth.fullNameRequired')),
    companyName: requiredText(msg('auth.companyNameRequired')),
    country: z
      .string({ error: msg('auth.countryRequired') })
      .trim()
      .length(2, msg('auth.countryRequired')),
    email,
    password,
    confirmPassword: z.string({ error: msg('auth.confirmPasswordRequired') }).min(1, msg('auth.confirmPasswordRequired')),
    acceptTerms: z.literal(true, { error: MESSAGES.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type SignupInput = z.input<typeof signupSchema>;

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const newsletterCompleteSchema = z
  .object({
    email,
    name: optionalText(),
    companyName: optionalText(),
    country: optionalText(2),
    industry: optionalText(),
    revenue: optionalText(),
    referral: optionalText(),
    website: optionalText(300),
    phone: optionalText(50),
    password: z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.newsletterTooShort).max(MAX_PASSWORD_LENGTH),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.newsletterMismatch, path: ['confirmPassword'] });
export type NewsletterCompleteInput = z.input<typeof newsletterCompleteSchema>;

export const newsletterSkipSchema = z.object({ email });

/** Re-authentication for deleting the account (the e-mail change carries the same field). */
export const deleteAccountSchema = z.object({
  currentPassword: z
    .string({ error: msg('auth.currentPasswordRequired') })
    .min(1, msg('auth.currentPasswordRequired'))
    .max(MAX_PASSWORD_LENGTH),
});

export const updateNameSchema = z.object({ fullName: z.string().trim().min(1, MESSAGES.nameRequired).max(200) });

export const NEWSLETTER_QUERY_KEYS = ['email', 'name', 'companyName', 'country', 'industry', 'revenue', 'referral', 'website', 'phone'] as const;
