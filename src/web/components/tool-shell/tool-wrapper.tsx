import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { getTool, type ToolId } from '@shared/tools';
import { formatCredits } from '@shared/credits';
import { useT } from '@web/lib/i18n.ts';
import { useMe, useRefreshMe } from '@web/lib/session.ts';
import { ApiError } from '@web/lib/api.ts';
import { clearGuestUsage, markGuestTrialUsed, readGuestUsage } from '@web/lib/guest-usage.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { lazyDialog } from '@web/components/ui/lazy-dialog.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { Brand } from '@web/components/layouts/brand.tsx';

interface ToolAccess {
  isGuest: boolean;
  /**
   * Call before starting a run. Returns false (and opens the right dialog) when the guest has
   * used the trial or the user has no credits. The server enforces the same rules.
   */
  requestRun: () => boolean;
  /** Maps a refused run from the server (402/403 trial) onto the same dialogs; returns true if handled. */
  handleRunError: (error: unknown) => boolean;
  /** Refreshes the credit count after a run. */
  runFinished: () => void;
  /** The server spent nothing (or gave the run back): a guest's device may try again. */
  trialReturned: () => void;
}

const GuestSignupDialog = lazyDialog(() => import('./guest-signup-dialog.tsx').then((m) => m.GuestSignupDialog));
const OutOfCreditsDialog = lazyDialog(() => import('./out-of-credits-dialog.tsx').then((m) => m.OutOfCreditsDialog));

const ToolAccessContext = createContext<ToolAccess | null>(null);

export function useToolAccess() {
  const value = useContext(ToolAccessContext);
  if (!value) throw new Error('useToolAccess must be used inside ToolWrapper');
  return value;
}

export function ToolWrapper({ toolId, children }: { toolId: ToolId; children: ReactNode }) {
  const t = useT('tools');
  const tc = useT('common');
  const tool = getTool(toolId)!;
  const me = useMe();
  const refreshMe = useRefreshMe();
  const [signupOpen, setSignupOpen] = useState(false);
  const [creditsOpen, setCreditsOpen] = useState(false);
  const isGuest = !me.data;

  const requestRun = useCallback(() => {
    if (me.data) {
      if (tool.cost > 0 && (me.data.wallet?.availableCredits ?? 0) === 0) {
        setCreditsOpen(true);
        return false;
      }
      return true;
    }
    if (readGuestUsage().hasUsedFreeTrial) {
      setSignupOpen(true);
      return false;
    }
    markGuestTrialUsed(toolId);
    return true;
  }, [me.data, tool.cost, toolId]);

  const handleRunError = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return false;
      if (error.status === 402) {
        setCreditsOpen(true);
        refreshMe();
        return true;
      }
      if (error.status === 403 && error.details?.reason === 'guest_trial_used') {
        markGuestTrialUsed(toolId);
        setSignupOpen(true);
        return true;
      }
      return false;
    },
    [refreshMe, toolId],
  );

  const trialReturned = useCallback(() => {
    if (isGuest) clearGuestUsage();
  }, [isGuest]);

  const access = useMemo<ToolAccess>(
    () => ({ isGuest, requestRun, handleRunError, runFinished: refreshMe, trialReturned }),
    [isGuest, requestRun, handleRunError, refreshMe, trialReturned],
  );

  if (me.isPending) return <PageSpinner />;

  return (
    <ToolAccessContext.Provider value={access}>
      <div className="min-h-screen">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
            <Link to={isGuest ? '/' : '/dashboard'} className={buttonClasses('ghost', 'sm')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {isGuest ? t('back.home') : t('back.dashboard')}
            </Link>
            {isGuest ? (
              <Brand />
            ) : (
              <span className="text-sm text-slate-600">
                {t('credits')} <strong data-testid="tool-credits">{formatCredits(me.data!.wallet?.availableCredits ?? 0)}</strong>
              </span>
            )}
          </div>
        </header>
        <main className="mx-auto max-w-4xl px-4 py-6">
          <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{tc(`tool.${tool.id}.name`)}</h1>
          {isGuest && (
            <Alert className="mb-6 flex items-start gap-3 border-brand-100 bg-brand-50 text-brand-800" role="note">
              <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>
                {t('guest.banner')}{' '}
                <Link to="/signup" className="font-semibold underline">
                  {t('createFreeAccount')}
                </Link>
              </p>
            </Alert>
          )}
          {children}
        </main>
      </div>
      <GuestSignupDialog open={signupOpen} onOpenChange={setSignupOpen} />
      <OutOfCreditsDialog open={creditsOpen} onOpenChange={setCreditsOpen} />
    </ToolAccessContext.Provider>
  );
}
