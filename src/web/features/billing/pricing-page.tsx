import { Link } from 'react-router';
import { ArrowLeft, Check } from 'lucide-react';
import { toast } from 'sonner';
import { FREE_PLAN, PRICING, type PlanId } from '@shared/pricing';
import { CHECKOUT_FAILED_MESSAGE } from '@shared/billing';
import { ApiError } from '@web/lib/api.ts';
import { useMe } from '@web/lib/session.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { useCreateCheckout } from './api/use-create-checkout.ts';

const CHECKOUT_OPENED = { title: 'Checkout Opened', description: 'Complete your purchase in the new tab. Your credits will be added automatically.' };
const CHECKOUT_TOAST_MS = 8000;

/** Opens the checkout in a new tab; a blocked pop-up falls back to this tab. */
function openCheckout(url: string) {
  const tab = window.open(url, '_blank');
  if (!tab) {
    window.location.assign(url);
    return false;
  }
  // The checkout page must not be able to script this one.
  tab.opener = null;
  return true;
}

export default function PricingPage() {
  const me = useMe().data!;
  const tier = me.profile.subscriptionTier;
  const isPremium = tier === 'premium';
  const checkout = useCreateCheckout();
  const pending: PlanId | null = checkout.isPending ? checkout.variables : null;

  function startCheckout(plan: PlanId) {
    checkout.mutate(plan, {
      onSuccess: ({ url }) => {
        if (openCheckout(url)) toast.success(CHECKOUT_OPENED.title, { description: CHECKOUT_OPENED.description, duration: CHECKOUT_TOAST_MS });
      },
      onError: (error) => {
        // A specific reason from the server (e.g. already Premium) goes under the spec's message.
        const reason = error instanceof ApiError && error.code === 'conflict' ? error.message : undefined;
        toast.error(CHECKOUT_FAILED_MESSAGE, reason ? { description: reason } : undefined);
      },
    });
  }

  const pack = PRICING.credits_20;
  const premium = PRICING.premium;

  return (
    <AppShell>
      <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <header className="mx-auto mt-4 max-w-2xl text-center">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-4xl">Choose Your Perfect Plan</h1>
        <p className="mt-2 text-slate-600">Start free, top up with credits, or go unlimited with Premium.</p>
      </header>

      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <PlanCard name={FREE_PLAN.name} price={FREE_PLAN.price} period="forever" features={FREE_PLAN.features} current={tier === 'free'}>
          {tier === 'free' ? (
            <Button variant="outline" className="w-full" disabled>
              Current Plan
            </Button>
          ) : null}
        </PlanCard>

        <PlanCard name={pack.name} price={pack.price} period="one-time" features={pack.features}>
          <Button className="w-full" disabled={pending !== null} aria-busy={pending === pack.id || undefined} onClick={() => startCheckout(pack.id)}>
            {pending === pack.id ? 'Loading...' : 'Buy Credits'}
          </Button>
        </PlanCard>

        <PlanCard name={premium.name} price={premium.price} period="per month" features={premium.features} current={isPremium} highlighted>
          <Button
            className="w-full"
            disabled={isPremium || pending !== null}
            aria-busy={pending === premium.id || undefined}
            onClick={() => startCheckout(premium.id)}
          >
            {pending === premium.id ? 'Loading...' : isPremium ? 'Current Plan' : 'Upgrade to Premium'}
          </Button>
        </PlanCard>
      </div>
      <p className="mt-6 text-center text-xs text-slate-500">Payments are processed securely on a hosted checkout page. Prices in US dollars.</p>
    </AppShell>
  );
}

interface PlanCardProps {
  name: string;
  price: number;
  period: string;
  features: readonly string[];
  current?: boolean;
  highlighted?: boolean;
  children: React.ReactNode;
}

function PlanCard({ name, price, period, features, current, highlighted, children }: PlanCardProps) {
  const headingId = `plan-${name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('flex flex-col p-6', highlighted && 'border-brand-600 ring-2 ring-brand-600/20', current && 'bg-brand-50/40')}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {name}
        </h2>
        {current && <Badge>Current Plan</Badge>}
      </div>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">${price}</span>
        <span className="text-sm text-slate-600">{period}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </Card>
  );
}
