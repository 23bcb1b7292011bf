import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@web/lib/toast.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { formToast } from '@web/lib/form-toast.ts';
import { useT } from '@web/lib/i18n.ts';
import { RichText } from '@web/lib/rich-text.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor, type Enrolment } from './api/use-two-factor.ts';

/** TOTP two-factor: enrol with the password and a first code, see the recovery codes once, turn off with the password and a code (or a recovery code). */
export function TwoFactorCard({ enabled, isAdmin, setupRequested }: { enabled: boolean; isAdmin: boolean; setupRequested: boolean }) {
  const t = useT('account');
  const notify = formToast('account-two-factor');
  const ids = { password: useId(), code: useId(), uri: useId(), offCode: useId() };
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [offCode, setOffCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const startSetup = useStartTwoFactor();
  const confirmSetup = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const loading = startSetup.isPending || confirmSetup.isPending || disable.isPending;
  const cardRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Sent here by the admin pages: bring the setup into view, ready to type.
  useEffect(() => {
    if (!setupRequested) return;
    cardRef.current?.scrollIntoView({ block: 'start' });
    passwordRef.current?.focus({ preventScroll: true });
  }, [setupRequested]);

  function start(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return void notify.error(t('password.currentRequired'));
    startSetup.mutate(
      { password },
      {
        onSuccess: (result) => {
          setEnrolment(result);
          setPassword('');
          notify.dismiss();
        },
        onError: (error) => void notify.error(errorMessage(error, t('twoFactor.startFailed'))),
      },
    );
  }

  function verify(event: React.FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) return void notify.error(t('twoFactor.codeRequired'));
    // Turns two-factor on; the session is renewed and other devices are signed out.
    confirmSetup.mutate(
      { code: value },
      {
        onSuccess: () => {
          setRecoveryCodes(enrolment!.backupCodes);
          setEnrolment(null);
          setCode('');
          notify.success(t('twoFactor.turnedOn'));
        },
        onError: (error) => void notify.error(errorMessage(error, t('twoFactor.invalidCode'))),
      },
    );
  }

  function turnOff(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return void notify.error(t('password.currentRequired'));
    const value = offCode.trim();
    if (!value) return void notify.error(t('twoFactor.offCodeRequired'));
    disable.mutate(
      { password, code: /^\d[\d\s]*$/.test(value) ? value.replace(/\s+/g, '') : value },
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

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(recoveryCodes!.join('\n'));
      toast.success(t('twoFactor.copied'));
    } catch {
      toast.error(t('twoFactor.copyFailed'));
    }
  }

  const passwordField = (
    <Field id={ids.password} label={t('password.current')}>
      <Input
        ref={passwordRef}
        id={ids.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </Field>
  );

  let body: React.ReactNode;
  if (recoveryCodes) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <RichText ns="account" id="twoFactor.recoveryIntro" components={{ 0: <strong /> }} />
        </p>
        <ol aria-label={t('twoFactor.recoveryCodes')} className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm">
          {recoveryCodes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copyCodes()}>
            {t('twoFactor.copyCodes')}
          </Button>
          <Button onClick={() => setRecoveryCodes(null)}>{t('twoFactor.savedCodes')}</Button>
        </div>
      </div>
    );
  } else if (enrolment) {
    body = (
      <div className="space-y-4">
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
          <Field id={ids.uri} label={t('twoFactor.uriLabel')} className="mt-2 space-y-1.5">
            <Input id={ids.uri} readOnly value={enrolment.totpURI} onFocus={(e) => e.target.select()} className="font-mono text-xs" />
          </Field>
        </details>
        <form onSubmit={verify} className="space-y-4" noValidate aria-label={t('twoFactor.verifyForm')}>
          <Field id={ids.code} label={t('twoFactor.codeLabel')}>
            <Input id={ids.code} inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={loading}>
              {t('twoFactor.verify')}
            </Button>
            <Button variant="ghost" onClick={() => setEnrolment(null)} disabled={loading}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      </div>
    );
  } else if (enabled) {
    body = (
      <form onSubmit={turnOff} className="space-y-4" noValidate aria-label={t('twoFactor.turnOffForm')}>
        <p className="text-sm text-slate-700">{t('twoFactor.onDescription')}</p>
        {isAdmin && <p className="text-sm text-amber-800">{t('twoFactor.adminNeedsIt')}</p>}
        {passwordField}
        <Field id={ids.offCode} label={t('twoFactor.offCodeLabel')} hint={t('twoFactor.offCodeHint')}>
          <Input
            id={ids.offCode}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            value={offCode}
            onChange={(e) => setOffCode(e.target.value)}
            aria-describedby={`${ids.offCode}-hint`}
          />
        </Field>
        <Button type="submit" variant="outline" loading={loading}>
          {t('twoFactor.turnOff')}
        </Button>
      </form>
    );
  } else {
    body = (
      <form onSubmit={start} className="space-y-4" noValidate aria-label={t('twoFactor.setupForm')}>
        <p className="text-sm text-slate-700">{t('twoFactor.intro')}</p>
        {passwordField}
        <Button type="submit" loading={loading}>
          {t('twoFactor.setUp')}
        </Button>
      </form>
    );
  }

  return (
    <div ref={cardRef} id="two-factor" className="scroll-mt-20">
      <Card>
        <CardHeader>
          <CardTitle>{t('twoFactor.title')}</CardTitle>
          <CardDescription>{enabled || recoveryCodes ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {setupRequested && isAdmin && !enabled && !recoveryCodes && <Alert variant="warning">{t('twoFactor.adminRequired')}</Alert>}
          {body}
        </CardContent>
      </Card>
    </div>
  );
}
