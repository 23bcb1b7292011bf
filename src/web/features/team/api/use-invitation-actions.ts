import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@shared/contracts/team';
import { callApi } from '@web/lib/api/api.ts';
import { TEAM_QUERY_KEY } from '@web/lib/session/live-profile.ts';

/** Mails a new link for an open invitation (the old one stops working). */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(teamApi.resendInvitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** Withdraws an open invitation: its link stops working and its seat is free again. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(teamApi.revokeInvitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
