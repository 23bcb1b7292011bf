import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { invitationSignupSchema, TEAM_MESSAGES, type InvitationPreview, type InvitationSignupInput } from '@shared/team';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { useMe, useSignOut } from '@web/lib/session/session.ts';
import { toast } from '@web/lib/feedback/toast.ts';
import { AuthLayout } from '@web/components/layouts/app-shell.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { isClosedInvitation, useAcceptInvitation, useInvitationPreview, useInvitationSignup } from './api/use-invitation.ts';
import { SignupForm } from '@web/features/auth/index.ts';

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
            <InvitedSignup token={token} invitation={invitation} onStart={() => setSigningUp(true)} />
          ) : signedInEmail ? (
            <JoinAsSignedIn token={token} invitation={invitation} signedInEmail={signedInEmail} />
          ) : invitation.accountExists ? (
            <SignInFirst token={token} email={invitation.email} />
          ) : (
            <InvitedSignup token={token} invitation={invitation} onStart={() => setSigningUp(true)} />
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
  const tServer = useT('server');
  const invalid = error instanceof ApiError && error.status === 400;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-xl">
          {onRetry ? t('join.loadFailed') : t('join.closedTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p role="alert" className="text-slate-700">
          {invalid ? tServer(TEAM_MESSAGES.invitationInvalid) : errorMessage(error, t('join.loadFailed'))}
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
  const failedWith = (id: string) => failure instanceof ApiError && failure.id === id;
  const fix =
    failedWith(TEAM_MESSAGES.ownTeamHasMembers) || failedWith(TEAM_MESSAGES.leaveCurrentTeam) ? (
      <Link to="/team" className="font-medium text-brand-700 hover:underline">
        {t('join.openTeam')}
      </Link>
    ) : failedWith(TEAM_MESSAGES.activePremium) ? (
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

/** (a) No account yet: create one straight into the team, with the invited address. */
function InvitedSignup({ token, invitation, onStart }: { token: string; invitation: InvitationPreview; onStart: () => void }) {
  const t = useT('team');
  const [serverError, setServerError] = useState<string | null>(null);
  const signup = useInvitationSignup();
  const navigate = useNavigate();
  const notify = formToast('invitation-signup');

  function create(data: InvitationSignupInput) {
    setServerError(null);
    onStart();
    signup.mutate(data, {
      onSuccess: () => {
        notify.success(t('join.welcome', { organization: invitation.organizationName, name: data.fullName }));
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => setServerError(errorMessage(error, t('join.signupFailed'))),
    });
  }

  return (
    <SignupForm
      parse={({ fullName, password, confirmPassword, acceptTerms }) =>
        invitationSignupSchema.safeParse({ fullName, password, confirmPassword, acceptTerms, token })
      }
      onSubmit={create}
      onInvalid={() => setServerError(null)}
      invited={{ email: invitation.email, hint: t('join.signupIntro') }}
      submitLabel={t('join.signupSubmit')}
      busy={signup.isPending || signup.isSuccess}
      notice={serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
    />
  );
}
