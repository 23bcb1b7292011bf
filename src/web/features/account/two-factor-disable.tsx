import { useId, useState, type Ref } from 'react';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { normaliseRecoveryCode } from '@shared/recovery-code.ts';
import { useDisableTwoFactor } from './api/use-two-factor.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

/** Digits (spaces allowed) are an app code; anything else is a recovery code, read as printed. */
const normaliseCode = (value: string) => (/^\d[\d\s]*$/.test(value) ? value.replace(/\s+/g, '') : normaliseRecoveryCode(value));

/** Turning two-factor off takes the password and a code from the app (or a recovery code). */
export function TwoFactorDisableForm({ isAdmin, passwordRef }: { isAdmin: boolean; passwordRef: Ref<HTMLInputElement> }) {
  const t = useT('account');
  const notify = formToast('account-two-factor');
  const offCodeId = useId();
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');
  const disable = useDisableTwoFactor();

  function turnOff(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return void notify.error(t('password.currentRequired'));
    const value = offCode.trim();
    if (!value) return void notify.error(t('twoFactor.offCodeRequired'));
    disable.mutate(
      { password, code: normaliseCode(value) },
      {
        onSuccess: () => {
          setPassword('');
          setOffCode('');
          notify.success(t('twoFactor.turnedOff'));
        },
        onError: (error) => void notify.error(errorMessage(error, t('twoFactor.turnOffFailed'))),
      },
    );
  }

  return (
    <form onSubmit={turnOff} className="space-y-4" noValidate aria-label={t('twoFactor.turnOffForm')}>
      <p className="text-sm text-slate-700">{t('twoFactor.onDescription')}</p>
      {isAdmin && <p className="text-sm text-amber-800">{t('twoFactor.adminNeedsIt')}</p>}
      <CurrentPasswordField value={password} onChange={setPassword} inputRef={passwordRef} />
      <Field id={offCodeId} label={t('twoFactor.offCodeLabel')} hint={t('twoFactor.offCodeHint')}>
        <Input
          id={offCodeId}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          value={offCode}
          onChange={(e) => setOffCode(e.target.value)}
          aria-describedby={`${offCodeId}-hint`}
        />
      </Field>
      <Button type="submit" variant="outline" loading={disable.isPending}>
        {t('twoFactor.turnOff')}
      </Button>
    </form>
  );
}
