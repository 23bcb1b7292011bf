import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AlertDialog as A } from 'radix-ui';
import { toast } from 'sonner';
import { formToast } from '@web/lib/form-toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shared/auth-schemas';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { api, errorMessage } from '@web/lib/api.ts';
import { ME_QUERY_KEY, useMe, useSignOut } from '@web/lib/session.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { useReturnFocus } from '@web/components/ui/return-focus.ts';
import { SubscriptionPanel } from '@web/features/billing/subscription-panel.tsx';

const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';

export default function AccountPage() {
  const me = useMe().data!;
  const [search] = useSearchParams();
  return (
    <AppShell>
      <div className="mx-auto max-w-2xl space-y-6">
        <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">My Account</h1>
          <p className="text-slate-600">{me.user.email}</p>
        </div>
        <SubscriptionPanel />
        <UpdateNameCard currentName={me.profile.fullName} />
        <UpdateEmailCard currentEmail={me.user.email} />
        <UpdatePasswordCard />
        <TwoFactorCard enabled={me.twoFactorEnabled} isAdmin={me.isAdmin} setupRequested={search.get('setup') === 'two-factor'} />
        <DangerZone />
      </div>
    </AppShell>
  );
}

function UpdateNameCard({ currentName }: { currentName: string }) {
  const notify = formToast('account-name');
  const id = useId();
  const [name, setName] = useState(currentName);
  const [loading, setLoading] = useState(false);
  const queryClient = useQueryClient();
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      notify.error(MESSAGES.nameRequired);
      return;
    }
    setLoading(true);
    try {
      await api('/api/account/name', { method: 'PATCH', json: { fullName: trimmed } });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      notify.success('Name updated successfully');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to update name'));
    } finally {
      setLoading(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Update Name</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id={id} label="Full Name">
            <Input id={id} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Button type="submit" loading={loading}>
            Update Name
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function UpdateEmailCard({ currentEmail }: { currentEmail: string }) {
  const notify = formToast('account-email');
  const id = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [loading, setLoading] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      notify.error(MESSAGES.newEmailRequired);
      return;
    }
    if (!currentPassword) return void notify.error(CURRENT_PASSWORD_REQUIRED);
    setLoading(true);
    try {
      // The current password proves it is the owner moving the account, not whoever holds the session.
      await api('/api/auth/change-email', { method: 'POST', json: { newEmail: email.trim(), callbackURL: '/account', currentPassword } });
      notify.success('Email update initiated. Please check your new email for confirmation.');
      setEmail('');
      setCurrentPassword('');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to update email'));
    } finally {
      setLoading(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Update Email</CardTitle>
        <CardDescription>Current: {currentEmail}. We'll send a confirmation link to the new address; the change takes effect once you click it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate aria-label="Update Email">
          <Field id={id} label="New Email">
            <Input id={id} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field id={passwordId} label="Current Password">
            <Input id={passwordId} type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />
          </Field>
          <Button type="submit" loading={loading}>
            Update Email
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function UpdatePasswordCard() {
  const notify = formToast('account-password');
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!next || !confirm) return void notify.error(MESSAGES.passwordFieldsRequired);
    if (next !== confirm) return void notify.error(MESSAGES.passwordsDoNotMatch);
    if (next.length < MIN_PASSWORD_LENGTH) return void notify.error(MESSAGES.passwordTooShort);
    if (!current) return void notify.error('Please enter your current password');
    setLoading(true);
    try {
      // Other devices are signed out: a changed password should lock out whoever knew the old one.
      await api('/api/auth/change-password', { method: 'POST', json: { currentPassword: current, newPassword: next, revokeOtherSessions: true } });
      notify.success('Password updated successfully');
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to update password'));
    } finally {
      setLoading(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Update Password</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate aria-label="Update Password">
          <Field id={ids.current} label="Current Password">
            <Input id={ids.current} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          </Field>
          <Field id={ids.next} label="New Password" hint="At least 6 characters">
            <Input id={ids.next} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          </Field>
          <Field id={ids.confirm} label="Confirm New Password">
            <Input id={ids.confirm} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </Field>
          <Button type="submit" loading={loading}>
            Update Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

interface Enrolment {
  totpURI: string;
  secret: string;
  backupCodes: string[];
  /** The otpauth URI as an SVG QR code (data: URL), when the encoder loaded. */
  qr: string | null;
}

/** TOTP two-factor: enrol with the password and a first code, see the recovery codes once, turn off with the password. */
function TwoFactorCard({ enabled, isAdmin, setupRequested }: { enabled: boolean; isAdmin: boolean; setupRequested: boolean }) {
  const notify = formToast('account-two-factor');
  const ids = { password: useId(), code: useId(), secret: useId(), uri: useId() };
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [loading, setLoading] = useState(false);
  const queryClient = useQueryClient();
  const cardRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Sent here by the admin pages: bring the setup into view, ready to type.
  useEffect(() => {
    if (!setupRequested) return;
    cardRef.current?.scrollIntoView({ block: 'start' });
    passwordRef.current?.focus({ preventScroll: true });
  }, [setupRequested]);

  async function start(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return void notify.error(CURRENT_PASSWORD_REQUIRED);
    setLoading(true);
    try {
      const result = await api<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { method: 'POST', json: { password } });
      const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
      // The QR encoder is loaded only here, never with the rest of the app.
      const qr = await import('uqr')
        .then(({ renderSVG }) => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(result.totpURI, { ecc: 'M', border: 2, pixelSize: 6 }))}`)
        .catch(() => null);
      setEnrolment({ ...result, secret, qr });
      setPassword('');
      toast.dismiss('account-two-factor');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to start two-factor setup'));
    } finally {
      setLoading(false);
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) return void notify.error('Please enter the 6-digit code from your authenticator app');
    setLoading(true);
    try {
      // Turns two-factor on; the session is renewed and other devices are signed out.
      await api('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: value } });
      setRecoveryCodes(enrolment!.backupCodes);
      setEnrolment(null);
      setCode('');
      notify.success('Two-factor authentication is on');
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    } catch (error) {
      notify.error(errorMessage(error, 'Invalid code'));
    } finally {
      setLoading(false);
    }
  }

  async function turnOff(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return void notify.error(CURRENT_PASSWORD_REQUIRED);
    setLoading(true);
    try {
      await api('/api/auth/two-factor/disable', { method: 'POST', json: { password } });
      setPassword('');
      notify.success('Two-factor authentication is off');
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to turn off two-factor authentication'));
    } finally {
      setLoading(false);
    }
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
      <Input ref={passwordRef} id={ids.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
    </Field>
  );

  let body: React.ReactNode;
  if (recoveryCodes) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Save these recovery codes somewhere safe (a password manager, or on paper). Each one signs you in once if you lose your phone. <strong>They are shown only now.</strong>
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
        {enrolment.qr && <img src={enrolment.qr} alt="QR code for your authenticator app" width={192} height={192} className="size-48 rounded-lg border border-slate-200" />}
        <div className="space-y-1">
          <p id={ids.secret} className="text-sm font-medium text-slate-900">
            Setup key
          </p>
          <p aria-labelledby={ids.secret} data-testid="totp-secret" className="break-all font-mono text-sm text-slate-800">
            {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
          </p>
        </div>
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
        <p className="text-sm text-slate-700">Add a second step to signing in: a 6-digit code from an authenticator app on your phone, so a stolen password alone cannot open your account.</p>
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

function DangerZone() {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const passwordId = useId();
  const returnFocus = useReturnFocus();
  const signOut = useSignOut();
  async function remove(event: React.FormEvent) {
    event.preventDefault();
    if (!currentPassword) return void toast.error(CURRENT_PASSWORD_REQUIRED, { id: 'account-delete' });
    setDeleting(true);
    try {
      await api('/api/account', { method: 'DELETE', json: { currentPassword } });
      const notice = { title: 'Account Deleted', description: 'Your account has been permanently deleted' };
      toast.success(notice.title, { description: notice.description });
      await signOut(notice);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete account'), { id: 'account-delete' });
      setCurrentPassword('');
      setDeleting(false);
    }
  }
  function changeOpen(next: boolean) {
    if (deleting) return;
    setOpen(next);
    if (!next) setCurrentPassword('');
  }
  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-red-700">Danger Zone</CardTitle>
        <CardDescription>Deleting your account removes your organization, reports and credits for good.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)} loading={deleting}>
          Delete Account
        </Button>
        {/* A confirmation that must be answered (no click-outside dismiss), with the password as proof. */}
        <A.Root open={open} onOpenChange={changeOpen}>
          <A.Portal>
            <A.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
            <A.Content {...returnFocus} className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
              <A.Title className="text-lg font-semibold text-slate-900">Are you absolutely sure?</A.Title>
              <A.Description className="mt-2 text-sm text-slate-600">
                This action cannot be undone. This will permanently delete your account, organization, and all associated data from our servers.
              </A.Description>
              <form onSubmit={remove} className="mt-4 space-y-4" noValidate>
                <Field id={passwordId} label="Current Password">
                  <Input id={passwordId} type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />
                </Field>
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <A.Cancel className={buttonClasses('outline')} disabled={deleting}>
                    Cancel
                  </A.Cancel>
                  <Button type="submit" variant="destructive" loading={deleting}>
                    Delete Account
                  </Button>
                </div>
              </form>
            </A.Content>
          </A.Portal>
        </A.Root>
      </CardContent>
    </Card>
  );
}
