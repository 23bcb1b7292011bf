import { useQuery } from '@tanstack/react-query';
import { teamApi } from '@shared/contracts/team';
import { callApi } from '@web/lib/api/api.ts';
import { TEAM_QUERY_KEY } from '@web/lib/session/live-profile.ts';

/** The caller's team: its members, seats and (for the owner and managers) open invitations. */
export function useTeam() {
  return useQuery({ queryKey: TEAM_QUERY_KEY, queryFn: ({ signal }) => callApi(teamApi.get, {}, { signal }) });
}
