import type { ReactNode } from 'react';
import { Calculator } from 'lucide-react';
import { COMMISSION_CAP_SLIDER, GROSS_MARGIN_SLIDER } from '@shared/commission';
import { typicalMonthlyPay } from '@shared/sme-amounts.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { useMoney } from '@web/lib/language/money.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { CHOICES, QUESTION_IDS } from './commission-form-model.ts';
import { useArpuLabel, usePercent } from './commission-format.ts';
import { ChoiceGroup, Question, Slider } from './question-fields.tsx';
import type { CommissionFormState } from './use-commission-form.ts';

/**
 * The 8 questions (spec section 4) and the submit button; `onSubmit` runs once the answers are valid.
 * `cost`: what a run costs (CreditCost), shown under the button, which reads it through `describedBy` (its id).
 */
export function CommissionFormCard({
  state,
  submitting,
  onSubmit,
  describedBy,
  cost,
}: {
  state: CommissionFormState;
  submitting: boolean;
  onSubmit: () => void;
  describedBy?: string;
  cost?: ReactNode;
}) {
  const t = useT('commission');
  const { form, missing, update } = state;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-7"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          aria-busy={submitting || undefined}
        >
          {CHOICES.map(({ field, options }, index) => (
            <ChoiceGroup
              key={field}
              field={field}
              number={index + 1}
              label={t(QUESTION_IDS[field])}
              options={options}
              value={form[field]}
              invalid={missing.includes(field)}
              onChange={(value) => update(field, value)}
            />
          ))}
          <ArpuQuestion state={state} />
          <MarginQuestions state={state} />
          <MonthlyPayField state={state} />
          <div className="space-y-2">
            <Button type="submit" size="lg" className="w-full sm:w-auto" loading={submitting} aria-describedby={describedBy}>
              {!submitting && <Calculator aria-hidden="true" className="size-4" />}
              {submitting ? t('submitting') : t('submit')}
            </Button>
            {cost}
          </div>
          {submitting && (
            <p role="status" className="text-sm text-slate-600">
              {t('submittingStatus')}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

/** Question 6: the average revenue per sale, typed the reader's way in the organization's currency. */
function ArpuQuestion({ state }: { state: CommissionFormState }) {
  const t = useT('commission');
  const money = useMoney();
  const arpuLabel = useArpuLabel();
  const { form, missing, arpuError, update, arpuProblemText } = state;
  // "1,200" as the reader groups digits (always grouped, even where 4 digits usually are not).
  const arpuExample = new Intl.NumberFormat(money.numberLocale, { useGrouping: 'always' } as Intl.NumberFormatOptions).format(1200);
  return (
    <Question number={6}>
      <Field
        id="commission-arpu"
        label={arpuLabel}
        error={missing.includes('arpu') ? t('arpu.missing', { zero: money.format(0) }) : arpuError !== undefined ? arpuProblemText(arpuError) : undefined}
        hint={t('arpu.hint', { example: arpuExample })}
      >
        <AmountInput
          id="commission-arpu"
          placeholder={arpuExample}
          value={form.arpu}
          invalid={missing.includes('arpu') || Boolean(arpuError)}
          onChange={(value) => update('arpu', value)}
        />
      </Field>
    </Question>
  );
}

/** Questions 7 and 8: gross margin, and the cap on commission it allows. */
function MarginQuestions({ state }: { state: CommissionFormState }) {
  const t = useT('commission');
  const pct = usePercent();
  const { form, update } = state;
  const capHelp =
    form.commissionCap === 0
      ? t('cap.hintDefault', { cap: pct(form.grossMargin / 2) })
      : form.commissionCap > form.grossMargin
        ? t('cap.hintAboveMargin', { margin: pct(form.grossMargin) })
        : t('cap.hintSet', { cap: pct(form.commissionCap) });
  return (
    <>
      <Question number={7}>
        <Slider
          id="commission-grossMargin"
          label={t(QUESTION_IDS.grossMargin)}
          min={GROSS_MARGIN_SLIDER.min}
          max={GROSS_MARGIN_SLIDER.max}
          step={GROSS_MARGIN_SLIDER.step}
          value={form.grossMargin}
          display={pct(form.grossMargin)}
          hint={t('grossMargin.hint')}
          onChange={(value) => update('grossMargin', value)}
        />
      </Question>
      <Question number={8}>
        <Slider
          id="commission-commissionCap"
          label={t(QUESTION_IDS.commissionCap)}
          min={COMMISSION_CAP_SLIDER.min}
          max={COMMISSION_CAP_SLIDER.max}
          step={COMMISSION_CAP_SLIDER.step}
          value={form.commissionCap}
          display={form.commissionCap === 0 ? t('cap.notSet', { share: pct(50) }) : pct(form.commissionCap)}
          hint={capHelp}
          onChange={(value) => update('commissionCap', value)}
        />
      </Question>
    </>
  );
}

/** A box for an amount in the organization's currency, its symbol inside where amounts write it: "$ 1,200", "1 200 F CFA". */
function AmountInput({
  id,
  placeholder,
  value,
  invalid,
  onChange,
}: {
  id: string;
  placeholder?: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const money = useMoney();
  const symbolAfter = !money.format(1).startsWith(money.symbol) && money.format(1).endsWith(money.symbol);
  const symbolPadding = `calc(1.25rem + ${money.symbol.length}ch)`;
  const dollarPrefix = money.symbol === '$' && !symbolAfter;
  return (
    <div className="relative">
      <span aria-hidden="true" className={cn('pointer-events-none absolute inset-y-0 flex items-center text-slate-500', symbolAfter ? 'right-3' : 'left-3')}>
        {money.symbol}
      </span>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        className={dollarPrefix ? 'pl-7' : undefined}
        style={dollarPrefix ? undefined : symbolAfter ? { paddingRight: symbolPadding } : { paddingLeft: symbolPadding }}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** Optional, after the 8 questions: the monthly pay the plan should start from (else a typical one for the currency). */
function MonthlyPayField({ state }: { state: CommissionFormState }) {
  const t = useT('commission');
  const money = useMoney();
  const { form, monthlyPayError, update } = state;
  return (
    <Field
      id="commission-monthlyPay"
      label={t('monthlyPay.label')}
      hint={t('monthlyPay.hint', { typical: money.format(typicalMonthlyPay(money.currency)) })}
      error={monthlyPayError !== undefined ? t('monthlyPay.invalid', { zero: money.format(0) }) : undefined}
    >
      <AmountInput
        id="commission-monthlyPay"
        value={form.monthlyPay}
        invalid={monthlyPayError !== undefined}
        onChange={(value) => update('monthlyPay', value)}
      />
    </Field>
  );
}
