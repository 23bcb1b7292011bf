import {
  SALES_DIFFICULTIES,
  SALES_GOALS,
  SALES_OBJECTIONS,
  SALES_SCENARIOS,
  type SalesDifficulty,
  type SalesGoal,
  type SalesObjection,
  type SalesScenario,
  type SalesSetup,
} from '@shared/reports';
import type { MessageId } from '@shared/i18n/namespaces.ts';
import type { Translate } from '@web/lib/language/i18n.ts';

type Id = MessageId<'salesCoach'>;

// A Sales Coach call's setup choices and their labels (the Sales Coach's catalog), for the tool's own
// form, the dashboard's assigned practice and the Team page's assignments. The options' values are what
// the server receives (and the AI reads); only their labels are translated.
export const SCENARIO_LABELS: Record<SalesScenario, Id> = {
  'B2C Consumer': 'option.scenario.b2c',
  'B2B Customer': 'option.scenario.b2b',
  'Channel Partner': 'option.scenario.channelPartner',
};
export const OBJECTION_LABELS: Record<SalesObjection, Id> = {
  'Price / Budget': 'option.objection.price',
  'Competitor Loyalty': 'option.objection.competitor',
  'Timing / No Urgency': 'option.objection.timing',
  'Value / Skepticism': 'option.objection.value',
};
export const GOAL_LABELS: Record<SalesGoal, Id> = {
  'Close the Sale': 'option.goal.close',
  'Book a Demo/Meeting': 'option.goal.demo',
  'Secure a Trial/Pilot': 'option.goal.trial',
  'Advance the Opportunity': 'option.goal.advance',
};
export const DIFFICULTY_LABELS: Record<SalesDifficulty, Id> = {
  'Easy (Warm Lead)': 'option.difficulty.easy',
  'Medium (Skeptical Buyer)': 'option.difficulty.medium',
  'Hard (Hostile/Resistant)': 'option.difficulty.hard',
};
export const DIFFICULTY_HINTS: Record<SalesDifficulty, Id> = {
  'Easy (Warm Lead)': 'option.difficulty.easyHint',
  'Medium (Skeptical Buyer)': 'option.difficulty.mediumHint',
  'Hard (Hostile/Resistant)': 'option.difficulty.hardHint',
};

/** One line for a call's setup: the product, then its four choices in the reader's language. */
export function setupSummary(setup: SalesSetup, t: Translate<'salesCoach'>): string {
  return [
    setup.product,
    t(SCENARIO_LABELS[setup.scenario]),
    t(OBJECTION_LABELS[setup.objection]),
    t(GOAL_LABELS[setup.goal]),
    t(DIFFICULTY_LABELS[setup.difficulty]),
  ].join(' · ');
}

const LABELS: Record<SalesScenario | SalesObjection | SalesGoal | SalesDifficulty, Id> = {
  ...SCENARIO_LABELS,
  ...OBJECTION_LABELS,
  ...GOAL_LABELS,
  ...DIFFICULTY_LABELS,
};

/** The four choices of a call's setup, in the Sales Coach's order, with their label ids. */
export const SETUP_CHOICES = [
  { key: 'scenario', label: 'setup.scenarioLabel', options: SALES_SCENARIOS },
  { key: 'objection', label: 'setup.objectionLabel', options: SALES_OBJECTIONS },
  { key: 'goal', label: 'setup.goalLabel', options: SALES_GOALS },
  { key: 'difficulty', label: 'setup.difficultyLabel', options: SALES_DIFFICULTIES },
] as const satisfies readonly { key: keyof SalesSetup; label: Id; options: readonly (keyof typeof LABELS)[] }[];

/** A setup value's label (the value itself if it is not one of the choices). */
export const setupOptionLabel = (value: string, t: Translate<'salesCoach'>) => (value in LABELS ? t(LABELS[value as keyof typeof LABELS]) : value);
