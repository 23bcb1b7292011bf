import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { getTool, type ToolId } from '@shared/tools';
import { formatCredits } from '@shared/credits';
import { SIGNUP_CREDITS } from '@shared/pricing';
import { useT } from '@web/lib/language/i18n.ts';
import { useMe } from '@web/lib/session/session.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { lazyDialog } from '@web/components/ui/lazy-dialog.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { Brand } from '@web/components/layouts/brand.tsx';
import { ToolDialogsContext, type ToolDialogs } from './tool-dialogs.ts';

const GuestSignupDialog = lazyDialog(() => import('./guest-signup-dialog.tsx').then((m) => m.GuestSignupDialog));
const OutOfCreditsDialog = lazyDialog(() => import('./out-of-credits-dialog.tsx').then((m) => m.OutOfCreditsDialog));

/**
 * The frame of every tool page: header (back link, credits), the guest banner, and the dialogs a refused
 * run opens. Pages run the tool with useToolRun (./use-tool-run.ts), which opens them through this context.
 */
export function ToolWrapper({ toolId, children }: { toolId: ToolId; children: ReactNode }) {
  const t = useT('tools');
  const tc = useT('common');
  const tool = getTool(toolId)!;
  const me = useMe();
  const [signupOpen, setSignupOpen] = useState(false);
  const [creditsOpen, setCreditsOpen] = useState(false);
  const isGuest = !me.data;
  const dialogs = useMemo<ToolDialogs>(() => ({ askToSignUp: () => setSignupOpen(true), offerCredits: () => setCreditsOpen(true) }), []);

  if (me.isPending) return <PageSpinner />;

  return (
    <ToolDialogsContext.Provider value={dialogs}>
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
              <div>
                {/* spec.md's sentence word for word, then what an account really gives (not "unlimited"). */}
                <p>{t('guest.banner')}</p>
                <p className="mt-1" data-testid="guest-account-credits">
                  {t('guest.accountCredits', { count: SIGNUP_CREDITS })}{' '}
                  <Link to="/signup" className="font-semibold underline">
                    {t('createFreeAccount')}
                  </Link>
                </p>
              </div>
            </Alert>
          )}
          {children}
        </main>
      </div>
      <GuestSignupDialog open={signupOpen} onOpenChange={setSignupOpen} />
      <OutOfCreditsDialog open={creditsOpen} onOpenChange={setCreditsOpen} />
    </ToolDialogsContext.Provider>
  );
}
