import { useId, useState } from 'react';
import { INVITATION_TTL_DAYS, inviteSchema, type AssignableRole, type TeamRole } from '@shared/team';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { fieldErrors } from '@web/lib/feedback/form-errors.ts';
import { formToast } from '@web/lib/feedback/form-toast.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input, NativeSelect } from '@web/components/ui/input.tsx';
import { useInvite } from '../api/use-invite.ts';
import { useMe } from '@web/lib/session/session.ts';
import { EmailVerificationNotice } from '@web/components/email-verification-notice.tsx';
import { useEmailVerification } from '@web/lib/session/email-verification.ts';

/** The owner invites members or managers, a manager members only; refusals (no seat, already invited…) show in the form. */
export function InviteForm({ myRole, seatsLeft }: { myRole: TeamRole; seatsLeft: number }) {
  const t = useT('team');
  const ids = { email: useId(), role: useId(), title: useId() };
  const roles: AssignableRole[] = myRole === 'owner' ? ['member', 'manager'] : ['member'];
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const invite = useInvite();
  const notify = formToast('team-invite');
  const full = seatsLeft <= 0;
  // A verified address (or a paid plan) before inviting: the server refuses otherwise.
  const mayInvite = useEmailVerification().data?.mayInvite !== false;
  const myEmail = useMe().data?.user.email ?? '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = inviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: ({ invitation }) => {
        notify.success(t('invite.sent', { email: invitation.email }));
        setEmail('');
      },
      onError: (error) => setServerError(errorMessage(error, t('invite.failed'))),
    });
  }

  return (
    <Card role="region" aria-labelledby={ids.title}>
      <CardHeader>
        <CardTitle id={ids.title}>{t('invite.title')}</CardTitle>
        <CardDescription>{t('invite.description', { days: INVITATION_TTL_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <EmailVerificationNotice returnTo="team" email={myEmail} />
        <form onSubmit={submit} className="space-y-4" noValidate aria-labelledby={ids.title}>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <Field id={ids.email} label={t('invite.email')} error={errors.email}>
              <Input
                id={ids.email}
                type="email"
                autoComplete="off"
                inputMode="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? `${ids.email}-error` : undefined}
              />
            </Field>
            <Field id={ids.role} label={t('invite.role')} hint={myRole === 'manager' ? t('invite.managerHint') : undefined}>
              <NativeSelect
                id={ids.role}
                value={role}
                onChange={(e) => setRole(e.target.value as AssignableRole)}
                aria-describedby={myRole === 'manager' ? `${ids.role}-hint` : undefined}
              >
                {roles.map((value) => (
                  <option key={value} value={value}>
                    {t(`role.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          {serverError && <Alert variant="destructive">{serverError}</Alert>}
          {full && <p className="text-sm text-amber-800">{t('seatsFull')}</p>}
          <Button type="submit" loading={invite.isPending} disabled={full || !mayInvite}>
            {t('invite.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
