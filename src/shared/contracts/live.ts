import { operation } from '../contract.ts';
import type { ProfileDto, WalletDto } from '../api-types.ts';

/**
 * The events of GET /api/me/events (Server-Sent Events), by name, with their JSON data:
 * `profile` on connect and whenever the row changes; `deleted` when the account is gone;
 * `signed-out` when the session behind the stream ends.
 */
export interface LiveProfileEvents {
  profile: ProfileDto;
  /** The wallet the user spends (their organization's), sent before each `profile` event. */
  wallet: WalletDto | null;
  deleted: Record<string, never>;
  'signed-out': Record<string, never>;
}

export const liveApi = {
  /** A text/event-stream, not JSON: the web opens it with EventSource (src/web/lib/session/live-profile.ts). */
  profileEvents: operation<never>()({
    method: 'get',
    path: '/api/me/events',
    role: 'user',
    tag: 'account',
    summary: 'Server-Sent Events: the profile (credits, tier, expiry) whenever it changes',
  }),
};
