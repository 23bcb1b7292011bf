import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/feedback/toast.ts';
import { adminApi } from '@shared/contracts/admin';
import { callApi } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { translate } from '@web/lib/language/i18n.ts';
import { ADMIN_KEY } from './admin-keys.ts';

const MAIL_KEY = [...ADMIN_KEY, 'mail'] as const;

/** The mail outbox: counts by status and the mail that is failing or failed. */
export function useMailDelivery() {
  return useQuery({
    queryKey: MAIL_KEY,
    queryFn: ({ signal }) => callApi(adminApi.mail, {}, { signal }),
    // Follow a mail being retried closely; otherwise a glance every 30 s is enough.
    refetchInterval: (query) => (query.state.data?.problems.some((p) => p.status !== 'failed') ? 3_000 : 30_000),
  });
}

/** Queues a failed mail again (audited); the outbox view reloads either way. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) => callApi(adminApi.retryMail, { params: { mailId } }),
    onSuccess: () => toast.success(translate('admin', 'mail.queued'), { description: translate('admin', 'mail.queuedDescription') }),
    onError: (error) => toast.error(translate('admin', 'mail.retryFailed'), { description: errorMessage(error, translate('admin', 'toast.tryAgain')) }),
    onSettled: () => client.invalidateQueries({ queryKey: MAIL_KEY }),
  });
}
