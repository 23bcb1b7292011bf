import type { TeamMemberDto, TeamRole } from '@shared/team';

/**
 * What the caller (with `myRole`) may do to one member, as the Team page offers it; the server checks
 * each again. The owner changes roles, removes and hands over ownership to anyone but themself; a
 * manager removes members only; a member changes nothing.
 */
export function permissionsFor(myRole: TeamRole, member: Pick<TeamMemberDto, 'role'>) {
  const byOwner = myRole === 'owner' && member.role !== 'owner';
  return {
    changeRole: byOwner,
    transfer: byOwner,
    remove: byOwner || (myRole === 'manager' && member.role === 'member'),
  };
}

export type MemberPermissions = ReturnType<typeof permissionsFor>;
