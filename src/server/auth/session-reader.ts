import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { eq, sql } from 'drizzle-orm';
import type { Auth } from './auth.ts';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../app-env.ts';
import { session, user } from '../db/schema/index.ts';

export interface SessionFound {
  user: SessionUser;
  sessionId: string;
  /** Cookies better-auth set while reading (a sliding refresh renews the session cookie). */
  setCookies: string[];
}

/** HMAC-SHA256 in base64, as better-auth (better-call) signs its cookies: `token.signature`. */
function verifiedToken(signedValue: string, secret: string): string | null {
  const dot = signedValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signedValue.slice(0, dot);
  const signature = Buffer.from(signedValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * Reads the signed-in user for an API call with one indexed query, checked against the database on
 * every call (a revoked or deleted session stops working at once: no cookie cache).
 *
 * Why not `auth.api.getSession` on every call: its endpoint machinery and async WebCrypto made the
 * session check the most expensive part of a tool run (docs/benchmarks.md). better-auth still does
 * everything that writes: the rare calls whose session is expired (clean-up) or due for its sliding
 * refresh (once a day of use) are handed to it, and sign-in, sign-out and revocation stay its own.
 */
/** However active, a session ends this long after sign-in (the sliding expiry is 7 days). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function createSessionReader(auth: Auth, db: Db) {
  const byToken = db
    .select({
      id: session.id,
      expiresAt: session.expiresAt,
      createdAt: session.createdAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_by_token');

  async function viaBetterAuth(headers: Headers): Promise<SessionFound | null> {
    const result = await auth.api.getSession({ headers, returnHeaders: true }).catch(() => null);
    const found = result?.response;
    if (!found) return null;
    return {
      user: { id: found.user.id, email: found.user.email, name: found.user.name, twoFactorEnabled: found.user.twoFactorEnabled === true },
      sessionId: found.session.id,
      setCookies: result.headers?.getSetCookie() ?? [],
    };
  }

  return async function readSession(c: Context): Promise<SessionFound | null> {
    const { authCookies, secret, sessionConfig } = await auth.$context;
    const signed = getCookie(c, authCookies.sessionToken.name);
    if (!signed) return null;
    const token = verifiedToken(signed, secret);
    if (!token) return null;
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    // Sliding refresh keeps an active session alive, but never past its absolute lifetime.
    if (row.createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000 <= Date.now()) {
      await db.delete(session).where(eq(session.id, row.id));
      return null;
    }
    // Due for its sliding refresh, or expired (which implies due: updateAge < expiresIn): better-auth's call.
    const refreshDue = row.expiresAt.getTime() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= Date.now();
    if (refreshDue) return viaBetterAuth(c.req.raw.headers);
    return { user: { id: row.userId, email: row.email, name: row.name, twoFactorEnabled: row.twoFactorEnabled }, sessionId: row.id, setCookies: [] };
  };
}
