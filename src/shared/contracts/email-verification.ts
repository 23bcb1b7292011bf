import { operation } from '../contract.ts';
import type { OkResponse } from './account.ts';
import { sendVerificationSchema, type EmailVerificationStatus } from '../email-verification.ts';

/** The signed-in user's own e-mail verification (needed to invite a team without a paid plan). */
export const emailVerificationApi = {
  status: operation<EmailVerificationStatus>()({
    method: 'get',
    path: '/api/account/email-verification',
    role: 'user',
    tag: 'account',
    summary: 'Whether the e-mail address is verified, and whether the user may invite people',
  }),
  send: operation<OkResponse>()({
    method: 'post',
    path: '/api/account/email-verification',
    role: 'user',
    tag: 'account',
    summary: 'Mail a verification link to the account’s address (3 an hour); the link lands back on the Team or account page',
    body: sendVerificationSchema,
    responses: { 409: 'Already verified', 429: 'Too many links asked for' },
  }),
};
