export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** A TOTP enrolment was verified (better-auth two-factor); every admin operation needs it. */
  twoFactorEnabled: boolean;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    clientIp: string;
    /** This request's id (X-Request-Id), also on its log lines. */
    requestId: string;
  };
}
