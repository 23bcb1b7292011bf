import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
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
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';
import { SubscriptionPanel } from '@web/features/billing/subscription-panel.tsx';

export default function AccountPage() {
  const me = useMe().data!;
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
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      notify.error(MESSAGES.newEmailRequired);
      return;
    }
    setLoading(true);
    try {
      await api('/api/auth/change-email', { method: 'POST', json: { newEmail: email.trim(), callbackURL: '/account' } });
      notify.success('Email update initiated. Please check your new email for confirmation.');
      setEmail('');
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
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id={id} label="New Email">
            <Input id={id} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
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
        <form onSubmit={submit} className="space-y-4" noValidate>
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

function DangerZone() {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const signOut = useSignOut();
  async function remove() {
    setDeleting(true);
    try {
      await api('/api/account', { method: 'DELETE' });
      const notice = { title: 'Account Deleted', description: 'Your account has been permanently deleted' };
      toast.success(notice.title, { description: notice.description });
      await signOut(notice);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete account'));
      setDeleting(false);
    }
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
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Are you absolutely sure?"
          description="This action cannot be undone. This will permanently delete your account, organization, and all associated data from our servers."
          confirmLabel="Delete Account"
          destructive
          onConfirm={() => void remove()}
        />
      </CardContent>
    </Card>
  );
}
