import { useId, useState } from 'react';
import { ASSIGNABLE_ROLES, type AssignableRole, type TeamMemberDto, type TeamRole } from '@shared/team';
import { toast } from '@web/lib/feedback/toast.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { NativeSelect } from '@web/components/ui/input.tsx';
import { useChangeRole, useRemoveMember, useProposeHandover } from '../api/use-member-actions.ts';
import { permissionsFor, type MemberPermissions } from '../member-permissions.ts';
import { useWideScreen } from '../use-wide-screen.ts';
import { RoleBadge } from './role-badge.tsx';

type Pending = { kind: 'remove' | 'transfer'; member: TeamMemberDto } | null;
type Busy = 'remove' | 'transfer' | null;

/** The team's people: a table on wide screens, cards on phones; role changes, removal and transfer for those allowed. */
export function MembersList({ members, myRole, myUserId }: { members: TeamMemberDto[]; myRole: TeamRole; myUserId: string | undefined }) {
  const t = useT('team');
  const wide = useWideScreen();
  const [pending, setPending] = useState<Pending>(null);
  const remove = useRemoveMember();
  const transfer = useProposeHandover();
  const showEmails = members.some((member) => member.email !== null);
  const showActions = myRole !== 'member';

  function confirm() {
    if (!pending) return;
    const { member } = pending;
    if (pending.kind === 'remove') {
      remove.mutate(member.userId, {
        onSuccess: () => void toast.success(t('remove.done', { name: member.fullName })),
        onError: (error) => void toast.error(errorMessage(error, t('remove.failed'))),
      });
    } else {
      transfer.mutate(member.userId, {
        onSuccess: () => void toast.success(t('transfer.done', { name: member.fullName })),
        onError: (error) => void toast.error(errorMessage(error, t('transfer.failed'))),
      });
    }
  }

  const busy = (member: TeamMemberDto): Busy =>
    remove.isPending && remove.variables === member.userId ? 'remove' : transfer.isPending && transfer.variables === member.userId ? 'transfer' : null;
  const rowProps = (member: TeamMemberDto) => ({
    member,
    isMe: member.userId === myUserId,
    can: permissionsFor(myRole, member),
    busy: busy(member),
    onRemove: () => setPending({ kind: 'remove', member }),
    onTransfer: () => setPending({ kind: 'transfer', member }),
  });

  return (
    <>
      {wide ? (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('members.name')}
              </th>
              {showEmails && (
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('members.email')}
                </th>
              )}
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('members.role')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('members.joined')}
              </th>
              {showActions && (
                <th scope="col" className="py-2 text-right font-medium">
                  {t('members.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((member) => (
              <MemberRow key={member.userId} {...rowProps(member)} showEmail={showEmails} showActions={showActions} />
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="space-y-3">
          {members.map((member) => (
            <MemberCard key={member.userId} {...rowProps(member)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? t(pending.kind === 'remove' ? 'remove.title' : 'transfer.title', { name: pending.member.fullName }) : ''}
        description={pending ? t(pending.kind === 'remove' ? 'remove.description' : 'transfer.description', { name: pending.member.fullName }) : ''}
        confirmLabel={pending?.kind === 'transfer' ? t('transfer.button') : t('remove.button')}
        destructive
        onConfirm={confirm}
      />
    </>
  );
}

interface MemberViewProps {
  member: TeamMemberDto;
  isMe: boolean;
  can: MemberPermissions;
  busy: Busy;
  onRemove: () => void;
  onTransfer: () => void;
}

function MemberRow({ member, isMe, can, busy, onRemove, onTransfer, showEmail, showActions }: MemberViewProps & { showEmail: boolean; showActions: boolean }) {
  const format = useFormat();
  return (
    <tr>
      <td className="py-3 pr-3 font-medium text-slate-900">
        <MemberName name={member.fullName} isMe={isMe} />
      </td>
      {showEmail && <td className="py-3 pr-3 text-slate-600 [overflow-wrap:anywhere]">{member.email}</td>}
      <td className="py-3 pr-3">{can.changeRole ? <RoleSelect member={member} /> : <RoleBadge role={member.role} />}</td>
      <td className="whitespace-nowrap py-3 pr-3 text-slate-600">{format.date(member.joinedAt)}</td>
      {showActions && (
        <td className="py-3 text-right">
          <MemberActions member={member} can={can} busy={busy} onRemove={onRemove} onTransfer={onTransfer} inTable />
        </td>
      )}
    </tr>
  );
}

function MemberCard({ member, isMe, can, busy, onRemove, onTransfer }: MemberViewProps) {
  const t = useT('team');
  const format = useFormat();
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            <MemberName name={member.fullName} isMe={isMe} />
          </p>
          {member.email && <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{member.email}</p>}
          <p className="text-xs text-slate-500">{t('members.joinedOn', { date: format.date(member.joinedAt) })}</p>
        </div>
        {!can.changeRole && <RoleBadge role={member.role} />}
      </div>
      {can.changeRole && <RoleSelect member={member} visibleLabel />}
      {(can.remove || can.transfer) && <MemberActions member={member} can={can} busy={busy} onRemove={onRemove} onTransfer={onTransfer} />}
    </li>
  );
}

function MemberName({ name, isMe }: { name: string; isMe: boolean }) {
  const t = useT('team');
  return (
    <>
      <span className="break-words">{name}</span>
      {isMe && <span className="ml-1 font-normal text-slate-500">{t('members.you')}</span>}
    </>
  );
}

/** The owner's role choice for one member; saved as soon as it changes. */
function RoleSelect({ member, visibleLabel = false }: { member: TeamMemberDto; visibleLabel?: boolean }) {
  const t = useT('team');
  const id = useId();
  const changeRole = useChangeRole();
  const label = t('members.roleFor', { name: member.fullName });

  function change(role: AssignableRole) {
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => void toast.success(t('members.roleSaved', { name: member.fullName, role })),
        onError: (error) => void toast.error(errorMessage(error, t('members.roleFailed'))),
      },
    );
  }

  return (
    <div className={visibleLabel ? 'space-y-1.5' : undefined}>
      {/* In the table the column header shows "Role"; the label names the person for screen readers and tests. */}
      <label htmlFor={id} className={visibleLabel ? 'text-sm font-medium text-slate-800' : 'sr-only'}>
        {visibleLabel ? (
          <>
            <span aria-hidden="true">{t('members.role')}</span>
            <span className="sr-only">{label}</span>
          </>
        ) : (
          label
        )}
      </label>
      <NativeSelect
        id={id}
        className={visibleLabel ? undefined : 'h-9 w-auto min-w-32 text-sm'}
        value={changeRole.isPending ? changeRole.variables.role : member.role}
        disabled={changeRole.isPending}
        aria-busy={changeRole.isPending || undefined}
        onChange={(event) => change(event.target.value as AssignableRole)}
      >
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`role.${role}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function MemberActions({ member, can, busy, onRemove, onTransfer, inTable = false }: Omit<MemberViewProps, 'isMe'> & { inTable?: boolean }) {
  const t = useT('team');
  return (
    <div className={inTable ? 'flex justify-end gap-2 whitespace-nowrap' : 'flex flex-wrap gap-2'}>
      {can.transfer && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== null}
          loading={busy === 'transfer'}
          onClick={onTransfer}
          aria-label={t('transfer.label', { name: member.fullName })}
        >
          {t('transfer.button')}
        </Button>
      )}
      {can.remove && (
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          disabled={busy !== null}
          loading={busy === 'remove'}
          onClick={onRemove}
          aria-label={t('remove.label', { name: member.fullName })}
        >
          {t('remove.button')}
        </Button>
      )}
    </div>
  );
}
