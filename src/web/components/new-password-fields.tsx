import { useId } from 'react';
import { formToast } from '../lib/feedback/form-toast.ts';
import { useT } from '../lib/language/i18n.ts';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { Field } from './ui/field.tsx';
import { Input } from './ui/input.tsx';

export interface PasswordPairMessages {
  mismatchTitle: string;
  mismatch: string;
  tooShortTitle: string;
  tooShort: string;
}

/** Checks a new password and its confirmation; shows the screen's own spec toast (already translated) and returns false when wrong. */
export function confirmNewPassword(password: string, confirm: string, messages: PasswordPairMessages) {
  // The same form id as the screens' submit toasts, so their success clears these.
  const toast = formToast('new-password');
  if (password !== confirm) {
    toast.error(messages.mismatchTitle, { description: messages.mismatch });
    return false;
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    toast.error(messages.tooShortTitle, { description: messages.tooShort });
    return false;
  }
  return true;
}

/** A new password and its confirmation, both labelled (newsletter completion and password reset); `label` comes translated. */
export function NewPasswordFields({
  label,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
}: {
  label: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}) {
  const t = useT('auth');
  const passwordId = useId();
  const confirmId = useId();
  return (
    <>
      <Field id={passwordId} label={label} hint={t('field.passwordHint', { min: MIN_PASSWORD_LENGTH })}>
        <Input id={passwordId} type="password" autoComplete="new-password" value={password} onChange={(e) => onPasswordChange(e.target.value)} />
      </Field>
      <Field id={confirmId} label={t('field.confirmPassword')}>
        <Input id={confirmId} type="password" autoComplete="new-password" value={confirm} onChange={(e) => onConfirmChange(e.target.value)} />
      </Field>
    </>
  );
}
