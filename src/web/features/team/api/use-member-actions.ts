import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@shared/contracts/team';
import type { AssignableRole } from '@shared/team';
import { callApi } from '@web/lib/api/api.ts';
import { TEAM_QUERY_KEY } from '@web/lib/session/live-profile.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';

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

/** The owner proposes to hand the team over; nothing changes until the heir accepts. */
export function useProposeHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(teamApi.proposeHandover, { body: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** The owner withdraws the proposal, or the heir accepts or declines it. */
export function useAnswerHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'cancel' | 'accept' | 'decline') =>
      answer === 'cancel' ? callApi(teamApi.cancelHandover) : callApi(answer === 'accept' ? teamApi.acceptHandover : teamApi.declineHandover),
    // On acceptance the roles changed, and so what everyone's pages offer (billing, pricing). Not
    // awaited: the refetched team has no handover, which unmounts the notice, and the caller's own
    // onSuccess (its toast) must run first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
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
