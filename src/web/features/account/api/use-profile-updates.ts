import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@shared/contracts/account';
import { callApi } from '@web/lib/api/api.ts';
import { authClient } from '@web/lib/session/auth-client.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';

/** Renames the user; the cached user is reloaded before the mutation settles. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fullName: string }) => callApi(accountApi.updateName, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

/** Sets the organization's currency; the cached user (and so every calculator's amounts) is reloaded before the mutation settles. */
export function useUpdateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currency: string }) => callApi(accountApi.updateCurrency, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

/** Starts an e-mail change: the current password proves it is the owner, not whoever holds the session. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (input: { newEmail: string; currentPassword: string }) => authClient.changeEmail({ ...input, callbackURL: '/account' }) });
}

/** Changes the password; other devices are signed out (a changed password locks out whoever knew the old one). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => authClient.changePassword({ ...input, revokeOtherSessions: true }),
  });
}

/** Deletes the account for good (needs the current password; admins are refused). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (input: { currentPassword: string }) => callApi(accountApi.deleteAccount, { body: input }) });
}
