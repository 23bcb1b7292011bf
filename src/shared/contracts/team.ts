import { operation } from '../contract.ts';
import type { OkResponse, SignupResponse } from './account.ts';
import {
  changeRoleSchema,
  invitationParams,
  invitationSignupSchema,
  invitationTokenSchema,
  inviteSchema,
  memberParams,
  transferSchema,
  type InvitationPreview,
  type InviteResponse,
  type JoinResponse,
  type TeamMemberDto,
  type TeamResponse,
} from '../team.ts';

/**
 * The caller's team (x-role user: every signed-in user is in exactly one organization), what its
 * owner and managers may change (x-role manager, owner: checked on the server against the caller's
 * membership) and the invitation links (public: the token is the proof).
 */
export const teamApi = {
  get: operation<TeamResponse>()({
    method: 'get',
    path: '/api/team',
    role: 'user',
    tag: 'team',
    summary: "The caller's organization, its members, seats and (for owner and managers) open invitations",
  }),
  invite: operation<InviteResponse>()({
    method: 'post',
    path: '/api/team/invitations',
    role: 'manager',
    tag: 'team',
    summary: 'Invite someone by e-mail (managers invite members; the owner also managers)',
    body: inviteSchema,
    responses: { 201: 'Invited and mailed', 409: 'Already a member, already invited, in another team, or no free seat' },
  }),
  resendInvitation: operation<InviteResponse>()({
    method: 'post',
    path: '/api/team/invitations/:id/resend',
    role: 'manager',
    tag: 'team',
    summary: 'Mail a new link for an open invitation (the old link stops working; the expiry starts again)',
    params: invitationParams,
  }),
  revokeInvitation: operation<OkResponse>()({
    method: 'delete',
    path: '/api/team/invitations/:id',
    role: 'manager',
    tag: 'team',
    summary: 'Withdraw an open invitation (its link stops working)',
    params: invitationParams,
  }),
  changeRole: operation<{ member: TeamMemberDto }>()({
    method: 'patch',
    path: '/api/team/members/:userId',
    role: 'owner',
    tag: 'team',
    summary: 'Make a member a manager or a manager a member',
    params: memberParams,
    body: changeRoleSchema,
  }),
  removeMember: operation<OkResponse>()({
    method: 'delete',
    path: '/api/team/members/:userId',
    role: 'manager',
    tag: 'team',
    summary: 'Remove someone from the team (managers remove members; the owner anyone but themself)',
    params: memberParams,
  }),
  transferOwnership: operation<OkResponse>()({
    method: 'post',
    path: '/api/team/transfer',
    role: 'owner',
    tag: 'team',
    summary: "Make another member the owner (the team's wallet and plan go with it; the old owner becomes a manager)",
    body: transferSchema,
  }),
  leave: operation<OkResponse>()({
    method: 'post',
    path: '/api/team/leave',
    role: 'user',
    tag: 'team',
    summary: 'Leave the team (not the owner); the caller gets an organization of their own again',
  }),
  previewInvitation: operation<InvitationPreview>()({
    method: 'post',
    path: '/api/invitations/preview',
    role: 'public',
    tag: 'team',
    summary: "What an invitation link is for: the team's name, the role, the invited address",
    body: invitationTokenSchema,
    responses: { 404: 'Unknown link', 409: 'Used, withdrawn or expired' },
  }),
  acceptInvitation: operation<JoinResponse>()({
    method: 'post',
    path: '/api/invitations/accept',
    role: 'user',
    tag: 'team',
    summary: 'Join the team of an invitation sent to the caller’s address',
    body: invitationTokenSchema,
  }),
  signupWithInvitation: operation<SignupResponse>()({
    method: 'post',
    path: '/api/invitations/signup',
    role: 'public',
    tag: 'team',
    summary: "Create an account straight into the invitation's team (its address, company and country)",
    body: invitationSignupSchema,
    responses: { 201: 'Created, joined and signed in', 409: 'E-mail already registered, or the invitation is no longer open' },
  }),
};
