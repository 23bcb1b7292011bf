import { useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, ArrowLeft, Check } from 'lucide-react';
import { toast } from '@web/lib/feedback/toast.ts';
import { FREE_PLAN, PRICING, type PlanId } from '@shared/pricing';
import type { LocalPrice } from '@shared/price-list';
import type { PaymentMethodId } from '@shared/payment-methods';
import { CHECKOUT_TOAST_MS } from '@shared/limits';
import { DEFAULT_TEAM_SEAT_LIMIT } from '@shared/team';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { formatMoney } from '@shared/money.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { useMoney } from '@web/lib/language/money.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { usePublicConfig } from '@web/lib/api/public-config.ts';
import { useMe } from '@web/lib/session/session.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { TextPlaceholder } from '@web/components/ui/text-placeholder.tsx';
import { useCreateCheckout } from './api/use-create-checkout.ts';
import { usePaymentOptions } from './api/use-payment-options.ts';
import { formatPrice, methodsFor, preferredMethod, shareOf } from './local-price.ts';
import { PaymentMethodChoice } from './payment-method-choice.tsx';
import { CreditBuys } from './credit-buys.tsx';
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
  const pending: PlanId | null = checkout.isPending ? checkout.variables.tier : null;
  const options = usePaymentOptions();
  const money = useMoney();
  const prices = options.data?.prices;
  const packMethods = methodsFor(options.data?.methods ?? [], 'credits_20');
  const premiumMethods = methodsFor(options.data?.methods ?? [], 'premium');
  const [chosenMethod, setChosenMethod] = useState<PaymentMethodId | null>(null);
  const packMethod = packMethods.some((method) => method.id === chosenMethod) ? chosenMethod! : preferredMethod(packMethods);
  // Premium renews every month: only the ways that can renew (a card); say so where people would rather pay otherwise.
  const premiumByCardOnly = packMethods.some((method) => !premiumMethods.some((renewing) => renewing.id === method.id));
  // Until the options arrive the charged amount is unknown: nothing to buy yet (a failure still lets a card checkout show it).
  const optionsLoading = options.isPending;
  const show = (price: LocalPrice | undefined) => (price ? formatPrice(price, money.numberLocale) : null);

  function startCheckout(plan: PlanId, method: PaymentMethodId) {
    checkout.mutate(
      { tier: plan, method },
      {
        onSuccess: ({ url }) => {
          if (openCheckout(url)) toast.success(t('toast.opened.title'), { description: t('toast.opened.text'), duration: CHECKOUT_TOAST_MS });
        },
        onError: (error) => {
          // A specific reason from the server (e.g. already Premium) goes under the spec's message.
          const reason = error instanceof ApiError && error.code === 'conflict' ? errorMessage(error, '') : undefined;
          toast.error(t('toast.failed'), reason ? { description: reason } : undefined);
        },
      },
    );
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
        <PricesStatus options={options} />
      </header>

      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <PlanCard
          plan="free"
          price={formatMoney(FREE_PLAN.price, prices?.credits_20.currency ?? money.currency, money.numberLocale)}
          period={t('period.forever')}
          current={tier === 'free'}
        >
          {tier === 'free' ? (
            <Button variant="outline" className="w-full" disabled>
              {t('plan.current')}
            </Button>
          ) : null}
        </PlanCard>

        <PlanCard
          plan={pack.id}
          price={show(prices?.credits_20)}
          loading={optionsLoading}
          period={t('period.oneTime')}
          notes={
            prices && [
              t('pricing.perCredit', { price: formatPrice(shareOf(prices.credits_20, pack.credits), money.numberLocale) }),
              <ChargedIn key="charged" price={prices.credits_20} />,
            ]
          }
        >
          {canBuyCredits && <PaymentMethodChoice methods={packMethods} value={packMethod} onChange={setChosenMethod} disabled={pending !== null} />}
          <Button
            className="w-full"
            disabled={!canBuyCredits || pending !== null || optionsLoading}
            aria-busy={pending === pack.id || undefined}
            aria-describedby={canBuyCredits ? undefined : 'team-purchase-note-credits'}
            onClick={() => startCheckout(pack.id, packMethod)}
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
          price={show(prices?.premium)}
          loading={optionsLoading}
          period={t('period.perMonth')}
          current={isPremium}
          highlighted
          notes={prices && [<ChargedIn key="charged" price={prices.premium} />]}
          extraFeatures={[
            prices
              ? tt('pricing.premiumPerSeat', { count: seatLimit, perSeat: formatPrice(shareOf(prices.premium, seatLimit), money.numberLocale) })
              : tt('pricing.premiumSeats', { count: seatLimit }),
          ]}
        >
          {premiumByCardOnly && !isPremium && <p className="mb-3 text-center text-xs text-slate-600">{t('pricing.premiumByCard')}</p>}
          <Button
            className="w-full"
            disabled={isPremium || !canSubscribe || pending !== null || optionsLoading}
            aria-busy={pending === premium.id || undefined}
            aria-describedby={canSubscribe || isPremium ? undefined : 'team-purchase-note-premium'}
            onClick={() => startCheckout(premium.id, premiumMethods[0]?.id ?? 'card')}
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
      <CreditBuys />
      <p className="mt-6 text-center text-xs text-slate-500">{t('pricing.footer')}</p>
    </AppShell>
  );
}

