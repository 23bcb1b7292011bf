import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { CheckCircle2, FlaskConical, Smartphone, XCircle } from 'lucide-react';
import { MOBILE_MONEY_PHONE, type MobileMoneyCheckoutView } from '@shared/mobile-money-checkout';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input, NativeSelect } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { useMobileMoneyAction, useMobileMoneyCheckout } from './api/use-mobile-money-checkout.ts';

/**
 * The hosted checkout of the local Flutterwave double (MOBILE_MONEY_PROVIDER=local): it plays the
 * buyer's phone. Approving makes the double send its signed webhook to our server twice, as a real
 * provider may; nothing on this page decides what is credited.
 */
export default function MobileMoneyCheckoutPage() {
  const t = useT('billing');
  const { ref = '' } = useParams();
  const checkout = useMobileMoneyCheckout(ref);

  return (
    <div className="min-h-screen bg-slate-50">
      <header>
        <div role="note" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
          <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
          {t('mobileMoney.testBanner')}
        </div>
      </header>
      <main className="mx-auto max-w-md px-4 py-8 sm:py-12">
        {checkout.isPending ? (
          <PageSpinner label={t('mobileMoney.loading')} />
        ) : checkout.isError ? (
          <Card className="p-6 text-center">
            <h1 className="text-xl font-semibold">{t('mobileMoney.notFound.title')}</h1>
            <p className="mt-2 text-slate-600">
              {checkout.error instanceof ApiError && checkout.error.code === 'not_found'
                ? t('mobileMoney.notFound.text')
                : errorMessage(checkout.error, t('mobileMoney.error'))}
            </p>
            <Link to="/pricing" className={buttonClasses('default', 'md', 'mt-5')}>
              {t('checkout.backToPricing')}
            </Link>
          </Card>
        ) : (
          <CheckoutCard view={checkout.data} />
        )}
      </main>
    </div>
  );
}

function CheckoutCard({ view }: { view: MobileMoneyCheckoutView }) {
  const t = useT('billing');
  const format = useFormat();
  const amount = format.money(view.amount, view.currency);
  return (
    <Card className="overflow-hidden p-0">
      <section aria-labelledby="merchant-heading" className="bg-slate-900 p-6 text-white">
        <div className="flex items-center justify-between gap-2">
          <h1 id="merchant-heading" className="text-lg font-semibold">
            {t('mobileMoney.payMerchant', { merchant: view.merchant })}
          </h1>
          <span className="rounded-full border border-slate-500 px-2 py-0.5 text-xs font-semibold tracking-wide text-slate-100">{t('checkout.testMode')}</span>
        </div>
        <p className="mt-3 text-4xl font-bold" data-testid="mobile-money-amount">
          {amount}
        </p>
        <p className="mt-2 text-sm text-slate-300">{t('mobileMoney.networks', { networks: view.networks.join(', ') })}</p>
      </section>
      <div className="p-6" role="status" aria-live="polite">
        {view.status === 'pending' && <PaymentRequestForm view={view} />}
        {view.status === 'awaiting_approval' && <Approval view={view} amount={amount} />}
        {view.status === 'successful' && <Settled view={view} paid />}
        {view.status === 'failed' && <Settled view={view} paid={false} />}
      </div>
    </Card>
  );
}

function PaymentRequestForm({ view }: { view: MobileMoneyCheckoutView }) {
  const t = useT('billing');
  const ids = { phone: useId(), network: useId() };
  const action = useMobileMoneyAction(view.ref);
  const [phone, setPhone] = useState('');
  const [network, setNetwork] = useState(view.networks[0] ?? '');
  const [invalid, setInvalid] = useState(false);
  const digits = phone.replace(/[\s+-]/g, '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!MOBILE_MONEY_PHONE.test(digits)) return setInvalid(true);
    setInvalid(false);
    action.mutate({ kind: 'request', body: { phone: digits, network } });
  }

  const hint = view.dialCode ? t('mobileMoney.phone.hint', { dialCode: view.dialCode }) : t('mobileMoney.phone.hintGeneric');
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field id={ids.phone} label={t('mobileMoney.phone.label')} hint={hint} error={invalid ? t('mobileMoney.phone.invalid') : undefined}>
        <Input
          id={ids.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={phone}
          placeholder={view.dialCode ? `${view.dialCode}…` : undefined}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${ids.phone}-error` : `${ids.phone}-hint`}
        />
      </Field>
      <Field id={ids.network} label={t('mobileMoney.network.label')}>
        <NativeSelect id={ids.network} value={network} onChange={(event) => setNetwork(event.target.value)}>
          {view.networks.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {action.isError && <Alert role="alert">{errorMessage(action.error, t('mobileMoney.error'))}</Alert>}
      <Button type="submit" size="lg" className="w-full" loading={action.isPending}>
        {t('mobileMoney.send')}
      </Button>
    </form>
  );
}

function Approval({ view, amount }: { view: MobileMoneyCheckoutView; amount: string }) {
  const t = useT('billing');
  const action = useMobileMoneyAction(view.ref);
  const busy = action.isPending ? action.variables.kind : null;
  return (
    <div className="text-center">
      <Smartphone aria-hidden="true" className="mx-auto size-10 text-brand-600" />
      <h2 className="mt-3 text-xl font-semibold">{t('mobileMoney.awaiting.title')}</h2>
      <p className="mt-2 text-slate-600">{t('mobileMoney.awaiting.text', { amount })}</p>
      {action.isError && (
        <Alert role="alert" className="mt-4 text-left">
          {errorMessage(action.error, t('mobileMoney.error'))}
        </Alert>
      )}
      <div className="mt-6 space-y-3">
        <Button size="lg" className="w-full" loading={busy === 'approve'} disabled={busy !== null} onClick={() => action.mutate({ kind: 'approve' })}>
          {t('mobileMoney.approve')}
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          loading={busy === 'decline'}
          disabled={busy !== null}
          onClick={() => action.mutate({ kind: 'decline' })}
        >
          {t('mobileMoney.decline')}
        </Button>
      </div>
    </div>
  );
}

function Settled({ view, paid }: { view: MobileMoneyCheckoutView; paid: boolean }) {
  const t = useT('billing');
  const results = view.deliveries.map((delivery) => t(`mobileMoney.result.${delivery.result}`)).join(', ');
  const Icon = paid ? CheckCircle2 : XCircle;
  return (
    <div className="text-center">
      <Icon aria-hidden="true" className={paid ? 'mx-auto size-12 text-emerald-600' : 'mx-auto size-12 text-slate-400'} />
      <h2 className="mt-3 text-2xl font-bold">{paid ? t('mobileMoney.paid.title') : t('mobileMoney.failed.title')}</h2>
      {!paid && <p className="mt-2 text-slate-600">{t('mobileMoney.failed.text')}</p>}
      <p className="mt-2 text-sm text-slate-600" data-testid="mobile-money-deliveries">
        {t('mobileMoney.deliveries', { count: view.deliveries.length, results })}
      </p>
      {view.returnUrl && (
        // The provider sends the buyer back to the merchant's redirect_url, a full page load as from Flutterwave.
        <a href={view.returnUrl} className={buttonClasses('default', 'md', 'mt-6 w-full')}>
          {t('mobileMoney.back', { merchant: view.merchant })}
        </a>
      )}
    </div>
  );
}
