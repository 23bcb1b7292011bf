import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@shared/contracts/team';
import type { InvitationSignupInput } from '@shared/team';
import { ApiError, callApi } from '@web/lib/api/api.ts';
import { clearGuestUsage } from '@web/lib/session/guest-usage.ts';
import { TEAM_QUERY_KEY } from '@web/lib/session/live-profile.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';

/** The link itself is wrong, used, withdrawn or expired: asking again will not help. */
export const isClosedInvitation = (error: unknown) => error instanceof ApiError && [400, 404, 409].includes(error.status);

/** What an invitation link is for (the team, the role, the invited address). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => callApi(teamApi.previewInvitation, { body: { token } }, { signal }),
    retry: (count, error) => !isClosedInvitation(error) && count < 1,
    staleTime: Infinity,
  });
}

/** The signed-in account joins the invitation's team; the user and team are reloaded before it settles. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(teamApi.acceptInvitation, { body: { token } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['billing'] }),
      ]),
  });
}

/** Creates an account straight into the invitation's team and signs it in; the new user is loaded before it settles. */
export function useInvitationSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationSignupInput) => callApi(teamApi.signupWithInvitation, { body }),
    onSuccess: async () => {
      clearGuestUsage();
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
