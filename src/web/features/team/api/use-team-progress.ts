import { useQuery } from '@tanstack/react-query';
import { assignmentsApi } from '@shared/contracts/assignments';
import type { PracticeTool } from '@shared/assignments';
import { callApi } from '@web/lib/api/api.ts';
import { TEAM_QUERY_KEY } from '@web/lib/session/live-profile.ts';

/** Every member's runs and scores per tool (owner and managers). */
export function useTeamProgress(enabled: boolean) {
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, 'progress'],
    queryFn: ({ signal }) => callApi(assignmentsApi.progress, {}, { signal }),
    enabled,
    refetchOnWindowFocus: true,
  });
}

export const MEMBER_RUNS_LIMIT = 10;

/** One member's latest completed runs of a tool, with their reports. A refusal (403) is final: no retry. */
export function useMemberRuns(userId: string, toolId: PracticeTool) {
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, 'member-runs', userId, toolId],
    queryFn: ({ signal }) => callApi(assignmentsApi.memberRuns, { params: { userId }, query: { toolId, limit: MEMBER_RUNS_LIMIT } }, { signal }),
    retry: false,
    staleTime: 30_000,
  });
}
