import { operation } from '../contract.ts';
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
