import type { SessionUser } from './app-env.ts';
import type { Locale } from '../shared/i18n/locales.ts';

// Who is calling, as services see it: resolved once at the HTTP edge (lib/resolve-actor.ts), so
// services take `(deps, actor, input)` and never touch requests, headers or cookies.

/**
 * The device a guest calls from. Its mark (a signed httpOnly cookie at the edge) says the free
 * trial was used; `mark` and `clear` ask the edge to set or remove it on this answer.
 */
export interface GuestDevice {
  /** The device id of a valid mark, or null (no mark, forged or expired). */
  readonly id: string | null;
  mark(deviceId: string): void;
  clear(): void;
}

export interface Actor {
  /** The signed-in user, or null for a guest. */
  user: SessionUser | null;
  /** The client address (after TRUST_PROXY), for per-address rate limits. */
  ip: string;
  /** The address's bucket (IPv6 per /64) hashed with the app secret: budgets count per address, not per raw IP. */
  addressHash: string;
  /**
   * The language the caller uses the app in (its language cookie, else Accept-Language). A signed-in
   * user's profile language is the one mails and reports use; this is for guests and for sign-up.
   */
  locale: Locale;
  device: GuestDevice;
}

export type UserActor = Actor & { user: SessionUser };

/** An actor outside HTTP (the admin CLI, scripts, tests): no address, no device. */
export function systemActor(user: SessionUser | null = null, ip = 'cli'): Actor {
  return { user, ip, addressHash: ip, locale: 'en', device: { id: null, mark() {}, clear() {} } };
}
