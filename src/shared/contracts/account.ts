import { z } from 'zod';
import { operation } from '../contract.ts';
import { LOCALES } from '../i18n/locales.ts';
import { CURRENCIES } from '../currencies.ts';
import { deleteAccountSchema, newsletterCompleteSchema, newsletterSkipSchema, signupSchema, updateNameSchema } from '../auth-schemas.ts';

/** The new account, signed in (its session cookie comes with the 201 answer). */
export interface SignupResponse {
  user: { id: string; email: string; name: string };
}

export interface NewsletterCompleteResponse {
  user: { id: string; email: string };
}

export interface UpdateNameResponse {
  fullName: string;
}

export interface OkResponse {
  ok: true;
}

/** Signing up, the newsletter's account completion, the signed-in user and their own account. */
export const accountApi = {
  signup: operation<SignupResponse>()({
    method: 'post',
    path: '/api/signup',
    role: 'public',
    tag: 'account',
    summary: 'Create an account (2 free credits, tier free)',
    body: signupSchema,
    responses: { 201: 'Created and signed in', 409: 'E-mail already registered' },
  }),
  completeNewsletter: operation<NewsletterCompleteResponse>()({
    method: 'post',
    path: '/api/newsletter/complete',
    role: 'public',
    tag: 'account',
    summary: 'Finish a newsletter signup by creating a password',
    body: newsletterCompleteSchema,
    responses: { 201: 'Created and signed in', 409: 'E-mail already registered' },
  }),
  skipNewsletter: operation<OkResponse>()({
    method: 'post',
    path: '/api/newsletter/skip',
    role: 'public',
    tag: 'account',
    summary: 'Stay on the newsletter without creating an account',
    body: newsletterSkipSchema,
  }),
  updateName: operation<UpdateNameResponse>()({
    method: 'patch',
    path: '/api/account/name',
    role: 'user',
    tag: 'account',
    summary: 'Update the full name',
    body: updateNameSchema,
  }),
  updateLocale: operation<OkResponse>()({
    method: 'put',
    path: '/api/account/locale',
    role: 'user',
    tag: 'account',
    summary: "Set the profile's language (the app's, and every mail's and report's)",
    body: z.strictObject({ locale: z.enum(LOCALES) }),
  }),
  updateCurrency: operation<OkResponse>()({
    method: 'put',
    path: '/api/account/organization/currency',
    role: 'user',
    tag: 'account',
    summary: "Set the organization's currency (the calculators take and show amounts in it)",
    body: z.strictObject({ currency: z.enum(CURRENCIES) }),
  }),
  deleteAccount: operation<OkResponse>()({
    method: 'delete',
    path: '/api/account',
    role: 'user',
    tag: 'account',
    summary: 'Delete the signed-in account and all its data (needs the current password)',
    body: deleteAccountSchema,
    responses: { 403: 'Wrong current password, or an admin account' },
  }),
};
