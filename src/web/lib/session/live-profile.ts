import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@shared/api-types';
import { liveApi, type LiveProfileEvents } from '@shared/contracts/live';
import { ME_QUERY_KEY } from './session.ts';

/** The caller's team (GET /api/team); here because a membership change seen live reloads it. */
export const TEAM_QUERY_KEY = ['team'] as const;

function data<E extends keyof LiveProfileEvents>(event: Event) {
  return JSON.parse((event as MessageEvent<string>).data) as LiveProfileEvents[E];
}

/**
 * Keeps the cached profile in step with the server over SSE (credits, tier, expiry).
 * EventSource reconnects by itself; each (re)connect first sends the current row.
 * The server also ends the stream with a `signed-out` event when its session is deleted.
 */
export function useLiveProfile(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(liveApi.profileEvents.path);
    source.addEventListener('wallet', (event) => {
      const wallet = data<'wallet'>(event);
      client.setQueryData<MeResponse | null>(ME_QUERY_KEY, (current) => (current ? { ...current, wallet } : current));
    });
    source.addEventListener('profile', (event) => {
      const profile = data<'profile'>(event);
      const before = client.getQueryData<MeResponse | null>(ME_QUERY_KEY)?.profile;
      client.setQueryData<MeResponse | null>(ME_QUERY_KEY, (current) => (current ? { ...current, profile } : current));
      // Joined, removed, promoted or handed the team: the organization and what the pages offer change
      // with it, so reload both now (a removed member must lose the team's page at once).
      const membershipChanged = before !== undefined && (before.organizationId !== profile.organizationId || before.teamRole !== profile.teamRole);
      if (membershipChanged) {
        void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
        void client.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
        return;
      }
      // Roles are not in the profile row; refetch once in the background so admin links follow grants.
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'none' });
    });
    source.addEventListener('deleted', () => {
      source.close();
      client.setQueryData(ME_QUERY_KEY, null);
    });
    // When the server ends the stream because its session ended, the browser reconnects by itself:
    // with a renewed session (a password change replaces it) the stream simply resumes; when no
    // session is left (signed out elsewhere, or by an admin) the reconnect is refused, and the
    // profile reload then hands the user to the guards, which send them to sign in.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    });
    return () => source.close();
  }, [enabled, client]);
}
