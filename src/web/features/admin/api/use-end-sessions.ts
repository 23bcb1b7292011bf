import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/lib/feedback/toast.ts';
import { adminApi } from '@shared/contracts/admin';
import { callApi } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { translate } from '@web/lib/language/i18n.ts';

/** Signs a user out on every device (the server ends each session and audits it). */
export function useEndSessions() {
  const mutation = useMutation({
    mutationFn: (userId: string) => callApi(adminApi.endSessions, { params: { userId } }),
    onSuccess: ({ ended }) => toast.success(translate('admin', 'sessions.ended'), { description: translate('admin', 'sessions.endedCount', { count: ended }) }),
    onError: (error) => toast.error(translate('admin', 'sessions.failed'), { description: errorMessage(error, translate('admin', 'toast.tryAgain')) }),
  });
  return { endSessions: (userId: string) => mutation.mutate(userId), endingId: mutation.isPending ? mutation.variables : null };
}
