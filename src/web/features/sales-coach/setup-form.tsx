import { useId, type ReactNode } from 'react';
import { Phone } from 'lucide-react';
import { SALES_DIFFICULTIES, SALES_GOALS, SALES_OBJECTIONS, SALES_PRODUCT_MAX, SALES_SCENARIOS, type SalesSetup } from '@shared/reports';
import type { MessageId } from '@shared/i18n/namespaces.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Textarea } from '@web/components/ui/input.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { DIFFICULTY_HINTS, DIFFICULTY_LABELS, GOAL_LABELS, OBJECTION_LABELS, SCENARIO_LABELS } from '@web/lib/language/sales-setup-labels.ts';

export interface SetupDraft {
  product: string;
  scenario: string;
  objection: string;
  goal: string;
  difficulty: string;
}

export const EMPTY_SETUP: SetupDraft = { product: '', scenario: '', objection: '', goal: '', difficulty: '' };

export function draftOf(setup: SalesSetup): SetupDraft {
  return { product: setup.product, scenario: setup.scenario, objection: setup.objection, goal: setup.goal, difficulty: setup.difficulty };
}

type Id = MessageId<'salesCoach'>;

/** One setup choice as radio cards (also the real-call upload's setup, through this feature's index.ts). */
export function ChoiceGroup<O extends string>({
  label,
  name,
  options,
  labels,
  value,
  onChange,
  hints,
  locked = false,
}: {
  label: string;
  name: string;
  options: readonly O[];
  labels: Record<O, Id>;
  value: string;
  onChange: (value: string) => void;
  hints?: Record<O, Id>;
  /** Fixed by an assignment: the answer shows, the others cannot be picked. */
  locked?: boolean;
}) {
  const t = useT('salesCoach');
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend id={`${id}-legend`} className="text-sm font-medium text-slate-800">
        {label}
      </legend>
      <div role="radiogroup" aria-labelledby={`${id}-legend`} className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${id}-${option.replace(/\W+/g, '-')}`;
          const checked = value === option;
          return (
            <label
              key={option}
              htmlFor={optionId}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
                checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800',
                locked ? (checked ? 'cursor-default' : 'cursor-not-allowed opacity-60') : 'cursor-pointer',
                !locked && !checked && 'hover:bg-slate-50',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option}
                checked={checked}
                disabled={locked}
                onChange={() => onChange(option)}
                className="size-4 accent-brand-700"
              />
              <span>
                {t(labels[option])}
                {hints && <span className="block text-xs text-slate-500">{t(hints[option])}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function SetupForm({
  draft,
  onChange,
  onStart,
  starting,
  lastFailure,
  locked: lockedBy = false,
  describedBy,
  cost,
}: {
  draft: SetupDraft;
  onChange: (draft: SetupDraft) => void;
  onStart: () => void;
  starting: boolean;
  /** Why the last call could not connect (already in the reader's language). */
  lastFailure?: string | null;
  /** The setup comes from an assignment (true), or from the real call practised: shown, not editable. */
  locked?: boolean | 'practice';
  /** What starting a call costs (CreditCost), shown under "Start" and read with it (its id). */
  describedBy?: string;
  cost?: ReactNode;
}) {
  const t = useT('salesCoach');
  const productId = useId();
  const locked = Boolean(lockedBy);
  const set = (key: keyof SetupDraft) => (value: string) => onChange({ ...draft, [key]: value });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('setup.title')}</CardTitle>
        <CardDescription>{t('setup.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-6"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onStart();
          }}
        >
          {locked && <p className="text-sm text-slate-600">{t(lockedBy === 'practice' ? 'practise.locked' : 'assignment.locked')}</p>}
          <Field id={productId} label={t('setup.productLabel')} hint={`${draft.product.length}/${SALES_PRODUCT_MAX}`}>
            <Textarea
              id={productId}
              value={draft.product}
              readOnly={locked}
              maxLength={SALES_PRODUCT_MAX}
              placeholder={t('setup.productPlaceholder')}
              onChange={(e) => set('product')(e.target.value)}
              aria-describedby={`${productId}-hint`}
            />
          </Field>
          <ChoiceGroup
            label={t('setup.scenarioLabel')}
            name="scenario"
            options={SALES_SCENARIOS}
            labels={SCENARIO_LABELS}
            value={draft.scenario}
            onChange={set('scenario')}
            locked={locked}
          />
          <ChoiceGroup
            label={t('setup.objectionLabel')}
            name="objection"
            options={SALES_OBJECTIONS}
            labels={OBJECTION_LABELS}
            value={draft.objection}
            onChange={set('objection')}
            locked={locked}
          />
          <ChoiceGroup
            label={t('setup.goalLabel')}
            name="goal"
            options={SALES_GOALS}
            labels={GOAL_LABELS}
            value={draft.goal}
            onChange={set('goal')}
            locked={locked}
          />
          <ChoiceGroup
            label={t('setup.difficultyLabel')}
            name="difficulty"
            options={SALES_DIFFICULTIES}
            labels={DIFFICULTY_LABELS}
            value={draft.difficulty}
            onChange={set('difficulty')}
            hints={DIFFICULTY_HINTS}
            locked={locked}
          />
          {lastFailure && <p className="text-sm text-slate-600">{t('setup.lastAttempt', { reason: lastFailure })}</p>}
          <div className="space-y-2">
            <Button type="submit" size="lg" className="w-full sm:w-auto" loading={starting} aria-describedby={describedBy}>
              <Phone aria-hidden="true" className="size-4" />
              {t('setup.start')}
            </Button>
            {cost}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
