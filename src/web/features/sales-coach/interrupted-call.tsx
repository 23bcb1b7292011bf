import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MessageId } from '@shared/i18n/namespaces.ts';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { toast } from '@web/lib/feedback/toast.ts';
import { useHydrated } from '@web/boot/use-hydrated.ts';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { useSalesSession } from './api/use-sales-session.ts';
import { ResumeOffer } from './resume-offer.tsx';
import { forgetSavedCall, readSavedCall } from './saved-call.ts';
import type { SetupDraft } from './setup-form.tsx';
import type { useSalesCall } from './use-sales-call.ts';

type SalesCall = ReturnType<typeof useSalesCall>;

interface InterruptedCall {
  /** Shown instead of the set-up while the page decides, or offers to resume or refund. */
  offer: ReactNode | null;
  /** Above the set-up once settled: whether the credit came back. */
  notice: ReactNode | null;
  /** The interrupted call's set-up, to start again with. */
  keptSetup: SetupDraft | null;
  /** A new call starts: what was left unfinished is no longer news. */
  dismiss(): void;
}

/**
 * The call this device left on the line (saved-call.ts): the server says whether it can go on; the page
 * offers "Resume call" (turn-based), "Get my report" (out of time) or "End and get refund", and keeps the
 * set-up for the next call. Read after hydration: the prerendered page knows nothing of this device.
 */
export function useInterruptedCall(call: SalesCall): InterruptedCall {
  const t = useT('salesCoach');
  const hydrated = useHydrated();
  const saved = useMemo(() => (hydrated ? readSavedCall() : null), [hydrated]);
  const [settled, setSettled] = useState(false);
  const [notice, setNotice] = useState<MessageId<'salesCoach'> | null>(null);
  const [refunding, setRefunding] = useState(false);
  const open = saved !== null && !settled && call.state.phase === 'setup';
  const session = useSalesSession(open ? saved.sessionId : null);
  const data = session.data;
  // Not this person's (another account on this device), or gone: nothing to offer.
  const gone = session.error instanceof ApiError && session.error.status === 404;
  const over = data?.state === 'ended';

  useEffect(() => {
    if (saved && (gone || over)) forgetSavedCall(saved.sessionId);
  }, [saved, gone, over]);
  const shown = notice ?? (over && open ? (data.refunded ? 'resume.endedRefunded' : 'resume.ended') : null);

  async function refund() {
    if (!saved) return;
    setRefunding(true);
    try {
      const refunded = await call.endInterrupted(saved.sessionId);
      setNotice(refunded ? 'resume.refunded' : 'resume.notRefunded');
      setSettled(true);
    } catch (error) {
      toast.error(errorMessage(error, t('resume.endFailed')));
    } finally {
      setRefunding(false);
    }
  }

  let offer: ReactNode | null = null;
  if (open && !gone && !over) {
    offer =
      session.isPending && session.fetchStatus !== 'idle' ? (
        <PageSpinner />
      ) : (
        <ResumeOffer
          session={session.isError ? undefined : data}
          refunding={refunding}
          onRetry={() => void session.refetch()}
          onRefund={() => void refund()}
          onResume={() => {
            if (!data) return;
            setSettled(true);
            call.resume(data);
          }}
        />
      );
  }
  return {
    offer,
    notice: shown && (
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800" data-testid="resume-notice">
        {t(shown)}
      </p>
    ),
    keptSetup: saved?.setup ?? null,
    dismiss() {
      setSettled(true);
      setNotice(null);
    },
  };
}
