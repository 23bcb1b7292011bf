import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminApi } from '@shared/contracts/admin';
import { callApi } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';

/** Signs a user out on every device (the server ends each session and audits it). */
export function useEndSessions() {
  const mutation = useMutation({
    mutationFn: (userId: string) => callApi(adminApi.endSessions, { params: { userId } }),
    onSuccess: ({ ended }) => toast.success('Signed out everywhere', { description: ended === 1 ? '1 session ended.' : `${ended} sessions ended.` }),
    onError: (error) => toast.error('Failed to end sessions', { description: errorMessage(error, 'Please try again.') }),
  });
  return { endSessions: (userId: string) => mutation.mutate(userId), endingId: mutation.isPending ? mutation.variables : null };
}
