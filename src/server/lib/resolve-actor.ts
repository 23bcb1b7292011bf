import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { serializeSigned } from 'hono/utils/cookie';
import type { AppEnv } from '../app-env.ts';
import type { Actor, GuestDevice } from '../actor.ts';
import { hashAddress } from './address-bucket.ts';
import { localeFromCookie, negotiateLocale, parseAcceptLanguage, type Locale } from '../../shared/i18n/locales.ts';

/** The guest device's mark: one free trial per device. */
export const GUEST_COOKIE = 'gt_guest';
const YEAR_SECONDS = 60 * 60 * 24 * 365;

interface DeviceEdge {
  device: GuestDevice;
  /** The Set-Cookie values the service asked for, to add to this answer (success or error). */
  cookies(): Promise<string[]>;
}

export interface ActorAtEdge {
  actor: Actor;
  cookies(): Promise<string[]>;
}

/**
 * Builds the caller's Actor from the request. The guest cookie is read only where guests are
 * served (`readDevice`): other routes never need it.
 */
export async function resolveActor(c: Context<AppEnv>, secret: string, options: { readDevice: boolean; secureCookies: boolean }): Promise<ActorAtEdge> {
  const user = c.get('user');
  const ip = c.get('clientIp');
  const deviceId = options.readDevice && !user ? (await getSignedCookie(c, secret, GUEST_COOKIE)) || null : null;
  const edge = deviceEdge(deviceId, secret, options.secureCookies);
  let addressHash: string | undefined;
  let locale: Locale | undefined;
  const actor: Actor = {
    user,
    ip,
    // Hashed on first use: only tool runs and guest trials count per address, not every request.
    get addressHash() {
      return (addressHash ??= hashAddress(ip, secret));
    },
    get locale() {
      return (locale ??= requestLocale(c.req.header('cookie'), c.req.header('accept-language')));
    },
    device: edge.device,
  };
  return { actor, cookies: edge.cookies };
}

/** The language the request asks for: the app's own choice (its cookie), else the browser's. */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  return localeFromCookie(cookieHeader) ?? negotiateLocale(parseAcceptLanguage(acceptLanguage));
}

function deviceEdge(id: string | null, secret: string, secure: boolean): DeviceEdge {
  let wanted: { mark: string } | 'clear' | null = null;
  return {
    device: {
      id,
      mark(deviceId) {
        wanted = { mark: deviceId };
      },
      clear() {
        wanted = 'clear';
      },
    },
    async cookies() {
      if (!wanted) return [];
      if (wanted === 'clear') return [`${GUEST_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`];
      return [await serializeSigned(GUEST_COOKIE, wanted.mark, secret, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: YEAR_SECONDS })];
    },
  };
}
