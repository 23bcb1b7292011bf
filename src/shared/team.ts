import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.ts';
import { MESSAGES } from './auth-schemas.ts';
import { msg, type ServerMessageId } from './i18n/server-message.ts';

// Teams (issue 18): an organization's members, their roles, and e-mailed invitations.

export const TEAM_ROLES = ['owner', 'manager', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Roles an invitation or a role change can give: ownership only moves by a transfer. */
export const ASSIGNABLE_ROLES = ['manager', 'member'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** People in one organization, the owner included, unless TEAM_SEAT_LIMIT says otherwise. Open invitations hold a seat. */
export const DEFAULT_TEAM_SEAT_LIMIT = 10;
export const INVITATION_TTL_DAYS = 7;
/** An invitation link's token: 32 random bytes, base64url. */
export const INVITATION_TOKEN_LENGTH = 43;

export const TEAM_MESSAGES = {
  seatLimit: 'team.seatLimit',
  alreadyMember: 'team.alreadyMember',
  alreadyInvited: 'team.alreadyInvited',
  recipientLimit: 'team.recipientLimit',
  leaveCurrentTeam: 'team.leaveCurrentTeam',
  invitationInvalid: 'team.invitationInvalid',
  invitationExpired: 'team.invitationExpired',
  invitationUsed: 'team.invitationUsed',
  wrongAccount: 'team.wrongAccount',
  ownerCannotLeave: 'team.ownerCannotLeave',
  ownTeamHasMembers: 'team.ownTeamHasMembers',
  activePremium: 'team.activePremium',
  managersInviteMembers: 'team.managersInviteMembers',
  managersRemoveMembers: 'team.managersRemoveMembers',
  notInTeam: 'team.notInTeam',
  cannotChangeSelf: 'team.cannotChangeSelf',
  transferToMember: 'team.transferToMember',
  handoverCancelPremium: 'team.handoverCancelPremium',
  noHandoverForYou: 'team.noHandoverForYou',
  membersCannotBuy: 'team.membersCannotBuy',
  onlyOwnerSubscribes: 'team.onlyOwnerSubscribes',
  ownerOnly: 'team.ownerOnly',
  managersOnly: 'team.ownerOrManagersOnly',
  managerReportsOwnerOnly: 'team.managerReportsOwnerOnly',
  ownerHasTeam: 'team.ownerHasTeam',
} as const satisfies Record<string, ServerMessageId>;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, msg('auth.emailRequired'))
  .max(MAX_EMAIL_LENGTH)
  .pipe(z.email(msg('auth.emailInvalid')));
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, TEAM_MESSAGES.invitationInvalid);

export const inviteSchema = z.object({ email, role: z.enum(ASSIGNABLE_ROLES) }).strict();
export type InviteInput = z.input<typeof inviteSchema>;

export const changeRoleSchema = z.object({ role: z.enum(ASSIGNABLE_ROLES) }).strict();
export const transferSchema = z.object({ userId: z.string().min(1).max(64) }).strict();
export const memberParams = z.object({ userId: z.string().min(1).max(64) });
export const invitationParams = z.object({ id: z.uuid(msg('common.invalidId')) });
export const invitationTokenSchema = z.object({ token }).strict();

/** Signing up from an invitation: the address, company and country are the invitation's. */
export const invitationSignupSchema = z
  .object({
    token,
    fullName: z
      .string({ error: msg('auth.fullNameRequired') })
      .trim()
      .min(1, msg('auth.fullNameRequired'))
      .max(200),
    password: z
      .string({ error: msg('auth.passwordRequired') })
      .min(1, msg('auth.passwordRequired'))
      .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
      .max(MAX_PASSWORD_LENGTH, MESSAGES.passwordTooLong),
    confirmPassword: z.string({ error: msg('auth.confirmPasswordRequired') }).min(1, msg('auth.confirmPasswordRequired')),
    acceptTerms: z.literal(true, { error: MESSAGES.termsRequired }),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type InvitationSignupInput = z.input<typeof invitationSignupSchema>;

export interface TeamMemberDto {
  userId: string;
  fullName: string;
  /** Shown to the owner and managers only (null for members). */
  email: string | null;
  role: TeamRole;
  joinedAt: string;
}

export interface TeamInvitationDto {
  id: string;
  email: string;
  role: AssignableRole;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

export interface TeamResponse {
  organization: { id: string; name: string; companyName: string | null; country: string | null };
  myRole: TeamRole;
  seatLimit: number;
  /** Members plus open (unexpired) invitations. */
  seatsUsed: number;
  members: TeamMemberDto[];
  /** Open invitations, for the owner and managers (empty for members). */
  invitations: TeamInvitationDto[];
  /** An open handover: shown to the owner who proposed it and to the heir, null for everyone else. */
  handover: TeamHandoverDto | null;
}

/** The owner proposed the team to `userId`; it is theirs only once they accept. */
export interface TeamHandoverDto {
  userId: string;
  fullName: string;
  proposedAt: string;
}

export interface InvitationPreview {
  organizationName: string;
  country: string | null;
  invitedByName: string | null;
  role: AssignableRole;
  email: string;
  /** An account with this address exists (the page offers to sign in instead of signing up). */
  accountExists: boolean;
}

export interface InviteResponse {
  invitation: TeamInvitationDto;
}

export interface JoinResponse {
  organizationId: string;
  role: TeamRole;
}
