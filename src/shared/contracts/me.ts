import { operation } from '../contract.ts';
import type { MeResponse } from '../api-types.ts';

// Kept apart from contracts/account.ts on purpose: the web's first bundle (session, guards)
// needs this operation, and a contract without zod schemas keeps zod out of the landing page.
export const meApi = {
  get: operation<MeResponse>()({
    method: 'get',
    path: '/api/me',
    role: 'user',
    tag: 'account',
    summary: 'The signed-in user, profile, organization and admin flag',
  }),
};
