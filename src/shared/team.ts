import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.ts';
import { MESSAGES } from './auth-schemas.ts';

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
  seatLimit: 'Your team has no free seats left. Remove a member or revoke an invitation first.',
  alreadyMember: 'This person is already in your team.',
  alreadyInvited: 'This person already has an open invitation. Resend it instead.',
  recipientLimit: 'This address has received enough invitations for today. Please try again tomorrow.',
  leaveCurrentTeam: 'You are in another team. Leave it first, then open this link again.',
  invitationInvalid: 'This invitation link is not valid. Ask your team for a new one.',
  invitationExpired: 'This invitation has expired. Ask your team to send a new one.',
  invitationUsed: 'This invitation has already been used or was withdrawn.',
  wrongAccount: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  ownerCannotLeave: 'Owners cannot leave their team. Transfer ownership to another member first.',
  ownTeamHasMembers: 'You own a team with other members. Transfer its ownership or remove its members before joining another team.',
  activePremium: 'Your own Premium plan is still active. Cancel it on your account page before joining a team; the team covers you.',
  managersInviteMembers: 'Managers can invite members; only the owner can invite managers.',
  managersRemoveMembers: 'Managers can remove members; only the owner can remove managers.',
  notInTeam: 'This person is not in your team.',
  cannotChangeSelf: 'You cannot change your own role or remove yourself. Leave the team instead.',
  transferToMember: 'Ownership can only go to someone in your team.',
  handoverCancelPremium:
    "The team's Premium plan is billed to you. Cancel it on your account page before handing the team over; the new owner can subscribe again.",
  noHandoverForYou: 'There is no handover of this team waiting for you.',
  membersCannotBuy: 'Ask your team owner or a manager to buy credits for the team.',
  onlyOwnerSubscribes: "Only the team owner can change the team's plan.",
  ownerOnly: "Only your team's owner can do this.",
  managersOnly: "Only your team's owner or managers can do this.",
  managerReportsOwnerOnly: "Only your team's owner can read a manager's reports.",
  ownerHasTeam: 'You own a team with other members. Transfer its ownership or remove its members before deleting your account.',
} as const;

const email = z.string().trim().toLowerCase().min(1, 'Please enter your email').max(MAX_EMAIL_LENGTH).pipe(z.email('Please enter a valid email address'));
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, TEAM_MESSAGES.invitationInvalid);

export const inviteSchema = z.object({ email, role: z.enum(ASSIGNABLE_ROLES) }).strict();
export type InviteInput = z.input<typeof inviteSchema>;

export const changeRoleSchema = z.object({ role: z.enum(ASSIGNABLE_ROLES) }).strict();
export const transferSchema = z.object({ userId: z.string().min(1).max(64) }).strict();
export const memberParams = z.object({ userId: z.string().min(1).max(64) });
export const invitationParams = z.object({ id: z.uuid('Invalid id') });
export const invitationTokenSchema = z.object({ token }).strict();

/** Signing up from an invitation: the address, company and country are the invitation's. */
export const invitationSignupSchema = z
  .object({
    token,
    fullName: z.string({ error: 'Please enter your full name' }).trim().min(1, 'Please enter your full name').max(200),
    password: z
      .string({ error: 'Please enter a password' })
      .min(1, 'Please enter a password')
      .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
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
