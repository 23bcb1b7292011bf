import type { PaymentMethodId, PaymentMethodOption } from '@shared/payment-methods';
import { useT, type Translate } from '@web/lib/language/i18n.ts';

/** "Card", "Mobile money (M-Pesa, Airtel Money)", "Pix". */
export function methodLabel(t: Translate<'billing'>, method: PaymentMethodOption): string {
  if (method.id === 'mobile_money') return t('method.mobile_money', { networks: method.networks.join(', ') });
  return t(`method.${method.id}`);
}

/** "Pay with": one radio per way to pay this plan; shown only when there is a choice. */
export function PaymentMethodChoice({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: readonly PaymentMethodOption[];
  value: PaymentMethodId;
  onChange: (method: PaymentMethodId) => void;
  disabled?: boolean;
}) {
  const t = useT('billing');
  if (methods.length < 2) return null;
  return (
    <fieldset className="mb-4" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('method.legend')}</legend>
      <div className="space-y-2">
        {methods.map((method) => (
          <label
            key={method.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 text-sm font-medium text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100"
          >
            <input
              type="radio"
              name="payment-method"
              value={method.id}
              checked={method.id === value}
              onChange={() => onChange(method.id)}
              className="size-4 accent-brand-700"
            />
            {methodLabel(t, method)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
