import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@shared/contracts/team';
import type { AssignableRole } from '@shared/team';
import { callApi } from '@web/lib/api.ts';
import { TEAM_QUERY_KEY } from '@web/lib/live-profile.ts';
import { ME_QUERY_KEY } from '@web/lib/session.ts';

/** Makes a member a manager or a manager a member (the owner only). */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) => callApi(teamApi.changeRole, { params: { userId }, body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** Removes someone from the team: they get a workspace of their own again. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(teamApi.removeMember, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** Hands ownership (and with it the team's wallet and plan) to another member; the caller becomes a manager. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(teamApi.transferOwnership, { body: { userId } }),
    // The caller's role, and so what their pages offer (billing, pricing), changed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['billing'] }),
      ]),
  });
}

/** Leaves the team (not the owner): the caller is back in a workspace of their own. */
export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(teamApi.leave),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY })]),
  });
}
