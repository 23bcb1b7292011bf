import { api } from '../api/api.ts';

// The better-auth endpoints the web uses (/api/auth/*: served by better-auth, not by a contract
// in src/shared/contracts). Typed here once; features wrap them in their own mutation hooks.

export interface SignInResult {
  /** The account has two-factor on: no session yet, the second step comes next. */
  twoFactorRedirect?: boolean;
}

export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

export const authClient = {
  signInEmail: (input: { email: string; password: string; rememberMe?: boolean }) =>
    api<SignInResult | null>('/api/auth/sign-in/email', { method: 'POST', json: input }),
  /** The second sign-in step: a code from the authenticator app, or turning two-factor on with the first one. */
  verifyTotp: (input: { code: string }) => api('/api/auth/two-factor/verify-totp', { method: 'POST', json: input }),
  verifyBackupCode: (input: { code: string }) => api('/api/auth/two-factor/verify-backup-code', { method: 'POST', json: input }),
  requestPasswordReset: (input: { email: string; redirectTo: string }) => api('/api/auth/request-password-reset', { method: 'POST', json: input }),
  resetPassword: (input: { newPassword: string; token: string | null }) => api('/api/auth/reset-password', { method: 'POST', json: input }),
  changeEmail: (input: { newEmail: string; callbackURL: string; currentPassword: string }) => api('/api/auth/change-email', { method: 'POST', json: input }),
  changePassword: (input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
    api('/api/auth/change-password', { method: 'POST', json: input }),
  enableTwoFactor: (input: { password: string }) => api<TwoFactorEnrolment>('/api/auth/two-factor/enable', { method: 'POST', json: input }),
  disableTwoFactor: (input: { password: string; code: string }) => api('/api/auth/two-factor/disable', { method: 'POST', json: input }),
  signOut: () => api('/api/auth/sign-out', { method: 'POST', json: {} }),
};
