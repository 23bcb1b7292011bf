import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SIGNUP_REDIRECT_MS } from '@shared/limits';
import type { NewsletterCompleteInput, SignupInput } from '@shared/auth-schemas';
import { accountApi } from '@shared/contracts/account';
import { callApi } from '@web/lib/api/api.ts';
import { toast } from '@web/lib/feedback/toast.ts';
import { clearGuestUsage } from '@web/lib/session/guest-usage.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';

/**
 * After the spec's pause on the success toast, loads the new account's user (its session cookie came
 * with the answer) and opens the dashboard. The toast's "Redirecting..." is over once the dashboard
 * shows: it is dismissed then, not left there for seconds.
 */
export function useOpenNewAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (redirectToastId: string) =>
    setTimeout(
      () =>
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }).then(() => {
          toast.dismiss(redirectToastId);
          return navigate('/dashboard', { replace: true });
        }),
      SIGNUP_REDIRECT_MS,
    );
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
