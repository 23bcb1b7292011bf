import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { invitationSignupSchema, TEAM_MESSAGES, type InvitationPreview } from '@shared/team';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { ApiError } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { fieldErrors } from '@web/lib/form-errors.ts';
import { formToast } from '@web/lib/form-toast.ts';
import { useT } from '@web/lib/i18n.ts';
import { useMe, useSignOut } from '@web/lib/session.ts';
import { toast } from '@web/lib/toast.ts';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { isClosedInvitation, useAcceptInvitation, useInvitationPreview, useInvitationSignup } from './api/use-invitation.ts';
import { TermsCheckbox } from '@web/components/terms-checkbox.tsx';

/**
 * /invite/:token, the link an invitation mail carries. Open to everyone: a visitor without an account
 * signs up into the team, one with an account signs in first, a signed-in user joins with one click.
 */
export default function InvitationPage() {
  const t = useT('team');
  const { token = '' } = useParams();
  const me = useMe();
  const preview = useInvitationPreview(token);
  // Once an account is being created here, the form stays until the dashboard opens (the new session
  // makes this visitor "signed in" before that, which must not swap the form for the join button).
  const [signingUp, setSigningUp] = useState(false);

  if (preview.isPending || me.isPending) {
    return (
      <AuthLayout>
        <PageSpinner label={t('join.loading')} />
      </AuthLayout>
    );
  }
  if (preview.isError) {
    return (
      <AuthLayout>
        <ClosedInvitation error={preview.error} onRetry={isClosedInvitation(preview.error) ? undefined : () => void preview.refetch()} />
      </AuthLayout>
    );
  }
  const invitation = preview.data;
  const signedInEmail = me.data?.user.email;
  return (
    <AuthLayout>
      <Card>
        <InvitationHeader invitation={invitation} />
        <CardContent>
          {signingUp ? (
            <SignupForm token={token} invitation={invitation} onStart={() => setSigningUp(true)} />
          ) : signedInEmail ? (
            <JoinAsSignedIn token={token} invitation={invitation} signedInEmail={signedInEmail} />
          ) : invitation.accountExists ? (
            <SignInFirst token={token} email={invitation.email} />
          ) : (
            <SignupForm token={token} invitation={invitation} onStart={() => setSigningUp(true)} />
          )}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

function InvitationHeader({ invitation }: { invitation: InvitationPreview }) {
  const t = useT('team');
  const values = { inviter: invitation.invitedByName, organization: invitation.organizationName, role: invitation.role };
  return (
    <CardHeader>
      <CardTitle as="h1" className="text-xl">
        {invitation.invitedByName ? t('join.heading', values) : t('join.headingNoInviter', values)}
      </CardTitle>
      <CardDescription>{t('join.what')}</CardDescription>
    </CardHeader>
  );
}

/** An unknown, used, withdrawn or expired link (the server's message says which), or a failed load. */
function ClosedInvitation({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const t = useT('team');
  // A malformed token is refused by validation before the lookup: it is as invalid as an unknown one.
  const message = error instanceof ApiError && error.status === 400 ? TEAM_MESSAGES.invitationInvalid : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-xl">
          {onRetry ? t('join.loadFailed') : t('join.closedTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p role="alert" className="text-slate-700">
          {errorMessage(message ? new ApiError(404, 'not_found', message) : error, t('join.loadFailed'))}
        </p>
        <div className="flex flex-wrap gap-2">
          {onRetry && <Button onClick={onRetry}>{t('tryAgain')}</Button>}
          <Link to="/" className={buttonClasses(onRetry ? 'outline' : 'default')}>
            {t('join.goHome')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** (b) The address already has an account: sign in with it first. */
function SignInFirst({ token, email }: { token: string; email: string }) {
  const t = useT('team');
  // The sign-in page sends everyone to the dashboard for now; `next` says where to come back to.
  const next = `/invite/${encodeURIComponent(token)}`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('join.hasAccount', { email })}</p>
      <Link to={`/login?next=${encodeURIComponent(next)}`} className={buttonClasses('default', 'md', 'w-full')}>
        {t('join.signIn')}
      </Link>
    </div>
  );
}

/** (c) Signed in: join with one click, when it is the invited address. */
function JoinAsSignedIn({ token, invitation, signedInEmail }: { token: string; invitation: InvitationPreview; signedInEmail: string }) {
  const t = useT('team');
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  const organization = invitation.organizationName;
  // Stays busy after success while the dashboard opens.
  const joining = accept.isPending || accept.isSuccess;

  if (signedInEmail.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <div className="space-y-4">
        <Alert variant="warning">{t('join.wrongAccount', { email: invitation.email, current: signedInEmail })}</Alert>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void signOut()}>{t('join.signOut')}</Button>
          <Link to="/dashboard" className={buttonClasses('outline')}>
            {t('join.notNow')}
          </Link>
        </div>
      </div>
    );
  }

  function join() {
    setFailure(null);
    accept.mutate(token, {
      onSuccess: () => {
        toast.success(t('join.joined', { organization }));
        void navigate('/dashboard', { replace: true });
      },
      onError: setFailure,
    });
  }

  // What to do next, for the refusals that have a place to fix them.
  const fix =
    failure?.message === TEAM_MESSAGES.ownTeamHasMembers || failure?.message === TEAM_MESSAGES.leaveCurrentTeam ? (
      <Link to="/team" className="font-medium text-brand-700 hover:underline">
        {t('join.openTeam')}
      </Link>
    ) : failure?.message === TEAM_MESSAGES.activePremium ? (
      <Link to="/account" className="font-medium text-brand-700 hover:underline">
        {t('join.openAccount')}
      </Link>
    ) : null;

  return (
    <div className="space-y-4">
      {failure && (
        <Alert variant="destructive" className="space-y-2">
          <p>{errorMessage(failure, t('join.failed'))}</p>
          {fix && <p>{fix}</p>}
        </Alert>
      )}
      <Button className="w-full" loading={joining} onClick={join}>
        {t('join.submit', { organization })}
      </Button>
      <Link to="/dashboard" className={buttonClasses('ghost', 'md', 'w-full')}>
        {t('join.notNow')}
      </Link>
    </div>
  );
}

const EMPTY = { fullName: '', password: '', confirmPassword: '', acceptTerms: false };

/** (a) No account yet: create one straight into the team, with the invited address. */
function SignupForm({ token, invitation, onStart }: { token: string; invitation: InvitationPreview; onStart: () => void }) {
  const t = useT('team');
  const ta = useT('auth');
  const ids = { email: useId(), fullName: useId(), password: useId(), confirmPassword: useId(), terms: useId() };
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const signup = useInvitationSignup();
  const navigate = useNavigate();
  const notify = formToast('invitation-signup');
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const invalid = (key: keyof typeof EMPTY, id: string) => ({
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-error` : undefined,
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = invitationSignupSchema.safeParse({ ...form, token });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onStart();
    signup.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('join.welcome', { organization: invitation.organizationName, name: parsed.data.fullName }));
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => setServerError(errorMessage(error, t('join.signupFailed'))),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {/* The address is the invitation's (the link was mailed there): shown, not editable; `username` lets password managers save it. */}
      <Field id={ids.email} label={ta('field.email')} hint={t('join.signupIntro')}>
        <Input
          id={ids.email}
          type="email"
          autoComplete="username"
          value={invitation.email}
          readOnly
          aria-describedby={`${ids.email}-hint`}
          className="border-dashed bg-slate-100! text-slate-700"
        />
      </Field>
      <Field id={ids.fullName} label={ta('signup.fullName')} error={errors.fullName}>
        <Input
          id={ids.fullName}
          autoComplete="name"
          value={form.fullName}
          onChange={(e) => set('fullName', e.target.value)}
          {...invalid('fullName', ids.fullName)}
        />
      </Field>
      <Field id={ids.password} label={ta('field.password')} error={errors.password} hint={ta('field.passwordHint', { min: MIN_PASSWORD_LENGTH })}>
        <Input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
          {...invalid('password', ids.password)}
        />
      </Field>
      <Field id={ids.confirmPassword} label={ta('field.confirmPassword')} error={errors.confirmPassword}>
        <Input
          id={ids.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
          {...invalid('confirmPassword', ids.confirmPassword)}
        />
      </Field>
      <TermsCheckbox id={ids.terms} checked={form.acceptTerms} onChange={(checked) => set('acceptTerms', checked)} error={errors.acceptTerms}>
        {ta('signup.acceptTerms')}
      </TermsCheckbox>
      {serverError && <Alert variant="destructive">{serverError}</Alert>}
      {/* Stays busy after success until the dashboard opens. */}
      <Button type="submit" className="w-full" loading={signup.isPending || signup.isSuccess}>
        {t('join.signupSubmit')}
      </Button>
    </form>
  );
}
