import { useState, type Ref } from 'react';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { useStartTwoFactor, type Enrolment } from './api/use-two-factor.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

/** Step 1 of turning two-factor on: the password gets the secret, its QR code and the recovery codes. */
export function TwoFactorEnrolForm({ onEnrolled, passwordRef }: { onEnrolled: (enrolment: Enrolment) => void; passwordRef: Ref<HTMLInputElement> }) {
  const t = useT('account');
  const notify = formToast('account-two-factor');
  const [password, setPassword] = useState('');
  const startSetup = useStartTwoFactor();

  function start(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return void notify.error(t('password.currentRequired'));
    startSetup.mutate(
      { password },
      {
        onSuccess: (result) => {
          onEnrolled(result);
          setPassword('');
          notify.dismiss();
        },
        onError: (error) => void notify.error(errorMessage(error, t('twoFactor.startFailed'))),
      },
    );
  }

  return (
    <form onSubmit={start} className="space-y-4" noValidate aria-label={t('twoFactor.setupForm')}>
      <p className="text-sm text-slate-700">{t('twoFactor.intro')}</p>
      <CurrentPasswordField value={password} onChange={setPassword} inputRef={passwordRef} />
      <Button type="submit" loading={startSetup.isPending}>
        {t('twoFactor.setUp')}
      </Button>
    </form>
  );
}