/** Under the title: the prices are in US dollars (and why, for a currency with no list), or loading, or not loaded. */
function PricesStatus({ options }: { options: ReturnType<typeof usePaymentOptions> }) {
  const t = useT('billing');
  const prices = options.data?.prices;
  return (
    <>
      {prices?.credits_20.currency === 'USD' && (
        <p className="mt-2 text-sm font-medium text-slate-600">
          {t('pricing.usdNote')}
          {prices.credits_20.fallback && <> {t('pricing.usdFallback', { code: options.data!.organizationCurrency })}</>}
        </p>
      )}
      {options.isPending && <Spinner label={t('pricing.loadingPrices')} className="mt-2" />}
      {options.isError && !prices && (
        <div role="alert" className="mt-3 flex flex-wrap items-center justify-center gap-2 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          {t('pricing.optionsFailed')}
          <Button variant="outline" size="sm" onClick={() => void options.refetch()}>
            {t('pricing.retry')}
          </Button>
        </div>
      )}
    </>
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

/** "Charged in Kenyan shillings (KES)": the currency the checkout will take, said before paying. */
function ChargedIn({ price }: { price: LocalPrice }) {
  const t = useT('billing');
  // Named in the reader's language alone: Intl names some currencies only by symbol in a region ("US$" in en-FR).
  const format = useFormat();
  // The code follows in brackets, so a name's own bracket ("francs CFA (BCEAO)") would be one too many.
  const name = format.currencyName(price.currency).replace(/\s*\([^)]*\)$/, '');
  // Portuguese CLDR names start with a capital ("Xelins quenianos"), which a sentence does not.
  const inSentence = format.locale.startsWith('pt') ? name.charAt(0).toLocaleLowerCase('pt') + name.slice(1) : name;
  return <>{t('pricing.chargedIn', { name: inSentence, code: price.currency })}</>;
}

interface PlanCardProps {
  plan: 'free' | PlanId;
  /** Formatted in the charged currency; null when unknown (still loading, or the options failed). */
  price: string | null;
  /** The price is on its way: a placeholder keeps its place. */
  loading?: boolean;
  /** Small lines under the price (per credit, the charged currency). */
  notes?: React.ReactNode[] | undefined;
  period: string;
  current?: boolean;
  highlighted?: boolean;
  /** Lines after the plan's own features (Premium: the whole team it covers). */
  extraFeatures?: string[];
  children: React.ReactNode;
}

function PlanCard({ plan, price, loading, notes = [], period, current, highlighted, extraFeatures = [], children }: PlanCardProps) {
  const t = useT('billing');
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
      <p className="mt-3 flex flex-wrap items-baseline gap-1">
        {price !== null ? (
          <span className="text-4xl font-bold tracking-tight text-slate-900" data-testid={`plan-price-${plan}`}>
            {price}
          </span>
        ) : (
          loading && (
            <span className="text-4xl">
              <TextPlaceholder width="w-28" />
            </span>
          )
        )}
        <span className="text-sm text-slate-600">{period}</span>
      </p>
      {notes.map((note, index) => (
        <p key={index} className="mt-1 text-sm text-slate-600">
          {note}
        </p>
      ))}
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
