import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { EMAIL_VERIFIED_PARAM, type VerifyReturnPage } from '@shared/email-verification';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useEmailVerification, useSendVerification } from '@web/lib/session/email-verification.ts';

/**
 * "Verify your e-mail address" with a button that mails the link (inviting needs a verified address
 * unless the team is on a paid plan), and the outcome when the mailed link brought the reader back
 * here (`?emailVerified=1`, with `error=` when the link was broken or too old).
 * On the Team page it shows only while the address stands in the way of inviting.
 */
export function EmailVerificationNotice({ returnTo, email }: { returnTo: VerifyReturnPage; email: string }) {
  const t = useT('account');
  const status = useEmailVerification();
  const send = useSendVerification();
  const [search, setSearch] = useSearchParams();
  const [landed] = useState(() => (search.get(EMAIL_VERIFIED_PARAM) === '1' ? (search.get('error') ? 'failed' : 'verified') : null));
  const [sent, setSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  // The outcome is shown once: a reload or a shared URL does not repeat it.
  useEffect(() => {
    if (!landed) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EMAIL_VERIFIED_PARAM);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [landed, setSearch]);

  const verified = status.data?.emailVerified === true;
  const blocking = status.data && !verified && (returnTo === 'account' || !status.data.mayInvite);

  function sendLink() {
    setSendError(null);
    send.mutate(returnTo, {
      onSuccess: () => setSent(true),
      onError: (error) => setSendError(errorMessage(error, t('verifyEmail.sendFailed'))),
    });
  }

  return (
    <>
      {landed === 'verified' && verified && (
        <Alert role="status" className="flex items-start gap-2 border-green-200 bg-green-50 text-green-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('verifyEmail.verified')}
        </Alert>
      )}
      {landed === 'failed' && !verified && <Alert variant="destructive">{t('verifyEmail.linkFailed')}</Alert>}
      {blocking && (
        <section aria-label={t('verifyEmail.title')} className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <h2 className="font-semibold">{t('verifyEmail.title')}</h2>
          <p>{t(returnTo === 'team' ? 'verifyEmail.teamText' : 'verifyEmail.accountText', { email })}</p>
          {sent ? (
            <p role="status" className="font-medium">
              {t('verifyEmail.sent', { email })}
            </p>
          ) : (
            <Button variant="outline" size="sm" loading={send.isPending} onClick={sendLink}>
              {t('verifyEmail.send')}
            </Button>
          )}
          {sendError && <p role="alert">{sendError}</p>}
        </section>
      )}
    </>
  );
}
