import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/session/auth-client.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';

/**
 * The first sign-in step (e-mail and password). With a session (no two-factor) the signed-in
 * user is loaded before the mutation settles; `twoFactorRedirect` says the code comes next.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => authClient.signInEmail({ email: input.email, password: input.password, rememberMe: true }),
    onSuccess: async (result) => {
      if (!result?.twoFactorRedirect) await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; recovery: boolean }) =>
      input.recovery ? authClient.verifyBackupCode({ code: input.code }) : authClient.verifyTotp({ code: input.code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
