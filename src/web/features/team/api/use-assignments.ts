import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignmentsApi } from '@shared/contracts/assignments';
import type { CreateAssignmentInput } from '@shared/assignments';
import { callApi } from '@web/lib/api/api.ts';
import { TEAM_QUERY_KEY } from '@web/lib/session/live-profile.ts';

// Under the team's key: a membership change seen live (which reloads the team) reloads these too.
export const ASSIGNMENTS_QUERY_KEY = [...TEAM_QUERY_KEY, 'assignments'] as const;

/** The team's assignments, newest first, with who has done each and their score (owner and managers). */
export function useAssignments(enabled: boolean) {
  return useQuery({
    queryKey: ASSIGNMENTS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(assignmentsApi.list, {}, { signal }),
    enabled,
    // Scores come in as members practise: a return to the tab shows the new ones.
    refetchOnWindowFocus: true,
  });
}

/** Assigns a Pitch Lab exercise or a Sales Coach call; the assignees are mailed. */
export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssignmentInput) => callApi(assignmentsApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_QUERY_KEY }),
  });
}

/** Withdraws an assignment (runs already done keep their reports). */
export function useWithdrawAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(assignmentsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_QUERY_KEY }),
  });
}
