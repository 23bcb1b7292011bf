import { useId } from 'react';
import type { TeamInvitationDto } from '@shared/team';
import { toast } from '@web/lib/feedback/toast.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useResendInvitation, useRevokeInvitation } from '../api/use-invitation-actions.ts';
import { RoleBadge } from './role-badge.tsx';

/** Invitations not yet accepted (each holds a seat until it expires): resend a fresh link, or revoke it. */
export function InvitationsList({ invitations }: { invitations: TeamInvitationDto[] }) {
  const t = useT('team');
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('invitations.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {invitations.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function InvitationItem({ invitation }: { invitation: TeamInvitationDto }) {
  const t = useT('team');
  const format = useFormat();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = resend.isPending || revoke.isPending;
  const { email } = invitation;

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="break-all font-medium text-slate-900">{email}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <RoleBadge role={invitation.role} />
          <span className={invitation.expired ? 'font-medium text-red-700' : undefined}>
            {invitation.expired ? t('invitations.expired') : t('invitations.expires', { date: format.date(invitation.expiresAt) })}
          </span>
          {invitation.invitedByName && <span className="text-slate-500">{t('invitations.invitedBy', { name: invitation.invitedByName })}</span>}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('invitations.resendLabel', { email })}
          disabled={busy}
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: () => void toast.success(t('invitations.resent', { email })),
              onError: (error) => void toast.error(errorMessage(error, t('invitations.resendFailed'))),
            })
          }
        >
          {t('invitations.resend')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          aria-label={t('invitations.revokeLabel', { email })}
          disabled={busy}
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () => void toast.success(t('invitations.revoked', { email })),
              onError: (error) => void toast.error(errorMessage(error, t('invitations.revokeFailed'))),
            })
          }
        >
          {t('invitations.revoke')}
        </Button>
      </div>
    </li>
  );
}
