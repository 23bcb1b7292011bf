import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Calculator, RotateCcw } from 'lucide-react';
import {
  COMMISSION_BEHAVIOR_OPTIONS,
  COMMISSION_CAP_SLIDER,
  COMMISSION_EMPLOYMENT_OPTIONS,
  COMMISSION_FAILED_MESSAGE,
  COMMISSION_MISSING_MESSAGE,
  COMMISSION_MISSING_TITLE,
  COMMISSION_QUESTIONS,
  COMMISSION_REVENUE_COLLECTION_OPTIONS,
  COMMISSION_ROLE_OPTIONS,
  COMMISSION_SALES_MODEL_OPTIONS,
  commissionFormProblem,
  GROSS_MARGIN_SLIDER,
  missingCommissionFields,
  type CommissionAnchor,
  type CommissionField,
  type CommissionInputRaw,
  type CommissionOption,
  type CommissionRecommendation,
} from '@shared/commission';
import { parseNumberInput } from '@shared/pipeline';
import { ApiError } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { ToolWrapper, useToolAccess } from '@web/components/tool-shell/tool-wrapper.tsx';
import { ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { useRecommendCommission } from './api/use-recommend-commission.ts';

export default function CommissionCalculatorPage() {
  return (
    <ToolWrapper toolId="tool-3">
      <CommissionCalculator />
    </ToolWrapper>
  );
}

// ---------------------------------------------------------------------------------------------
// Form state

type ChoiceField = 'behavior' | 'role' | 'salesModel' | 'revenueCollection' | 'employment';

interface CommissionForm {
  behavior: string;
  role: string;
  salesModel: string;
  revenueCollection: string;
  employment: string;
  /** As typed: thousands separators and a leading "$" are accepted. */
  arpu: string;
  grossMargin: number;
  commissionCap: number;
}

/** Spec section 4: reset returns to the input with defaults (no answers, margin 50, cap not set). */
const FORM_DEFAULTS: CommissionForm = {
  behavior: '',
  role: '',
  salesModel: '',
  revenueCollection: '',
  employment: '',
  arpu: '',
  grossMargin: GROSS_MARGIN_SLIDER.default,
  commissionCap: COMMISSION_CAP_SLIDER.default,
};

const LABELS = Object.fromEntries(COMMISSION_QUESTIONS.map((q) => [q.field, q.label])) as Record<CommissionField, string>;

const CHOICES: { field: ChoiceField; options: readonly CommissionOption<string>[] }[] = [
  { field: 'behavior', options: COMMISSION_BEHAVIOR_OPTIONS },
  { field: 'role', options: COMMISSION_ROLE_OPTIONS },
  { field: 'salesModel', options: COMMISSION_SALES_MODEL_OPTIONS },
  { field: 'revenueCollection', options: COMMISSION_REVENUE_COLLECTION_OPTIONS },
  { field: 'employment', options: COMMISSION_EMPLOYMENT_OPTIONS },
];

function toRequest(form: CommissionForm): CommissionInputRaw {
  return {
    behavior: form.behavior as CommissionInputRaw['behavior'],
    role: form.role as CommissionInputRaw['role'],
    salesModel: form.salesModel as CommissionInputRaw['salesModel'],
    revenueCollection: form.revenueCollection as CommissionInputRaw['revenueCollection'],
    employment: form.employment as CommissionInputRaw['employment'],
    arpu: parseNumberInput(form.arpu),
    grossMargin: form.grossMargin,
    commissionCap: form.commissionCap,
  };
}

// ---------------------------------------------------------------------------------------------
// Formatting (the same rules as the server's report)

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dollars = (x: number) => (Math.abs(x - Math.round(x)) < 0.005 ? wholeDollars.format(Math.round(x)) : centDollars.format(x));
const pct = (x: number) => `${percent.format(x)}%`;

const ANCHOR_TEXT: Record<CommissionAnchor, { label: string; detail: string }> = {
  booking: { label: 'Booking date', detail: 'Commission is earned the day the contract is signed.' },
  invoice: { label: 'Invoice date', detail: 'Commission is earned when the invoice is issued.' },
  payment: { label: 'Payment date', detail: 'Commission is earned when the cash arrives.' },
};

// ---------------------------------------------------------------------------------------------

type Phase = 'input' | 'result';
const MISSING_TOAST = 'commission-missing';

function CommissionCalculator() {
  const { requestRun, handleRunError, runFinished, trialReturned } = useToolAccess();
  const [phase, setPhase] = useState<Phase>('input');
  const [form, setForm] = useState<CommissionForm>(FORM_DEFAULTS);
  const [missing, setMissing] = useState<CommissionField[]>([]);
  const [arpuError, setArpuError] = useState<string | undefined>();
  const recommend = useRecommendCommission();
  const submitting = recommend.isPending;
  const [result, setResult] = useState<CommissionRecommendation | null>(null);

  function update<K extends keyof CommissionForm>(field: K, value: CommissionForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((f) => f !== field));
    if (field === 'arpu') setArpuError(undefined);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const inputs = toRequest(form);
    // The one validator the route uses too (src/shared/commission.ts).
    const problem = commissionFormProblem(inputs);
    const unanswered = missingCommissionFields(inputs);
    setMissing(unanswered);
    if (problem === COMMISSION_MISSING_MESSAGE) {
      toast.error(COMMISSION_MISSING_TITLE, { id: MISSING_TOAST, description: COMMISSION_MISSING_MESSAGE });
      document.getElementById(`commission-${unanswered[0]}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    if (problem) {
      // Radios and sliders only hold valid values: what is left to get wrong is the typed ARPU.
      setArpuError(problem);
      toast.error('Check your answers', { description: problem });
      return;
    }
    toast.dismiss(MISSING_TOAST);
    if (!requestRun()) return;
    try {
      setResult(await recommend.mutateAsync(inputs));
      setPhase('result');
      runFinished();
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (handleRunError(error)) return;
      // The server refuses before charging, or gives the credit / trial back when the work fails.
      trialReturned();
      if (error instanceof ApiError && error.status === 400) {
        toast.error(COMMISSION_MISSING_TITLE, { description: error.message });
      } else {
        toast.error(errorMessage(error, COMMISSION_FAILED_MESSAGE));
      }
    }
  }

  function reset() {
    setForm(FORM_DEFAULTS);
    setMissing([]);
    setArpuError(undefined);
    setResult(null);
    setPhase('input');
    window.scrollTo({ top: 0 });
  }

  if (phase === 'result' && result) {
    return (
      <div className="space-y-6">
        <CommissionResult recommendation={result} />
        <ToolResultFooter
          toolId="tool-3"
          againLabel="Calculate Another Commission Plan"
          againIcon={<RotateCcw aria-hidden="true" className="size-4" />}
          onAgain={reset}
        />
      </div>
    );
  }

  const capHelp =
    form.commissionCap === 0
      ? `Commission will be capped at ${pct(form.grossMargin / 2)} of revenue (half your gross margin).`
      : form.commissionCap > form.grossMargin
        ? `Above your ${form.grossMargin}% gross margin: commission will be capped at the margin instead.`
        : `Commission will never be more than ${form.commissionCap}% of revenue.`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Design a commission plan</CardTitle>
        <CardDescription>
          Answer 8 questions about the role and your business. You get a simple plan your margin can afford, with example payouts.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-7" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          {CHOICES.map(({ field, options }, index) => (
            <ChoiceGroup
              key={field}
              field={field}
              number={index + 1}
              label={LABELS[field]}
              options={options}
              value={form[field]}
              invalid={missing.includes(field)}
              onChange={(value) => update(field, value)}
            />
          ))}

          <Question number={6}>
            <Field
              id="commission-arpu"
              label={LABELS.arpu}
              error={missing.includes('arpu') ? 'Enter the average amount a customer pays per sale, above $0.' : arpuError}
              hint="What one customer pays you per sale, on average. Commas are fine: 1,200."
            >
              <div className="relative">
                <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
                  $
                </span>
                <Input
                  id="commission-arpu"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="1,200"
                  className="pl-7"
                  value={form.arpu}
                  aria-invalid={missing.includes('arpu') || Boolean(arpuError) || undefined}
                  aria-describedby={missing.includes('arpu') || arpuError ? 'commission-arpu-error' : 'commission-arpu-hint'}
                  onChange={(e) => update('arpu', e.target.value)}
                />
              </div>
            </Field>
          </Question>

          <Question number={7}>
            <Slider
              id="commission-grossMargin"
              label={LABELS.grossMargin}
              min={GROSS_MARGIN_SLIDER.min}
              max={GROSS_MARGIN_SLIDER.max}
              step={GROSS_MARGIN_SLIDER.step}
              value={form.grossMargin}
              display={`${form.grossMargin}%`}
              hint="What is left of each sale after the cost of delivering it. Commission is paid out of this."
              onChange={(value) => update('grossMargin', value)}
            />
          </Question>

          <Question number={8}>
            <Slider
              id="commission-commissionCap"
              label={LABELS.commissionCap}
              min={COMMISSION_CAP_SLIDER.min}
              max={COMMISSION_CAP_SLIDER.max}
              step={COMMISSION_CAP_SLIDER.step}
              value={form.commissionCap}
              display={form.commissionCap === 0 ? 'Not set (50% of gross margin)' : `${form.commissionCap}%`}
              hint={capHelp}
              onChange={(value) => update('commissionCap', value)}
            />
          </Question>

          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={submitting}>
            {!submitting && <Calculator aria-hidden="true" className="size-4" />}
            {submitting ? 'Calculating your plan...' : 'Calculate Commission Plan'}
          </Button>
          {submitting && (
            <p role="status" className="text-sm text-slate-600">
              Working out an affordable plan from your answers...
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

function Question({ number, children }: { number: number; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

function ChoiceGroup({
  field,
  number,
  label,
  options,
  value,
  invalid,
  onChange,
}: {
  field: ChoiceField;
  number: number;
  label: string;
  options: readonly CommissionOption<string>[];
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Question number={number}>
      <fieldset id={`commission-${field}`} className="space-y-2" aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        <div role="radiogroup" aria-label={label} className={cn('grid gap-2 sm:grid-cols-2', invalid && 'rounded-lg ring-2 ring-red-300 ring-offset-2')}>
          {options.map((option) => {
            const optionId = `${id}-${option.value.replace(/\W+/g, '-')}`;
            const checked = value === option.value;
            return (
              <label
                key={option.value}
                htmlFor={optionId}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
                  checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                <input
                  id={optionId}
                  type="radio"
                  name={field}
                  value={option.value}
                  checked={checked}
                  aria-label={option.label}
                  aria-describedby={`${optionId}-hint`}
                  onChange={() => onChange(option.value)}
                  className="size-4 accent-brand-700"
                />
                <span>
                  <span className="font-medium">{option.label}</span>
                  <span id={`${optionId}-hint`} className="block text-xs text-slate-500">
                    {option.hint}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {invalid && (
          <p id={`${id}-error`} className="text-sm text-red-600">
            Please choose one.
          </p>
        )}
      </fieldset>
    </Question>
  );
}

function Slider({
  id,
  label,
  min,
  max,
  step,
  value,
  display,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  display: string;
  hint: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-brand-800" data-testid={`${id}-value`}>
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Result

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function CommissionResult({ recommendation: rec }: { recommendation: CommissionRecommendation }) {
  const paysCommission = rec.commission_rate > 0;
  const anchor = ANCHOR_TEXT[rec.anchor];
  const target = rec.payout_table.find((row) => row.attainment === 100);
  return (
    <div className="space-y-6">
      <Card className="border-brand-600">
        <CardHeader>
          <p className="text-sm font-medium text-brand-700">Recommended plan</p>
          <CardTitle as="h2" className="text-2xl" data-testid="commission-plan">
            {rec.recommended_plan}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label="Commission rate" testId="commission-rate">
              {paysCommission ? (
                <>
                  <span className="text-xl font-bold text-brand-800">{pct(rec.commission_rate)}</span> of revenue
                  <span className="block text-xs text-slate-500">Never above the {pct(rec.effective_cap)} cap</span>
                </>
              ) : (
                <span className="text-xl font-bold">None</span>
              )}
            </Fact>
            <Fact label="Base / variable split" testId="commission-split">
              {rec.base_variable_split ? (
                <>
                  <span className="font-semibold">
                    {rec.base_variable_split.base}% base / {rec.base_variable_split.variable}% variable
                  </span>
                  <span className="block text-xs text-slate-500">Share of on-target pay</span>
                </>
              ) : (
                'Not applicable'
              )}
            </Fact>
            <Fact label="Payout trigger" testId="commission-trigger">
              {rec.payout_trigger}
            </Fact>
            <Fact label="Anchor date" testId="commission-anchor">
              {paysCommission ? (
                <>
                  <span className="font-semibold">{anchor.label}</span>
                  <span className="block text-xs text-slate-500">{anchor.detail}</span>
                </>
              ) : (
                'None: no commission is paid'
              )}
            </Fact>
          </dl>
          <div className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            <p className="font-semibold">Example payout</p>
            <p data-testid="commission-example">{rec.example_payout}</p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h3">Payout at 50%, 100% and 150% of target</CardTitle>
          <CardDescription>
            What this plan pays in a month, depending on how much of the example monthly target
            {target ? ` (${dollars(target.revenue)} of revenue)` : ''} is reached.
          </CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="commission-payout-table">
            <caption className="sr-only">Example payout by attainment of the monthly target</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Attainment
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Monthly revenue
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Payout
                </th>
              </tr>
            </thead>
            <tbody>
              {rec.payout_table.map((row) => (
                <tr key={row.attainment} className={cn('border-b border-slate-100', row.attainment === 100 && 'bg-brand-50 font-semibold')}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {row.attainment}% of target
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{dollars(row.revenue)}</td>
                  <td className="py-2 text-right tabular-nums">{dollars(row.payout)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h3">Pay components</CardTitle>
          <CardDescription>At most three parts, so everyone can see how a deal turns into pay.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3" data-testid="commission-components">
            {rec.components.map((component) => (
              <li key={component.name} className="rounded-lg border border-slate-200 p-3">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span>{component.name}</span>
                  {component.rate !== undefined && <Badge variant="secondary">{pct(component.rate)}</Badge>}
                </p>
                <p className="mt-1 text-sm text-slate-700">{component.description}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h3">Why this plan</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm leading-relaxed text-slate-800" data-testid="commission-reasoning">
            {rec.reasoning}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
