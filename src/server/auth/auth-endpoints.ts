import type { Role } from '../lib/route.ts';

export interface AuthEndpoint {
  method: 'get' | 'post';
  /** Path under /api/auth; `:name` marks a path parameter. */
  path: string;
  role: Role;
  summary: string;
}

/**
 * The better-auth endpoints the app uses. Only these are served: the library has more (update-user,
 * send-verification-email, list-sessions…) that would bypass our validation and limits. The same
 * list documents them in /api/openapi.json.
 */
export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  {
    method: 'post',
    path: '/sign-in/email',
    role: 'public',
    summary: 'Sign in with e-mail and password (a second step follows when two-factor authentication is on)',
  },
  { method: 'post', path: '/sign-out', role: 'user', summary: 'Sign out (ends the session and its live-updates stream)' },
  { method: 'get', path: '/get-session', role: 'public', summary: 'Current session (null when signed out)' },
  { method: 'post', path: '/request-password-reset', role: 'public', summary: 'Mail a password reset link (same answer for unknown e-mails)' },
  { method: 'get', path: '/reset-password/:token', role: 'public', summary: 'The mailed reset link: redirects to the reset page with the token' },
  { method: 'post', path: '/reset-password', role: 'public', summary: 'Set a new password with a reset token (all sessions end)' },
  { method: 'post', path: '/change-password', role: 'user', summary: 'Change password (other sessions revoked)' },
  { method: 'post', path: '/change-email', role: 'user', summary: 'Start an e-mail change (confirmation mailed to the new address)' },
  { method: 'get', path: '/verify-email', role: 'public', summary: 'The mailed link of an e-mail change or address check (signs nobody in)' },
  { method: 'post', path: '/two-factor/enable', role: 'user', summary: 'Start two-factor enrolment (password required): TOTP URI and recovery codes' },
  { method: 'post', path: '/two-factor/disable', role: 'user', summary: 'Turn two-factor off (password and a code or recovery code required)' },
  { method: 'post', path: '/two-factor/get-totp-uri', role: 'user', summary: 'The TOTP URI for an authenticator app (password required)' },
  { method: 'post', path: '/two-factor/verify-totp', role: 'public', summary: 'Second sign-in step, or finishing enrolment, with an authenticator code' },
  { method: 'post', path: '/two-factor/verify-backup-code', role: 'public', summary: 'Second sign-in step with a one-time recovery code' },
  { method: 'post', path: '/two-factor/generate-backup-codes', role: 'user', summary: 'New recovery codes (password required; old ones stop working)' },
];

const patterns = AUTH_ENDPOINTS.map((endpoint) => ({
  method: endpoint.method.toUpperCase(),
  regex: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
}));

/** Whether `method path` (path under /api/auth) is one of the endpoints we serve. */
export function isServedAuthEndpoint(method: string, path: string) {
  return patterns.some((p) => p.method === method && p.regex.test(path));
}
