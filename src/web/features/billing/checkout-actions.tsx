import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';

export type CheckoutBusy = 'pay' | 'cancel' | null;

/** The local checkout's two buttons, for a card or a Pix session: only one request at a time. */
export function CheckoutActions({ payLabel, busy, onPay, onCancel }: { payLabel: string; busy: CheckoutBusy; onPay: () => void; onCancel: () => void }) {
  const t = useT('billing');
  return (
    <div className="mt-6 space-y-3">
      <Button size="lg" className="w-full" loading={busy === 'pay'} disabled={busy !== null} onClick={onPay}>
        {payLabel}
      </Button>
      <Button variant="outline" size="lg" className="w-full" loading={busy === 'cancel'} disabled={busy !== null} onClick={onCancel}>
        {t('checkout.cancel')}
      </Button>
    </div>
  );
}
