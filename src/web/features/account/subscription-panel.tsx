import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@web/lib/error-message.ts';
import { useMe } from '@web/lib/session.ts';
import { TierBadge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { useBilling, useCancelSubscription, useOpenBillingPortal } from './api/use-billing.ts';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Plan, renewal and subscription management for /account. */
export function SubscriptionPanel() {
  const profile = useMe().data?.profile;
  const billing = useBilling(profile);
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
      onError: (error) => void toast.error(errorMessage(error, 'Failed to open subscription management. Please try again.')),
    });
  }

  function cancel() {
    cancelSubscription.mutate(undefined, {
      onSuccess: (view) =>
        void toast.success(view.tier === 'premium' ? 'Subscription will end' : 'Subscription cancelled', {
          description:
            view.tier === 'premium' && view.renewsAt ? `Premium stays active until ${formatDate(view.renewsAt)}.` : 'Your account is back on the Free plan.',
        }),
      onError: (error) => void toast.error(errorMessage(error, 'Failed to cancel the subscription')),
    });
  }

  const view = billing.data;
  const local = view?.provider === 'local';
  return (
    <Card aria-labelledby="subscription-title" role="region">
      <CardHeader>
        <CardTitle id="subscription-title">Subscription</CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent>
        {billing.isPending ? (
          <Spinner label="Loading subscription" />
        ) : billing.isError || !view ? (
          <p className="text-sm text-red-700">Failed to load your subscription. Please refresh the page.</p>
        ) : (
          <div className="space-y-4">
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">Plan</dt>
                <dd className="mt-1 flex items-center gap-2 font-medium text-slate-900">
                  <span data-testid="billing-plan">{view.planName}</span>
                  <TierBadge tier={view.tier} />
                </dd>
              </div>
              {view.status && view.tier === 'premium' && (
                <div>
                  <dt className="text-slate-500">Status</dt>
                  <dd className="mt-1 font-medium text-slate-900">
                    {view.cancelAtPeriodEnd ? 'Cancels at period end' : (STATUS_LABELS[view.status] ?? view.status)}
                  </dd>
                </div>
              )}
              {view.renewsAt && (
                <div>
                  <dt className="text-slate-500">{view.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
                  <dd className="mt-1 font-medium text-slate-900">{formatDate(view.renewsAt)}</dd>
                </div>
              )}
            </dl>
            {local && view.tier === 'premium' && <p className="text-xs text-slate-500">Test subscription from the local checkout: no card is charged.</p>}
            <div className="flex flex-wrap gap-2">
              {view.canManage ? (
                <Button variant="outline" loading={openingPortal} onClick={openPortal}>
                  Manage subscription
                  {!openingPortal && <ExternalLink aria-hidden="true" className="size-4" />}
                </Button>
              ) : (
                view.canCancel && (
                  <Button variant="outline" loading={cancelling} onClick={() => setConfirmOpen(true)}>
                    Cancel subscription
                  </Button>
                )
              )}
              {view.tier !== 'premium' && (
                <Link to="/pricing" className={buttonClasses('default')}>
                  View Pricing
                </Link>
              )}
            </div>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Cancel your subscription?"
        description={
          local
            ? 'Premium ends now and your account returns to the Free plan. Credits you bought stay on your account.'
            : 'Premium stays active until the end of the period you have paid for, then your account returns to the Free plan.'
        }
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        destructive
        onConfirm={cancel}
      />
    </Card>
  );
}
