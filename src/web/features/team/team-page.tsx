import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Eye, Users } from 'lucide-react';
import type { TeamHandoverDto, TeamResponse } from '@shared/team';
import { toast } from '@web/lib/feedback/toast.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { useMe } from '@web/lib/session/session.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { useTeam } from './api/use-team.ts';
import { useAnswerHandover, useLeaveTeam } from './api/use-member-actions.ts';
import { InviteForm } from './components/invite-form.tsx';
import { InvitationsList } from './components/invitations-list.tsx';
import { MembersList } from './components/members-list.tsx';
import { AssignmentsPanel } from './components/assignments-panel.tsx';
import { TeamProgress } from './components/team-progress.tsx';

function BackToDashboard() {
  const t = useT('team');
  return (
    <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('back')}
    </Link>
  );
}

export default function TeamPage() {
  const t = useT('team');
  const team = useTeam();

  if (team.isPending) {
    return (
      <AppShell>
        <PageSpinner label={t('loading')} />
      </AppShell>
    );
  }
  if (team.isError) {
    return (
      <AppShell>
        <div className="mx-auto max-w-md space-y-4 py-12 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t('loadFailed')}</h1>
          <p className="text-slate-600">{errorMessage(team.error, t('loadFailedHint'))}</p>
          <div className="flex justify-center gap-2">
            <BackToDashboard />
            <Button variant="outline" size="sm" onClick={() => void team.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        </div>
      </AppShell>
    );
  }
  return (
    <AppShell>
      <TeamView team={team.data} />
    </AppShell>
  );
}

function TeamView({ team }: { team: TeamResponse }) {
  const t = useT('team');
  const myUserId = useMe().data?.user.id;
  const membersTitleId = useId();
  const { myRole, organization, members, invitations } = team;
  const canInvite = myRole === 'owner' || myRole === 'manager';
  const alone = members.length === 1 && invitations.length === 0;
  const name = organization.companyName || organization.name;
  const hasTeam = members.length > 1;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackToDashboard />
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="break-words text-lg font-medium text-slate-700">{name}</p>
        </div>
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700" data-testid="team-seats">
          <Users aria-hidden="true" className="size-4 text-brand-700" />
          {t('seats', { used: team.seatsUsed, limit: team.seatLimit })}
        </p>
      </header>
      {team.handover && <HandoverNotice handover={team.handover} isOwner={myRole === 'owner'} />}
      {myRole !== 'owner' && (
        <div className="space-y-2">
          {/* Everyone whose practice others can read is told so, where they look at their team. */}
          <p className="flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900" data-testid="team-visibility">
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('visibility')}
          </p>
          <p className="text-sm text-slate-600">{t('sharedWallet')}</p>
        </div>
      )}

      <Card role="region" aria-labelledby={membersTitleId}>
        <CardHeader>
          <CardTitle id={membersTitleId}>{t('members.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <MembersList members={members} myRole={myRole} myUserId={myUserId} />
          {alone && canInvite && <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900">{t('empty')}</p>}
        </CardContent>
      </Card>

      {/* Practice and progress once there is someone to train: they are what a manager opens the page for. */}
      {canInvite && hasTeam && <AssignmentsPanel members={members} myUserId={myUserId} />}
      {canInvite && hasTeam && <TeamProgress myUserId={myUserId} />}
      {canInvite && <InviteForm myRole={myRole} seatsLeft={team.seatLimit - team.seatsUsed} />}
      {canInvite && invitations.length > 0 && <InvitationsList invitations={invitations} />}
      {myRole !== 'owner' && <LeaveTeam organizationName={name} />}
    </div>
  );
}

/**
 * An open handover: the owner sees whom they proposed the team to (and can withdraw it), the heir
 * is asked. Accepting changes only roles: no credits or billing move between people.
 */
function HandoverNotice({ handover, isOwner }: { handover: TeamHandoverDto; isOwner: boolean }) {
  const t = useT('team');
  const answer = useAnswerHandover();
  const busy = answer.isPending ? answer.variables : null;

  function send(choice: 'cancel' | 'accept' | 'decline', done: string) {
    answer.mutate(choice, {
      onSuccess: () => void toast.success(done),
      onError: (error) => void toast.error(errorMessage(error, t('handover.failed'))),
    });
  }

  return (
    <div
      role="region"
      aria-label={t('handover.title')}
      className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="team-handover"
    >
      <p className="font-semibold">{t('handover.title')}</p>
      <p>{isOwner ? t('handover.proposed', { name: handover.fullName }) : t('handover.offer')}</p>
      <div className="flex flex-wrap gap-2">
        {isOwner ? (
          <Button variant="outline" size="sm" loading={busy === 'cancel'} onClick={() => send('cancel', t('handover.cancelled'))}>
            {t('handover.cancel')}
          </Button>
        ) : (
          <>
            <Button size="sm" loading={busy === 'accept'} onClick={() => send('accept', t('handover.accepted'))}>
              {t('handover.accept')}
            </Button>
            <Button variant="outline" size="sm" loading={busy === 'decline'} onClick={() => send('decline', t('handover.declined'))}>
              {t('handover.decline')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function LeaveTeam({ organizationName }: { organizationName: string }) {
  const t = useT('team');
  const [open, setOpen] = useState(false);
  const leave = useLeaveTeam();
  const navigate = useNavigate();
  // Stays busy after success: the page is left for the dashboard.
  const leaving = leave.isPending || leave.isSuccess;

  function confirm() {
    leave.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('leave.done', { organization: organizationName }));
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => void toast.error(errorMessage(error, t('leave.failed'))),
    });
  }

  return (
    <div className="border-t border-slate-200 pt-6">
      <Button variant="outline" className="text-red-700" loading={leaving} onClick={() => setOpen(true)}>
        {t('leave.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('leave.title', { organization: organizationName })}
        description={t('leave.description')}
        confirmLabel={t('leave.button')}
        destructive
        onConfirm={confirm}
      />
    </div>
  );
}
