import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterCompleteInput, SignupInput } from '@shared/auth-schemas';
import { accountApi } from '@shared/contracts/account';
import { callApi } from '@web/lib/api/api.ts';
import { clearGuestUsage } from '@web/lib/session/guest-usage.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';

/** Loads the new account's user (its session cookie came with the answer). */
export function useLoadNewAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

/** Creates the account and signs it in; the guest's trial counter is cleared. */
export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupInput) => callApi(accountApi.signup, { body }),
    onSuccess: () => clearGuestUsage(),
  });
}

/** The newsletter subscriber sets a password: the account is created and signed in. */
export function useCompleteNewsletterSignup() {
  return useMutation({
    mutationFn: (body: NewsletterCompleteInput) => callApi(accountApi.completeNewsletter, { body }),
    onSuccess: () => clearGuestUsage(),
  });
}

/** Stays on the newsletter without an account. Never fails: the visitor is already on the list. */
export function useSkipNewsletter() {
  return useMutation({
    mutationFn: async (input: { email: string }) => {
      try {
        await callApi(accountApi.skipNewsletter, { body: input });
      } catch {
        // Skipping must not get stuck on an error.
      }
    },
  });
}
