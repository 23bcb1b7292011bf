import { Link, useParams } from 'react-router';
import { CheckCircle2, CreditCard, FlaskConical, Lock, XCircle } from 'lucide-react';
import { toast } from '@web/lib/feedback/toast.ts';
import type { LocalCheckoutView } from '@shared/billing';
import { minorDigits } from '@shared/price-list';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Brand } from '@web/components/layouts/brand.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { useLocalCheckout, useLocalCheckoutAction } from './api/use-local-checkout.ts';
import { planTexts } from './plan-texts.ts';
import { CheckoutActions } from './checkout-actions.tsx';
import { PixPaymentPanel } from './pix-payment-panel.tsx';

/**
 * The offline stand-in for a hosted checkout page. Pay runs the same fulfilment as a verified
 * Stripe webhook on the server; nothing here decides what is granted.
 */
export default function LocalCheckoutPage() {
  const t = useT('billing');
  const { id = '' } = useParams();
  const session = useLocalCheckout(id);
  const checkoutAction = useLocalCheckoutAction(id);
  const busy = checkoutAction.isPending ? checkoutAction.variables : null;

  function act(action: 'pay' | 'cancel') {
    checkoutAction.mutate(action, {
      onError: (error) =>
        void toast.error(action === 'pay' ? t('checkout.payFailed') : t('checkout.cancelFailed'), { description: errorMessage(error, t('checkout.tryAgain')) }),
    });
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <header>
        <div role="note" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
          <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
          {session.data?.method === 'pix' ? t('checkout.pix.testBanner') : t('checkout.testBanner')}
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
        <div className="mb-6 flex items-center justify-between">
          <Brand />
          <Badge variant="outline">{t('checkout.testMode')}</Badge>
        </div>
        {session.isPending ? (
          <PageSpinner label={t('checkout.loading')} />
        ) : session.isError ? (
          <Card className="p-6 text-center">
            <h1 className="text-xl font-semibold">{t('checkout.notFound.title')}</h1>
            <p className="mt-2 text-slate-600">
              {session.error instanceof ApiError && session.error.code === 'not_found'
                ? t('checkout.notFound.text')
                : errorMessage(session.error, t('checkout.error'))}
            </p>
            <Link to="/pricing" className={buttonClasses('default', 'md', 'mt-5')}>
              {t('checkout.backToPricing')}
            </Link>
          </Card>
        ) : (
          <CheckoutBody view={session.data} busy={busy} onPay={() => act('pay')} onCancel={() => act('cancel')} />
        )}
      </main>
    </div>
  );
}

function CheckoutBody({ view, busy, onPay, onCancel }: { view: LocalCheckoutView; busy: 'pay' | 'cancel' | null; onPay: () => void; onCancel: () => void }) {
  const t = useT('billing');
  const tc = useT('common');
  const format = useFormat();
  // The charged amount in its currency, as the reader's language writes it: "$20.00", "20,00 $US", "R$ 109,90".
  // Stored in minor units, which F CFA do not have.
  const currency = view.currency.toUpperCase();
  const price = format.number(view.priceCents / 10 ** minorDigits(currency), { style: 'currency', currency });
  const cadence = view.mode === 'subscription' ? t('period.perMonth') : t('period.oneTime');
  const plan = planTexts(t, view.plan);

  if (view.status === 'paid') {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
        <h1 className="mt-4 text-2xl font-bold">{t('checkout.paid.title')}</h1>
        <p className="mt-2 text-slate-600">{view.mode === 'subscription' ? t('checkout.paid.premium') : t('checkout.paid.pack', { plan: plan.name })}</p>
        <Link to="/dashboard" className={buttonClasses('default', 'md', 'mt-6 w-full')}>
          {t('backToDashboard')}
        </Link>
      </Card>
    );
  }

  if (view.status !== 'pending') {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <XCircle aria-hidden="true" className="mx-auto size-12 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold">{t('checkout.cancelled.title')}</h1>
        <p className="mt-2 text-slate-600">{t('checkout.cancelled.text')}</p>
        <Link to="/pricing" className={buttonClasses('default', 'md', 'mt-6 w-full')}>
          {t('checkout.backToPricing')}
        </Link>
      </Card>
    );
  }

  return (
    <div className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
      <section aria-labelledby="order-heading" className="bg-slate-900 p-6 text-white sm:p-8">
        <h1 id="order-heading" className="text-sm font-medium uppercase tracking-wide text-slate-300">
          {t('checkout.order')}
        </h1>
        <p className="mt-4 text-lg font-semibold">{plan.name}</p>
        <p className="mt-1 flex items-baseline gap-2">
          <span className="text-4xl font-bold" data-testid="checkout-price">
            {price}
          </span>
          <span className="text-sm text-slate-300">{cadence}</span>
        </p>
        <ul className="mt-6 space-y-1 text-sm text-slate-300">
          {plan.features.map((feature) => (
            <li key={feature}>• {feature}</li>
          ))}
        </ul>
        <dl className="mt-8 flex justify-between border-t border-slate-700 pt-4 text-sm">
          <dt>{view.mode === 'subscription' ? t('checkout.totalToday') : t('checkout.total')}</dt>
          <dd className="font-semibold">{price}</dd>
        </dl>
      </section>
      <section aria-labelledby="pay-heading" className="p-6 sm:p-8">
        {view.method === 'pix' && view.pixCode ? (
          <PixPaymentPanel code={view.pixCode} price={price} busy={busy} onPay={onPay} onCancel={onCancel} />
        ) : (
          <>
            <h2 id="pay-heading" className="text-lg font-semibold">
              {t('checkout.payWithCard')}
            </h2>
            <Alert className="mt-4 flex items-start gap-2 bg-slate-50">
              <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span>{t('checkout.testNote')}</span>
            </Alert>
            <CheckoutActions payLabel={t('checkout.pay')} busy={busy} onPay={onPay} onCancel={onCancel} />
          </>
        )}
        <p className="mt-6 flex items-center justify-center gap-1 text-xs text-slate-500">
          <Lock aria-hidden="true" className="size-3" />
          {price} {cadence} · {tc('brand')}
        </p>
      </section>
    </div>
  );
}
