import { Link } from 'react-router';
import { ArrowLeft, Check } from 'lucide-react';
import { toast } from '@web/lib/feedback/toast.ts';
import { FREE_PLAN, PRICING, type PlanId } from '@shared/pricing';
import { CHECKOUT_TOAST_MS } from '@shared/limits';
import { DEFAULT_TEAM_SEAT_LIMIT } from '@shared/team';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { usePublicConfig } from '@web/lib/api/public-config.ts';
import { useMe } from '@web/lib/session/session.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { useCreateCheckout } from './api/use-create-checkout.ts';
import { planTexts } from './plan-texts.ts';

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
  const t = useT('billing');
  const tt = useT('team');
  const me = useMe().data!;
  const seatLimit = usePublicConfig().data?.teamSeatLimit ?? DEFAULT_TEAM_SEAT_LIMIT;
  const tier = me.wallet?.subscriptionTier ?? 'free';
  const isPremium = tier === 'premium';
  // In a team, purchases are for the team's wallet: members buy nothing, managers the credit pack only (the server checks too).
  const teamRole = me.profile.teamRole;
  const canBuyCredits = teamRole !== 'member';
  const canSubscribe = teamRole !== 'member' && teamRole !== 'manager';
  const checkout = useCreateCheckout();
  const pending: PlanId | null = checkout.isPending ? checkout.variables : null;

  function startCheckout(plan: PlanId) {
    checkout.mutate(plan, {
      onSuccess: ({ url }) => {
        if (openCheckout(url)) toast.success(t('toast.opened.title'), { description: t('toast.opened.text'), duration: CHECKOUT_TOAST_MS });
      },
      onError: (error) => {
        // A specific reason from the server (e.g. already Premium) goes under the spec's message.
        const reason = error instanceof ApiError && error.code === 'conflict' ? errorMessage(error, '') : undefined;
        toast.error(t('toast.failed'), reason ? { description: reason } : undefined);
      },
    });
  }

  const pack = PRICING.credits_20;
  const premium = PRICING.premium;

  return (
    <AppShell>
      <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('backToDashboard')}
      </Link>
      <header className="mx-auto mt-4 max-w-2xl text-center">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-4xl">{t('pricing.title')}</h1>
        <p className="mt-2 text-slate-600">{t('pricing.subtitle')}</p>
        <p className="mt-2 text-sm font-medium text-slate-600">{t('pricing.usdNote')}</p>
      </header>

      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <PlanCard plan="free" price={FREE_PLAN.price} period={t('period.forever')} current={tier === 'free'}>
          {tier === 'free' ? (
            <Button variant="outline" className="w-full" disabled>
              {t('plan.current')}
            </Button>
          ) : null}
        </PlanCard>

        <PlanCard plan={pack.id} price={pack.price} period={t('period.oneTime')}>
          <Button
            className="w-full"
            disabled={!canBuyCredits || pending !== null}
            aria-busy={pending === pack.id || undefined}
            aria-describedby={canBuyCredits ? undefined : 'team-purchase-note-credits'}
            onClick={() => startCheckout(pack.id)}
          >
            {pending === pack.id ? t('plan.loading') : t('plan.buyCredits')}
          </Button>
          {canBuyCredits ? (
            teamRole === 'manager' && <PurchaseNote>{tt('pricing.teamBalance')}</PurchaseNote>
          ) : (
            <PurchaseNote id="team-purchase-note-credits">{tt('pricing.membersCannotBuy')}</PurchaseNote>
          )}
        </PlanCard>

        <PlanCard
          plan={premium.id}
          price={premium.price}
          period={t('period.perMonth')}
          current={isPremium}
          highlighted
          extraFeatures={[tt('pricing.premiumSeats', { count: seatLimit })]}
        >
          <Button
            className="w-full"
            disabled={isPremium || !canSubscribe || pending !== null}
            aria-busy={pending === premium.id || undefined}
            aria-describedby={canSubscribe || isPremium ? undefined : 'team-purchase-note-premium'}
            onClick={() => startCheckout(premium.id)}
          >
            {pending === premium.id ? t('plan.loading') : isPremium ? t('plan.current') : t('plan.upgrade')}
          </Button>
          {!canSubscribe && !isPremium && (
            <PurchaseNote id="team-purchase-note-premium">
              {teamRole === 'member' ? tt('pricing.membersCannotBuy') : tt('pricing.onlyOwnerSubscribes')}
            </PurchaseNote>
          )}
        </PlanCard>
      </div>
      <p className="mt-6 text-center text-xs text-slate-500">{t('pricing.footer')}</p>
    </AppShell>
  );
}

/** Why a buy button is disabled for someone in a team, or where their purchase goes. */
function PurchaseNote({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p id={id} className="mt-2 text-center text-xs text-slate-600">
      {children}
    </p>
  );
}

interface PlanCardProps {
  plan: 'free' | PlanId;
  /** Whole US dollars. */
  price: number;
  period: string;
  current?: boolean;
  highlighted?: boolean;
  /** Lines after the plan's own features (Premium: the whole team it covers). */
  extraFeatures?: string[];
  children: React.ReactNode;
}

function PlanCard({ plan, price, period, current, highlighted, extraFeatures = [], children }: PlanCardProps) {
  const t = useT('billing');
  const format = useFormat();
  const { name, features } = planTexts(t, plan);
  const headingId = `plan-${plan}`;
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
        {current && <Badge>{t('plan.current')}</Badge>}
      </div>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {/* Plans are priced in US dollars whatever the organization's currency: "$20", "20 $US", "US$ 20". */}
          {format.number(price, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 })}
        </span>
        <span className="text-sm text-slate-600">{period}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {[...features, ...extraFeatures].map((feature) => (
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
