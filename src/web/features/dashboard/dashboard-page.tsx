import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Coins, ExternalLink, FileAudio } from 'lucide-react';
import { formatCredits } from '@shared/credits';
import { useMeAsRendered } from '@web/lib/session/session.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { usePublicConfig } from '@web/lib/api/public-config.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { TierBadge } from '@web/components/ui/badge.tsx';
import { TextPlaceholder } from '@web/components/ui/text-placeholder.tsx';
import { ToolGrid } from '@web/components/tool-grid/tool-grid.tsx';
import { lazyDialog } from '@web/components/ui/lazy-dialog.tsx';

// Its own chunk, asked for once the page has hydrated: most dashboards (solo users) show nothing there.
const AssignedPractice = lazy(() => import('./assigned-practice.tsx'));
const OutOfCreditsDialog = lazyDialog(() => import('@web/components/tool-shell/out-of-credits-dialog.tsx').then((m) => m.OutOfCreditsDialog));

export default function DashboardPage() {
  const t = useT('dashboard');
  const tc = useT('common');
  // Undefined while the profile loads: the page is then the prerendered signed-in shell, with
  // placeholders for the user's own lines (RequireAuth pageWhilePending in router.tsx).
  const me = useMeAsRendered();
  const config = usePublicConfig();
  const [outOfCreditsOpen, setOutOfCreditsOpen] = useState(false);
  const profile = me?.profile;
  const organization = me?.organization;
  // What the user spends: their organization's wallet (a team's, or their own).
  const wallet = me?.wallet;
  const credits = profile ? (wallet?.availableCredits ?? 0) : undefined;

  return (
    <AppShell>
      <section className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between" aria-busy={!profile}>
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {profile ? (
              t('welcome', { name: profile.fullName })
            ) : (
              <>
                <TextPlaceholder width="w-64" />
                <span className="sr-only">{tc('ui.loading')}</span>
              </>
            )}
          </h1>
          {!profile ? (
            <p className="mt-1">
              <TextPlaceholder />
            </p>
          ) : (
            organization && <p className="mt-1 text-slate-600">{organization.companyName ?? organization.name}</p>
          )}
          {/* spec.md's heading says "back" even on the first visit: a new user also gets a line on where to start. */}
          {me && !me.hasRunTool && wallet?.subscriptionTier === 'free' && credits !== undefined && credits > 0 && (
            <p className="mt-2 text-slate-700" data-testid="getting-started">
              {t('gettingStarted', { count: credits })}
            </p>
          )}
        </div>
        <Card className="flex items-center gap-3 px-4 py-3">
          <Coins aria-hidden="true" className="size-6 text-amber-500" />
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-500">{t('credits.label')}</p>
            <p className="text-xl font-bold" data-testid="credit-balance" aria-live="polite">
              {credits === undefined ? <TextPlaceholder width="w-10" /> : formatCredits(credits)}
            </p>
          </div>
          {profile && <TierBadge tier={wallet?.subscriptionTier ?? 'free'} />}
          {!profile ? null : credits === 0 ? (
            <Button size="sm" onClick={() => setOutOfCreditsOpen(true)}>
              {t('credits.get')}
            </Button>
          ) : (
            wallet?.subscriptionTier !== 'premium' && (
              <Link to="/pricing" className={buttonClasses('outline', 'sm')}>
                {t('credits.pricing')}
              </Link>
            )
          )}
        </Card>
      </section>

      {wallet?.creditsExpired && (
        <Alert variant="warning" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span className="flex items-start gap-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('expired.text')}
          </span>
          <Link to="/pricing" className={buttonClasses('default', 'sm')}>
            {t('expired.renew')}
          </Link>
        </Alert>
      )}

      {/* Not in the prerendered shell: `me` is undefined until hydration is over, and the section renders nothing until its list is there. */}
      {me && (
        <Suspense fallback={null}>
          <AssignedPractice />
        </Suspense>
      )}

      <section aria-labelledby="tools-heading" className="mt-8">
        <h2 id="tools-heading" className="mb-4 text-xl font-semibold">
          {t('tools.heading')}
        </h2>
        <ToolGrid />
        <Card className="mt-4 flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="flex items-center gap-2 font-semibold">
              <FileAudio aria-hidden="true" className="size-5 text-brand-700" />
              {t('realCall.title')}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t('realCall.text')}</p>
          </div>
          <Link to="/calls" className={buttonClasses('outline', 'md', 'shrink-0')}>
            {t('realCall.link')}
          </Link>
        </Card>
      </section>

      <section aria-labelledby="services-heading" className="mt-10">
        <h2 id="services-heading" className="mb-4 text-xl font-semibold">
          {t('services.heading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <ServiceCard href={config.data?.consultingSprintUrl} title={t('services.sprint.title')} text={t('services.sprint.text')} />
          <ServiceCard href={config.data?.revenueWorkshopUrl} title={t('services.workshop.title')} text={t('services.workshop.text')} />
        </div>
      </section>

      <OutOfCreditsDialog open={outOfCreditsOpen} onOpenChange={setOutOfCreditsOpen} />
    </AppShell>
  );
}

function ServiceCard({ href, title, text }: { href?: string; title: string; text: string }) {
  const t = useT('dashboard');
  return (
    <Card className="p-5">
      <h3 className="font-semibold">
        <a href={href ?? '#'} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-800 hover:underline">
          {title}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('services.newTab')}</span>
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </Card>
  );
}
