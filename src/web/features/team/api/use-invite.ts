import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@shared/contracts/team';
import type { InviteInput } from '@shared/team';
import { callApi } from '@web/lib/api/api.ts';
import { TEAM_QUERY_KEY } from '@web/lib/session/live-profile.ts';

/** Invites someone by e-mail; the team (its seats and open invitations) is reloaded. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteInput) => callApi(teamApi.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
