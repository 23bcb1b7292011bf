import { useMutation, useQuery } from '@tanstack/react-query';
import { emailVerificationApi } from '@shared/contracts/email-verification';
import type { VerifyReturnPage } from '@shared/email-verification';
import { callApi } from '@web/lib/api/api.ts';

export const EMAIL_VERIFICATION_QUERY_KEY = ['email-verification'] as const;

/** Whether the signed-in user's address is verified, and whether they may invite people. */
export function useEmailVerification() {
  return useQuery({ queryKey: EMAIL_VERIFICATION_QUERY_KEY, queryFn: ({ signal }) => callApi(emailVerificationApi.status, {}, { signal }) });
}

/** Mails a verification link that lands back on `returnTo`. */
export function useSendVerification() {
  return useMutation({ mutationFn: (returnTo: VerifyReturnPage) => callApi(emailVerificationApi.send, { body: { returnTo } }) });
}
