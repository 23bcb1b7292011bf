import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AlertDialog as A } from 'radix-ui';
import { toast } from '@web/lib/feedback/toast.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { useMe, useSignOut } from '@web/lib/session/session.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useReturnFocus } from '@web/components/ui/return-focus.ts';
import { PreferencesCard } from './preferences-card.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';
import { EmailVerificationNotice } from '@web/components/email-verification-notice.tsx';
import { useChangeEmail, useChangePassword, useDeleteAccount, useUpdateName } from './api/use-profile-updates.ts';

export default function AccountPage() {
  const t = useT('account');
  const me = useMe().data!;
  const [search] = useSearchParams();
  return (
    <AppShell>
      <div className="mx-auto max-w-2xl space-y-6">
        <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
          <p className="text-slate-600">{me.user.email}</p>
        </div>
        <EmailVerificationNotice returnTo="account" email={me.user.email} />
        <SubscriptionPanel />
        <PreferencesCard currency={me.organization?.currency ?? null} />
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
  const t = useT('account');
  const notify = formToast('account-name');
  const id = useId();
  const [name, setName] = useState(currentName);
  const updateName = useUpdateName();
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      notify.error(t('name.required'));
      return;
    }
    updateName.mutate(
      { fullName: trimmed },
      {
        onSuccess: () => void notify.success(t('name.success')),
        onError: (error) => void notify.error(errorMessage(error, t('name.failed'))),
      },
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('name.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id={id} label={t('name.label')}>
            <Input id={id} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Button type="submit" loading={updateName.isPending}>
            {t('name.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function UpdateEmailCard({ currentEmail }: { currentEmail: string }) {
  const t = useT('account');
  const notify = formToast('account-email');
  const id = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const changeEmail = useChangeEmail();
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      notify.error(t('email.required'));
      return;
    }
    if (!currentPassword) return void notify.error(t('password.currentRequired'));
    changeEmail.mutate(
      { newEmail: email.trim(), currentPassword },
      {
        onSuccess: () => {
          notify.success(t('email.success'));
          setEmail('');
          setCurrentPassword('');
        },
        onError: (error) => void notify.error(errorMessage(error, t('email.failed'))),
      },
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('email.title')}</CardTitle>
        <CardDescription>{t('email.description', { email: currentEmail })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate aria-label={t('email.title')}>
          <Field id={id} label={t('email.newLabel')}>
            <Input id={id} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field id={passwordId} label={t('password.current')}>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
          </Field>
          <Button type="submit" loading={changeEmail.isPending}>
            {t('email.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function UpdatePasswordCard() {
  const t = useT('account');
  const notify = formToast('account-password');
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const changePassword = useChangePassword();
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!next || !confirm) return void notify.error(t('password.fieldsRequired'));
    if (next !== confirm) return void notify.error(t('password.mismatch'));
    if (next.length < MIN_PASSWORD_LENGTH) return void notify.error(t('password.tooShort', { min: MIN_PASSWORD_LENGTH }));
    if (!current) return void notify.error(t('password.currentRequired'));
    // Other devices are signed out: a changed password should lock out whoever knew the old one.
    changePassword.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          notify.success(t('password.success'));
          setCurrent('');
          setNext('');
          setConfirm('');
        },
        onError: (error) => void notify.error(errorMessage(error, t('password.failed'))),
      },
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate aria-label={t('password.title')}>
          <Field id={ids.current} label={t('password.current')}>
            <Input id={ids.current} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          </Field>
          <Field id={ids.next} label={t('password.new')} hint={t('password.hint', { min: MIN_PASSWORD_LENGTH })}>
            <Input id={ids.next} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          </Field>
          <Field id={ids.confirm} label={t('password.confirm')}>
            <Input id={ids.confirm} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </Field>
          <Button type="submit" loading={changePassword.isPending}>
            {t('password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function DangerZone() {
  const t = useT('account');
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const passwordId = useId();
  const returnFocus = useReturnFocus();
  const signOut = useSignOut();
  const deleteAccount = useDeleteAccount();
  // Stays busy after success: signing out leaves the page.
  const deleting = deleteAccount.isPending || deleteAccount.isSuccess;
  function remove(event: React.FormEvent) {
    event.preventDefault();
    if (!currentPassword) return void toast.error(t('password.currentRequired'), { id: 'account-delete' });
    deleteAccount.mutate(
      { currentPassword },
      {
        onSuccess: () => {
          const notice = { title: t('danger.deletedTitle'), description: t('danger.deletedDescription') };
          toast.success(notice.title, { description: notice.description });
          void signOut(notice);
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('danger.failed')), { id: 'account-delete' });
          setCurrentPassword('');
        },
      },
    );
  }
  function changeOpen(next: boolean) {
    if (deleting) return;
    setOpen(next);
    if (!next) setCurrentPassword('');
  }
  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-red-700">{t('danger.title')}</CardTitle>
        <CardDescription>{t('danger.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)} loading={deleting}>
          {t('danger.delete')}
        </Button>
        {/* A confirmation that must be answered (no click-outside dismiss), with the password as proof. */}
        <A.Root open={open} onOpenChange={changeOpen}>
          <A.Portal>
            <A.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
            <A.Content
              {...returnFocus}
              className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
            >
              <A.Title className="text-lg font-semibold text-slate-900">{t('danger.confirmTitle')}</A.Title>
              <A.Description className="mt-2 text-sm text-slate-600">{t('danger.confirmDescription')}</A.Description>
              <form onSubmit={remove} className="mt-4 space-y-4" noValidate>
                <Field id={passwordId} label={t('password.current')}>
                  <Input
                    id={passwordId}
                    type="password"
                    autoComplete="current-password"
                    value={currentPassword}
                    onChange={(e) => setCurrentPassword(e.target.value)}
                  />
                </Field>
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <A.Cancel className={buttonClasses('outline')} disabled={deleting}>
                    {t('cancel')}
                  </A.Cancel>
                  <Button type="submit" variant="destructive" loading={deleting}>
                    {t('danger.delete')}
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
