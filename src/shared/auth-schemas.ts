import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.ts';

// Messages are the spec's, word for word: the form shows them and the server returns them.
export const MESSAGES = {
  termsRequired: 'Please accept the terms and conditions',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  nameRequired: 'Please enter a name',
  newEmailRequired: 'Please enter a new email address',
  passwordFieldsRequired: 'Please fill in both password fields',
  newsletterMismatchTitle: "Passwords don't match",
  newsletterMismatch: 'Please make sure your passwords match',
  newsletterTooShortTitle: 'Password too short',
  newsletterTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  resetMismatchTitle: "Passwords don't match",
  resetMismatch: 'Please make sure both passwords are the same.',
  resetTooShortTitle: 'Password too short',
  resetTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
} as const;

const email = z.string().trim().toLowerCase().min(1, 'Please enter your email').max(MAX_EMAIL_LENGTH).pipe(z.email('Please enter a valid email address'));
const password = z
  .string({ error: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

export const signupSchema = z
  .object({
    fullName: requiredText('Please enter your full name'),
    companyName: requiredText('Please enter your company name'),
    country: z.string({ error: 'Please select your country' }).trim().length(2, 'Please select your country'),
    email,
    password,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
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
  currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password').max(MAX_PASSWORD_LENGTH),
});

export const updateNameSchema = z.object({ fullName: z.string().trim().min(1, MESSAGES.nameRequired).max(200) });

export const NEWSLETTER_QUERY_KEYS = ['email', 'name', 'companyName', 'country', 'industry', 'revenue', 'referral', 'website', 'phone'] as const;
