import type { Locale } from './i18n/locales.ts';
import type { Tier } from './pricing.ts';
import type { TeamRole } from './team.ts';
import type { MessageValues } from './i18n/namespaces.ts';

/**
 * The wallet a person spends: their organization's (a team's, or their own organization's), never
 * their profile's (docs/decisions/023).
 */
export interface WalletDto {
  organizationId: string;
  subscriptionTier: Tier;
  /** Stored balance; see `availableCredits` for what can be spent now. */
  credits: number;
  /** -1 = unlimited (premium); 0 when basic credits have expired. */
  availableCredits: number;
  creditsExpireAt: string | null;
  creditsExpired: boolean;
  subscriptionStatus: string | null;
  subscriptionRenewsAt: string | null;
}

/** The wallet's fields stand on the profile too (spec.md names them there): a copy of `MeResponse.wallet`'s. */
export interface ProfileDto extends Omit<WalletDto, 'organizationId'> {
  id: string;
  fullName: string;
  email: string;
  hasCompletedOnboarding: boolean;
  /** The language of the app and of every mail and report for this user. */
  locale: Locale;
  createdAt: string;
  /** The organization the user acts in (their own, or the team they joined). */
  organizationId: string | null;
  /** Their role in it; the credits and plan above are the organization's. */
  teamRole: TeamRole | null;
}

export interface OrganizationDto {
  id: string;
  name: string;
  companyName: string | null;
  country: string | null;
  industry: string | null;
  website: string | null;
  /** ISO 4217 code the calculators take and show amounts in (from the country at sign-up; changeable). */
  currency: string;
  createdAt: string;
}

export interface MeResponse {
  user: { id: string; email: string; name: string };
  profile: ProfileDto;
  /** What the user spends: their organization's wallet (null only while the account is being deleted). */
  wallet: WalletDto | null;
  organization: OrganizationDto | null;
  isAdmin: boolean;
  /** TOTP two-factor is enrolled; admins without it are sent to set it up. */
  twoFactorEnabled: boolean;
  /** The user has finished at least one tool run (any tool that logs): the dashboard stops greeting them as new. */
  hasRunTool: boolean;
}

export interface ToolRatingSummary {
  toolName: string;
  average: number;
  count: number;
  /** At least MIN_RATINGS_SHOWN (src/shared/ratings.ts) ratings: the cards show the stars and the count. */
  isShown: boolean;
}

/**
 * Every error answer of the API. `id` names the message in the `server` catalog (the web shows it
 * in the reader's language from its own copy); `message` is that text already rendered in the
 * caller's language (cookie or Accept-Language), for clients without the catalog.
 */
export interface ApiErrorBody {
  error: {
    /** One of src/shared/errors.ts: what to do (match it, never the message). */
    code: string;
    /** A `server` catalog id, e.g. `team.seatLimit`. */
    id: string;
    /** Values of the message's ICU arguments, e.g. `{ maxKiB: 64 }`. */
    values?: MessageValues;
    message: string;
    details?: Record<string, unknown>;
  };
}

export interface PublicConfig {
  consultingSprintUrl: string;
  revenueWorkshopUrl: string;
  aiProvider: 'local' | 'openai';
  payments: 'stripe' | 'local';
  /** People one organization can hold (TEAM_SEAT_LIMIT): Premium covers them all. */
  teamSeatLimit: number;
  /**
   * The languages whose content the AI coach judges (scores, structure, lines to say): 'any', or a
   * list (the offline coach reads every language the product speaks). A pitch or call in another language is measured only and
   * costs nothing; the tool pages say so before the user practises.
   */
  coachLanguages: CoachLanguages;
  /**
   * The languages a recording is understood in: 'any', or a list (offline: English, and none without a
   * speech engine). A coached language missing here is coached from typed text; the tool pages say so.
   */
  speechLanguages: CoachLanguages;
}

export type CoachLanguages = 'any' | readonly Locale[];
