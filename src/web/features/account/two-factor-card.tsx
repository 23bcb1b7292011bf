import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@web/lib/error-message.ts';
import { formToast } from '@web/lib/form-toast.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor, type Enrolment } from './api/use-two-factor.ts';

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';

/** TOTP two-factor: enrol with the password and a first code, see the recovery codes once, turn off with the password. */
export function TwoFactorCard({ enabled, isAdmin, setupRequested }: { enabled: boolean; isAdmin: boolean; setupRequested: boolean }) {
  const notify = formToast('account-two-factor');
  const ids = { password: useId(), code: useId(), uri: useId() };
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
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
    if (!password) return void notify.error(CURRENT_PASSWORD_REQUIRED);
    startSetup.mutate(
      { password },
      {
        onSuccess: (result) => {
          setEnrolment(result);
          setPassword('');
          toast.dismiss('account-two-factor');
        },
        onError: (error) => void notify.error(errorMessage(error, 'Failed to start two-factor setup')),
      },
    );
  }

  function verify(event: React.FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) return void notify.error('Please enter the 6-digit code from your authenticator app');
    // Turns two-factor on; the session is renewed and other devices are signed out.
    confirmSetup.mutate(
      { code: value },
      {
        onSuccess: () => {
          setRecoveryCodes(enrolment!.backupCodes);
          setEnrolment(null);
          setCode('');
          notify.success('Two-factor authentication is on');
        },
        onError: (error) => void notify.error(errorMessage(error, 'Invalid code')),
      },
    );
  }

  function turnOff(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return void notify.error(CURRENT_PASSWORD_REQUIRED);
    disable.mutate(
      { password },
      {
        onSuccess: () => {
          setPassword('');
          notify.success('Two-factor authentication is off');
        },
        onError: (error) => void notify.error(errorMessage(error, 'Failed to turn off two-factor authentication')),
      },
    );
  }

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(recoveryCodes!.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy: please write the codes down');
    }
  }

  const passwordField = (
    <Field id={ids.password} label="Current Password">
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
          Save these recovery codes somewhere safe (a password manager, or on paper). Each one signs you in once if you lose your phone.{' '}
          <strong>They are shown only now.</strong>
        </p>
        <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm">
          {recoveryCodes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copyCodes()}>
            Copy Codes
          </Button>
          <Button onClick={() => setRecoveryCodes(null)}>I've Saved My Codes</Button>
        </div>
      </div>
    );
  } else if (enrolment) {
    body = (
      <div className="space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…).</li>
          <li>Scan the QR code, or add an account and type the setup key.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        {enrolment.qr && (
          <img src={enrolment.qr} alt="QR code for your authenticator app" width={192} height={192} className="size-48 rounded-lg border border-slate-200" />
        )}
        {/* A term and its value: aria-labelledby is not allowed on a paragraph. */}
        <dl className="space-y-1">
          <dt className="text-sm font-medium text-slate-900">Setup key</dt>
          <dd data-testid="totp-secret" className="break-all font-mono text-sm text-slate-800">
            {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
          </dd>
        </dl>
        <details className="text-sm text-slate-600">
          <summary className="cursor-pointer">Setup link (otpauth URI)</summary>
          <Field id={ids.uri} label="otpauth URI" className="mt-2 space-y-1.5">
            <Input id={ids.uri} readOnly value={enrolment.totpURI} onFocus={(e) => e.target.select()} className="font-mono text-xs" />
          </Field>
        </details>
        <form onSubmit={verify} className="space-y-4" noValidate aria-label="Verify two-factor setup">
          <Field id={ids.code} label="Authentication code">
            <Input id={ids.code} inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={loading}>
              Verify and Turn On
            </Button>
            <Button variant="ghost" onClick={() => setEnrolment(null)} disabled={loading}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    );
  } else if (enabled) {
    body = (
      <form onSubmit={turnOff} className="space-y-4" noValidate aria-label="Turn off two-factor authentication">
        <p className="text-sm text-slate-700">On: signing in asks for a code from your authenticator app, or one of your recovery codes.</p>
        {isAdmin && <p className="text-sm text-amber-800">Admins need it: with it off, the admin pages stay closed until you set it up again.</p>}
        {passwordField}
        <Button type="submit" variant="outline" loading={loading}>
          Turn Off Two-Factor
        </Button>
      </form>
    );
  } else {
    body = (
      <form onSubmit={start} className="space-y-4" noValidate aria-label="Set up two-factor authentication">
        <p className="text-sm text-slate-700">
          Add a second step to signing in: a 6-digit code from an authenticator app on your phone, so a stolen password alone cannot open your account.
        </p>
        {passwordField}
        <Button type="submit" loading={loading}>
          Set Up Two-Factor
        </Button>
      </form>
    );
  }

  return (
    <div ref={cardRef} id="two-factor" className="scroll-mt-20">
      <Card>
        <CardHeader>
          <CardTitle>Two-Factor Authentication</CardTitle>
          <CardDescription>{enabled || recoveryCodes ? 'Status: on' : 'Status: off'}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {setupRequested && isAdmin && !enabled && !recoveryCodes && (
            <Alert variant="warning">Admin access needs two-factor authentication. Set it up here to open the admin pages.</Alert>
          )}
          {body}
        </CardContent>
      </Card>
    </div>
  );
}
