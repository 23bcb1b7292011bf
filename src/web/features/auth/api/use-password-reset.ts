import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/session/auth-client.ts';

/** Mails a reset link (the same answer whether or not the account exists). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string }) => authClient.requestPasswordReset({ email: input.email, redirectTo: `${window.location.origin}/reset-password` }),
  });
}

/** Sets a new password with the token from the reset link. */
export function useResetPassword() {
  return useMutation({ mutationFn: (input: { newPassword: string; token: string | null }) => authClient.resetPassword(input) });
}
