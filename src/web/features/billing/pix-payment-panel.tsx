import { useId, useRef, useState } from 'react';
import { FlaskConical, Smartphone } from 'lucide-react';
import { useT } from '@web/lib/language/i18n.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { CheckoutActions, type CheckoutBusy } from './checkout-actions.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { Textarea } from '@web/components/ui/input.tsx';

/**
 * The Pix half of the local checkout, as Stripe's hosted page shows it: the amount in reais, the
 * "copia e cola" code to paste into a bank app, and (test only) a button standing in for the bank.
 */
export function PixPaymentPanel({
  code,
  price,
  busy,
  onPay,
  onCancel,
}: {
  code: string;
  /** The amount, formatted ("R$ 109,90"). */
  price: string;
  busy: CheckoutBusy;
  onPay: () => void;
  onCancel: () => void;
}) {
  const t = useT('billing');
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  async function copyCode() {
    setCopy((await writeToClipboard(code, field.current)) ? 'copied' : 'failed');
  }

  return (
    <>
      <h2 id="pay-heading" className="text-lg font-semibold">
        {t('checkout.pix.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('checkout.pix.amount', { amount: price })}</p>
      <p className="mt-4 text-sm text-slate-600">{t('checkout.pix.instructions')}</p>
      <div className="mt-3 space-y-2">
        <Label htmlFor={fieldId}>{t('checkout.pix.codeLabel')}</Label>
        <Textarea
          ref={field}
          id={fieldId}
          readOnly
          rows={3}
          value={code}
          spellCheck={false}
          className="resize-none break-all font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="pix-code"
        />
        <div className="flex items-center gap-3">
          <Button variant="outline" onClick={() => void copyCode()}>
            {t('checkout.pix.copy')}
          </Button>
          {/* Always in the page, so screen readers announce the text when it appears. */}
          <span role="status" className={copy === 'failed' ? 'text-sm text-red-700' : 'text-sm font-medium text-emerald-700'}>
            {copy === 'copied' ? t('checkout.pix.copied') : copy === 'failed' ? t('checkout.pix.copyFailed') : ''}
          </span>
        </div>
      </div>
      {/* Notes present from the start: not alerts to announce. */}
      <Alert role="note" className="mt-4 flex items-start gap-2 bg-slate-50">
        <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>{t('checkout.pix.confirmNote')}</span>
      </Alert>
      <Alert role="note" variant="warning" className="mt-3 flex items-start gap-2">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('checkout.pix.testNote')}</span>
      </Alert>
      <CheckoutActions payLabel={t('checkout.pix.pay')} busy={busy} onPay={onPay} onCancel={onCancel} />
    </>
  );
}

/**
 * The Clipboard API where the browser allows it; otherwise the older copy command on the selected
 * field (some in-app browsers of bank and chat apps still lack the API). False: the reader copies by hand.
 */
async function writeToClipboard(text: string, field: HTMLTextAreaElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
