import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { toast } from '@web/lib/feedback/toast.ts';
import type { Tier } from '@shared/pricing.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { useMe } from '@web/lib/session/session.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { useBilling, useCancelSubscription, useOpenBillingPortal } from './api/use-billing.ts';

/** Stripe's subscription statuses that have a label; any other is shown as it comes. */
const STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string): value is Status => (STATUSES as readonly string[]).includes(value);

/** "Jan 5, 2026" in English, "5 janv. 2026" in French. */
const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** The tier badge's style from the spec: default for premium, secondary for basic, outline otherwise. */
const BADGE_VARIANT = { premium: 'default', basic: 'secondary', free: 'outline' } as const satisfies Record<Tier, string>;

/** Plan, renewal and subscription management for /account. */
export function SubscriptionPanel() {
  const t = useT('account');
  const format = useFormat();
  const formatDate = (iso: string) => format.date(iso, DATE);
  const me = useMe().data;
  const profile = me?.profile;
  // A manager's or member's plan and credits are the team's: its owner manages them (and its billing).
  const inSomeoneElsesTeam = profile?.teamRole === 'manager' || profile?.teamRole === 'member';
  const billing = useBilling(inSomeoneElsesTeam ? undefined : me?.wallet);
  const portal = useOpenBillingPortal();
  const cancelSubscription = useCancelSubscription();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const cancelling = cancelSubscription.isPending;
  // Stays busy after success while this tab leaves for the portal.
  const openingPortal = portal.isPending || portal.isSuccess;

  /** The customer portal session is created on click (never on page load), then opened in this tab. */
  function openPortal() {
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => void toast.error(errorMessage(error, t('subscription.portalFailed'))),
    });
  }

  function cancel() {
    cancelSubscription.mutate(undefined, {
      onSuccess: (view) =>
        void toast.success(view.tier === 'premium' ? t('subscription.willEnd') : t('subscription.cancelled'), {
          description:
            view.tier === 'premium' && view.renewsAt ? t('subscription.activeUntil', { date: formatDate(view.renewsAt) }) : t('subscription.backToFree'),
        }),
      onError: (error) => void toast.error(errorMessage(error, t('subscription.cancelFailed'))),
    });
  }

  if (inSomeoneElsesTeam && profile) {
    return (
      <TeamPlanPanel
        tier={me?.wallet?.subscriptionTier ?? 'free'}
        organization={me?.organization?.companyName || me?.organization?.name || ''}
        isManager={profile.teamRole === 'manager'}
      />
    );
  }

  const view = billing.data;
  const local = view?.provider === 'local';
  return (
    <Card aria-labelledby="subscription-title" role="region">
      <CardHeader>
        <CardTitle id="subscription-title">{t('subscription.title')}</CardTitle>
        <CardDescription>{t('subscription.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {billing.isPending ? (
          <Spinner label={t('subscription.loading')} />
        ) : billing.isError || !view ? (
          <p className="text-sm text-red-700">{t('subscription.loadFailed')}</p>
        ) : (
          <div className="space-y-4">
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">{t('subscription.plan')}</dt>
                <dd className="mt-1 flex items-center gap-2 font-medium text-slate-900">
                  <span data-testid="billing-plan">{t(`subscription.planName.${view.tier}`)}</span>
                  <Badge variant={BADGE_VARIANT[view.tier]}>{t(`subscription.tier.${view.tier}`)}</Badge>
                </dd>
              </div>
              {view.status && view.tier === 'premium' && (
                <div>
                  <dt className="text-slate-500">{t('subscription.statusLabel')}</dt>
                  <dd className="mt-1 font-medium text-slate-900">
                    {view.cancelAtPeriodEnd
                      ? t('subscription.cancelsAtPeriodEnd')
                      : isStatus(view.status)
                        ? t(`subscription.status.${view.status}`)
                        : view.status}
                  </dd>
                </div>
              )}
              {view.renewsAt && (
                <div>
                  <dt className="text-slate-500">{view.cancelAtPeriodEnd ? t('subscription.endsOn') : t('subscription.renewsOn')}</dt>
                  <dd className="mt-1 font-medium text-slate-900">{formatDate(view.renewsAt)}</dd>
                </div>
              )}
            </dl>
            {local && view.tier === 'premium' && <p className="text-xs text-slate-500">{t('subscription.localTest')}</p>}
            <div className="flex flex-wrap gap-2">
              {view.canManage ? (
                <Button variant="outline" loading={openingPortal} onClick={openPortal}>
                  {t('subscription.manage')}
                  {!openingPortal && <ExternalLink aria-hidden="true" className="size-4" />}
                </Button>
              ) : (
                view.canCancel && (
                  <Button variant="outline" loading={cancelling} onClick={() => setConfirmOpen(true)}>
                    {t('subscription.cancel')}
                  </Button>
                )
              )}
              {view.tier !== 'premium' && (
                <Link to="/pricing" className={buttonClasses('default')}>
                  {t('subscription.viewPricing')}
                </Link>
              )}
            </div>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('subscription.confirmTitle')}
        description={local ? t('subscription.confirmLocal') : t('subscription.confirmPaid')}
        confirmLabel={t('subscription.cancel')}
        cancelLabel={t('subscription.keep')}
        destructive
        onConfirm={cancel}
      />
    </Card>
  );
}

/** For a manager or member: the team's plan, read-only (no billing actions: the owner manages them). */
function TeamPlanPanel({ tier, organization, isManager }: { tier: Tier; organization: string; isManager: boolean }) {
  const t = useT('account');
  const tt = useT('team');
  return (
    <Card aria-labelledby="subscription-title" role="region">
      <CardHeader>
        <CardTitle id="subscription-title">{t('subscription.title')}</CardTitle>
        <CardDescription>{t('subscription.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="text-sm">
          <dt className="text-slate-500">{t('subscription.plan')}</dt>
          <dd className="mt-1 flex items-center gap-2 font-medium text-slate-900">
            <span data-testid="billing-plan">{t(`subscription.planName.${tier}`)}</span>
            <Badge variant={BADGE_VARIANT[tier]}>{t(`subscription.tier.${tier}`)}</Badge>
          </dd>
        </dl>
        <p className="text-sm text-slate-700">{tt('account.teamPlan', { organization })}</p>
        {isManager && tier !== 'premium' && <p className="text-sm text-slate-600">{tt('account.managerCredits')}</p>}
        {tier !== 'premium' && (
          <Link to="/pricing" className={buttonClasses('default')}>
            {t('subscription.viewPricing')}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
