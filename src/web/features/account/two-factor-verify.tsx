import { useId, useState } from 'react';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useConfirmTwoFactor, type Enrolment } from './api/use-two-factor.ts';

/** How to add the secret to an authenticator app: QR code, the key in groups of four, the otpauth link. */
function EnrolmentSecret({ enrolment }: { enrolment: Enrolment }) {
  const t = useT('account');
  const uriId = useId();
  return (
    <>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('twoFactor.step1')}</li>
        <li>{t('twoFactor.step2')}</li>
        <li>{t('twoFactor.step3')}</li>
      </ol>
      {enrolment.qr && <img src={enrolment.qr} alt={t('twoFactor.qrAlt')} width={192} height={192} className="size-48 rounded-lg border border-slate-200" />}
      {/* A term and its value: aria-labelledby is not allowed on a paragraph. */}
      <dl className="space-y-1">
        <dt className="text-sm font-medium text-slate-900">{t('twoFactor.setupKey')}</dt>
        <dd data-testid="totp-secret" className="break-all font-mono text-sm text-slate-800">
          {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
        </dd>
      </dl>
      <details className="text-sm text-slate-600">
        <summary className="cursor-pointer">{t('twoFactor.setupLink')}</summary>
        <Field id={uriId} label={t('twoFactor.uriLabel')} className="mt-2 space-y-1.5">
          <Input id={uriId} readOnly value={enrolment.totpURI} onFocus={(e) => e.target.select()} className="font-mono text-xs" />
        </Field>
      </details>
    </>
  );
}

/** Step 2: the first code from the app turns two-factor on; then the recovery codes are shown once. */
export function TwoFactorVerify({ enrolment, onVerified, onCancel }: { enrolment: Enrolment; onVerified: () => void; onCancel: () => void }) {
  const t = useT('account');
  const notify = formToast('account-two-factor');
  const codeId = useId();
  const [code, setCode] = useState('');
  const confirmSetup = useConfirmTwoFactor();

  function verify(event: React.FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) return void notify.error(t('twoFactor.codeRequired'));
    // Turns two-factor on; the session is renewed and other devices are signed out.
    confirmSetup.mutate(
      { code: value },
      {
        onSuccess: () => {
          onVerified();
          setCode('');
          notify.success(t('twoFactor.turnedOn'));
        },
        onError: (error) => void notify.error(errorMessage(error, t('twoFactor.invalidCode'))),
      },
    );
  }

  return (
    <div className="space-y-4">
      <EnrolmentSecret enrolment={enrolment} />
      <form onSubmit={verify} className="space-y-4" noValidate aria-label={t('twoFactor.verifyForm')}>
        <Field id={codeId} label={t('twoFactor.codeLabel')}>
          <Input id={codeId} inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={confirmSetup.isPending}>
            {t('twoFactor.verify')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={confirmSetup.isPending}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
