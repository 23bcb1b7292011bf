// The message catalogs, one folder per namespace under ./messages, one JSON file per language.
// English (en.json) is the reference: its ids type every `t()` call, so an unknown id fails
// `npm run typecheck`; a language missing one of them fails the build (scripts/vite-i18n.ts).
import type common from './messages/common/en.json';
import type home from './messages/home/en.json';
import type auth from './messages/auth/en.json';
import type server from './messages/server/en.json';
import type dashboard from './messages/dashboard/en.json';
import type billing from './messages/billing/en.json';
import type account from './messages/account/en.json';
import type tools from './messages/tools/en.json';
import type pitchLab from './messages/pitchLab/en.json';
import type salesCoach from './messages/salesCoach/en.json';
import type commission from './messages/commission/en.json';
import type pipeline from './messages/pipeline/en.json';
import type admin from './messages/admin/en.json';
import type team from './messages/team/en.json';
import type mail from './messages/mail/en.json';
import type report from './messages/report/en.json';
import type pitchReport from './messages/pitchReport/en.json';
import type callReport from './messages/callReport/en.json';
import type commissionReport from './messages/commissionReport/en.json';
import type calls from './messages/calls/en.json';

export interface Catalogs {
  /** The frame every page shares: top bar, language picker, tool names, generic errors. */
  common: typeof common;
  home: typeof home;
  auth: typeof auth;
  /** Texts the server sends (validation and error messages), keyed so the web can show them translated. */
  server: typeof server;
  dashboard: typeof dashboard;
  billing: typeof billing;
  account: typeof account;
  /** The frame around every tool: sign-up and credit dialogs, rating form, report footer. */
  tools: typeof tools;
  pitchLab: typeof pitchLab;
  salesCoach: typeof salesCoach;
  commission: typeof commission;
  pipeline: typeof pipeline;
  admin: typeof admin;
  /** The Team page, invitation links, and the team notes on the account and pricing pages. */
  team: typeof team;
  /** E-mails, rendered by the server. */
  mail: typeof mail;
  /** The frame of the tools' reports (headings, metric names, score tiers), rendered by the server. */
  report: typeof report;
  /** The offline provider's pitch coaching: what it says about a pitch, in the reader's language. */
  pitchReport: typeof pitchReport;
  /** The offline provider's practice-call coaching. */
  callReport: typeof callReport;
  /** The Commission Calculator's plan texts (plan names, payout triggers, reasoning), rendered by the server. */
  commissionReport: typeof commissionReport;
  /** Real calls: the upload of a recorded call or voice note, and its report. */
  calls: typeof calls;
}

export type Namespace = keyof Catalogs;
export type MessageId<N extends Namespace> = keyof Catalogs[N] & string;
/** Values for a message's ICU arguments. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
