import { useState } from 'react';
import { toast } from '@web/lib/feedback/toast.ts';
import {
  commissionAmountMax,
  COMMISSION_MISSING_MESSAGE,
  commissionFormProblem,
  commissionInputProblem,
  missingCommissionFields,
  type CommissionField,
  type CommissionInputRaw,
} from '@shared/commission';
import { useT } from '@web/lib/language/i18n.ts';
import { useMoney } from '@web/lib/language/money.ts';
import { schemaMessageText } from '@web/lib/api/server-message.ts';
import { FORM_DEFAULTS, toRequest, type CommissionForm } from './commission-form-model.ts';
import { parseAmount } from './parse-amount.ts';

const MISSING_TOAST = 'commission-missing';

/** The 8 answers as typed, which are missing or wrong, and the checks before a run. */
export function useCommissionForm() {
  const t = useT('commission');
  const money = useMoney();
  const [form, setForm] = useState<CommissionForm>(FORM_DEFAULTS);
  const [missing, setMissing] = useState<CommissionField[]>([]);
  // 'tooHigh' (above commissionAmountMax), or another problem's text from the shared validator.
  const [arpuError, setArpuError] = useState<string | undefined>();
  // The shared validator's message for the optional monthly pay.
  const [monthlyPayError, setMonthlyPayError] = useState<string | undefined>();

  function update<K extends keyof CommissionForm>(field: K, value: CommissionForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((f) => f !== field));
    if (field === 'arpu') setArpuError(undefined);
    if (field === 'monthlyPay') setMonthlyPayError(undefined);
  }

  function arpuProblemText(kind: string) {
    return kind === 'tooHigh' ? t('arpu.tooHigh', { max: money.format(commissionAmountMax(money.currency)) }) : schemaMessageText(kind);
  }

  /** The request for valid answers; otherwise null, with the problem marked and told. */
  function validate(): CommissionInputRaw | null {
    const inputs = toRequest(form, (raw) => parseAmount(raw, money.numberLocale, money.symbol), money.currency);
    // The one validator the route uses too (src/shared/commission.ts).
    const problem = commissionFormProblem(inputs);
    const unanswered = missingCommissionFields(inputs);
    setMissing(unanswered);
    if (problem === COMMISSION_MISSING_MESSAGE) {
      toast.error(t('toast.missingTitle'), { id: MISSING_TOAST, description: t('toast.missingMessage') });
      document.getElementById(`commission-${unanswered[0]}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return null;
    }
    if (problem && commissionInputProblem(inputs)?.field === 'monthlyPay') {
      setMonthlyPayError(problem);
      toast.error(t('toast.checkAnswers'), { description: schemaMessageText(problem) });
      return null;
    }
    if (problem) {
      // Radios and sliders only hold valid values: what is left to get wrong is the typed ARPU.
      const kind = typeof inputs.arpu === 'number' && inputs.arpu > commissionAmountMax(money.currency) ? 'tooHigh' : problem;
      setArpuError(kind);
      toast.error(t('toast.checkAnswers'), { description: arpuProblemText(kind) });
      return null;
    }
    toast.dismiss(MISSING_TOAST);
    return inputs;
  }

  function reset() {
    setForm(FORM_DEFAULTS);
    setMissing([]);
    setArpuError(undefined);
    setMonthlyPayError(undefined);
  }

  return { form, missing, arpuError, monthlyPayError, update, validate, reset, arpuProblemText };
}

export type CommissionFormState = ReturnType<typeof useCommissionForm>;
