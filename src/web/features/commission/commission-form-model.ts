import {
  COMMISSION_BEHAVIORS,
  COMMISSION_CAP_SLIDER,
  COMMISSION_EMPLOYMENTS,
  COMMISSION_REVENUE_COLLECTIONS,
  COMMISSION_ROLES,
  COMMISSION_SALES_MODELS,
  GROSS_MARGIN_SLIDER,
  type CommissionField,
  type CommissionInputRaw,
} from '@shared/commission';
import type { MessageId } from '@shared/i18n/namespaces.ts';

// The form's state and its questions: what the fields hold, and the request they become.

export type ChoiceField = 'behavior' | 'role' | 'salesModel' | 'revenueCollection' | 'employment';

export interface CommissionForm {
  behavior: string;
  role: string;
  salesModel: string;
  revenueCollection: string;
  employment: string;
  /** As typed: the reader's thousands separators and the currency's symbol are accepted. */
  arpu: string;
  grossMargin: number;
  commissionCap: number;
  /** Optional, as typed like `arpu`: the monthly on-target pay the owner has in mind. */
  monthlyPay: string;
}

/** Spec section 4: reset returns to the input with defaults (no answers, margin 50, cap not set). */
export const FORM_DEFAULTS: CommissionForm = {
  behavior: '',
  role: '',
  salesModel: '',
  revenueCollection: '',
  employment: '',
  arpu: '',
  grossMargin: GROSS_MARGIN_SLIDER.default,
  commissionCap: COMMISSION_CAP_SLIDER.default,
  monthlyPay: '',
};

export type CommissionTextId = MessageId<'commission'>;

/** The questions' labels (spec texts in English), by field. ARPU’s names the currency (useArpuLabel). */
export const QUESTION_IDS: Record<Exclude<CommissionField, 'arpu'>, CommissionTextId> = {
  behavior: 'question.behavior',
  role: 'question.role',
  salesModel: 'question.salesModel',
  revenueCollection: 'question.revenueCollection',
  employment: 'question.employment',
  grossMargin: 'question.grossMargin',
  commissionCap: 'question.commissionCap',
};

/** An answer: the value the server gets (stored, never translated) and the ids of what the reader sees. */
export interface ChoiceOption {
  value: string;
  label: CommissionTextId;
  hint: CommissionTextId;
}

/** The catalog's keys for one question's answers: "sales" for "option.behavior.sales" (and its ".hint"). */
type OptionKey<F extends ChoiceField> = CommissionTextId extends infer I ? (I extends `option.${F}.${infer K}.hint` ? K : never) : never;

function options<F extends ChoiceField, V extends string>(field: F, values: readonly V[], keys: Record<V, OptionKey<F>>): ChoiceOption[] {
  return values.map((value) => ({
    value,
    label: `option.${field}.${keys[value]}` as CommissionTextId,
    hint: `option.${field}.${keys[value]}.hint` as CommissionTextId,
  }));
}

export const CHOICES: { field: ChoiceField; options: ChoiceOption[] }[] = [
  {
    field: 'behavior',
    options: options('behavior', COMMISSION_BEHAVIORS, { Sales: 'sales', Collection: 'collection', Retention: 'retention', Upsell: 'upsell' }),
  },
  {
    field: 'role',
    options: options('role', COMMISSION_ROLES, {
      Agent: 'agent',
      Manager: 'manager',
      'BD/Partner': 'bdPartner',
      Distributor: 'distributor',
      Technician: 'technician',
    }),
  },
  { field: 'salesModel', options: options('salesModel', COMMISSION_SALES_MODELS, { B2C: 'b2c', B2B: 'b2b', B2B2C: 'b2b2c' }) },
  {
    field: 'revenueCollection',
    options: options('revenueCollection', COMMISSION_REVENUE_COLLECTIONS, { Upfront: 'upfront', 'In Installments': 'installments' }),
  },
  {
    field: 'employment',
    options: options('employment', COMMISSION_EMPLOYMENTS, {
      'Commission-Only': 'commissionOnly',
      'Base + Commission': 'baseCommission',
      'Fixed + Bonus': 'fixedBonus',
      'Fixed Only': 'fixedOnly',
    }),
  },
];

/** The request; amounts are typed in `currency` (the organization's, or a guest's region's). */
export function toRequest(form: CommissionForm, parseAmount: (raw: string) => number, currency: string): CommissionInputRaw {
  return {
    behavior: form.behavior as CommissionInputRaw['behavior'],
    role: form.role as CommissionInputRaw['role'],
    salesModel: form.salesModel as CommissionInputRaw['salesModel'],
    revenueCollection: form.revenueCollection as CommissionInputRaw['revenueCollection'],
    employment: form.employment as CommissionInputRaw['employment'],
    arpu: parseAmount(form.arpu),
    grossMargin: form.grossMargin,
    commissionCap: form.commissionCap,
    ...(form.monthlyPay.trim() === '' ? {} : { monthlyPay: parseAmount(form.monthlyPay) }),
    currency,
  };
}
