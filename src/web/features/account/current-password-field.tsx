import { useId, type Ref } from 'react';
import { useT } from '@web/lib/language/i18n.ts';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';

/** "Current Password": turning two-factor on or off asks for it first. */
export function CurrentPasswordField({ value, onChange, inputRef }: { value: string; onChange: (value: string) => void; inputRef?: Ref<HTMLInputElement> }) {
  const t = useT('account');
  const id = useId();
  return (
    <Field id={id} label={t('password.current')}>
      <Input ref={inputRef} id={id} type="password" autoComplete="current-password" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
