import { useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Coins, ExternalLink } from 'lucide-react';
import { formatCredits } from '@shared/credits';
import { useMe } from '@web/lib/session.ts';
import { usePublicConfig } from '@web/lib/public-config.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { TierBadge } from '@web/components/ui/badge.tsx';
import { ToolGrid } from '@web/components/tool-grid/tool-grid.tsx';
import { OutOfCreditsDialog } from '@web/components/tool-shell/out-of-credits-dialog.tsx';

export const EXPIRED_CREDITS_TEXT = 'Your monthly credits have expired. Please renew your subscription to continue using fixer tools.';

export default function DashboardPage() {
  const me = useMe().data!;
  const config = usePublicConfig();
  const [outOfCreditsOpen, setOutOfCreditsOpen] = useState(false);
  const { profile, organization } = me;
  const credits = profile.availableCredits;

  return (
    <AppShell>
      <section className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome back, {profile.fullName}!</h1>
          {organization && <p className="mt-1 text-slate-600">{organization.companyName ?? organization.name}</p>}
        </div>
        <Card className="flex items-center gap-3 px-4 py-3">
          <Coins aria-hidden="true" className="size-6 text-amber-500" />
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-500">Credits</p>
            <p className="text-xl font-bold" data-testid="credit-balance" aria-live="polite">
              {formatCredits(credits)}
            </p>
          </div>
          <TierBadge tier={profile.subscriptionTier} />
          {credits === 0 ? (
            <Button size="sm" onClick={() => setOutOfCreditsOpen(true)}>
              Get credits
            </Button>
          ) : (
            profile.subscriptionTier !== 'premium' && (
              <Link to="/pricing" className={buttonClasses('outline', 'sm')}>
                Pricing
              </Link>
            )
          )}
        </Card>
      </section>

      {profile.creditsExpired && (
        <Alert variant="warning" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span className="flex items-start gap-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {EXPIRED_CREDITS_TEXT}
          </span>
          <Link to="/pricing" className={buttonClasses('default', 'sm')}>
            Renew Now
          </Link>
        </Alert>
      )}

      <section aria-labelledby="tools-heading" className="mt-8">
        <h2 id="tools-heading" className="mb-4 text-xl font-semibold">
          Your tools
        </h2>
        <ToolGrid />
      </section>

      <section aria-labelledby="services-heading" className="mt-10">
        <h2 id="services-heading" className="mb-4 text-xl font-semibold">
          Additional Services
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <ServiceCard
            href={config.data?.consultingSprintUrl}
            title="6-Week Consulting Sprint"
            text="Work one-to-one with a growth advisor for six weeks to fix your sales engine."
          />
          <ServiceCard
            href={config.data?.revenueWorkshopUrl}
            title="Revenue Blocker Workshop"
            text="A hands-on workshop to find and remove what stops your revenue from growing."
          />
        </div>
      </section>

      <OutOfCreditsDialog open={outOfCreditsOpen} onOpenChange={setOutOfCreditsOpen} />
    </AppShell>
  );
}

function ServiceCard({ href, title, text }: { href?: string; title: string; text: string }) {
  return (
    <Card className="p-5">
      <h3 className="font-semibold">
        <a href={href ?? '#'} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-800 hover:underline">
          {title}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </Card>
  );
}
