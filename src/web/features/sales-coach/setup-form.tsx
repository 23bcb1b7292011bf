import { useId } from 'react';
import { Phone } from 'lucide-react';
import { SALES_DIFFICULTIES, SALES_GOALS, SALES_OBJECTIONS, SALES_PRODUCT_MAX, SALES_SCENARIOS } from '@shared/reports';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Textarea } from '@web/components/ui/input.tsx';
import { cn } from '@web/components/ui/cn.ts';

export interface SetupDraft {
  product: string;
  scenario: string;
  objection: string;
  goal: string;
  difficulty: string;
}

export const EMPTY_SETUP: SetupDraft = { product: '', scenario: '', objection: '', goal: '', difficulty: '' };

const DIFFICULTY_HINTS: Record<string, string> = {
  'Easy (Warm Lead)': 'Friendly and open',
  'Medium (Skeptical Buyer)': 'Guarded, wants specifics',
  'Hard (Hostile/Resistant)': 'Curt, pushes back hard',
};

function ChoiceGroup({
  label,
  name,
  options,
  value,
  onChange,
  hints,
}: {
  label: string;
  name: keyof SetupDraft;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  hints?: Record<string, string>;
}) {
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
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
                checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="size-4 accent-brand-700"
              />
              <span>
                {option}
                {hints?.[option] && <span className="block text-xs text-slate-500">{hints[option]}</span>}
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
  notice,
}: {
  draft: SetupDraft;
  onChange: (draft: SetupDraft) => void;
  onStart: () => void;
  starting: boolean;
  notice?: string | null;
}) {
  const productId = useId();
  const set = (key: keyof SetupDraft) => (value: string) => onChange({ ...draft, [key]: value });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Set up your practice call</CardTitle>
        <CardDescription>Answer 5 questions. Then you get a 5-minute call with an AI prospect and a report on how you did.</CardDescription>
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
          <Field id={productId} label="What are you selling?" hint={`${draft.product.length}/${SALES_PRODUCT_MAX}`}>
            <Textarea
              id={productId}
              value={draft.product}
              maxLength={SALES_PRODUCT_MAX}
              placeholder="e.g. Bookkeeping software for small shops, $15 a month"
              onChange={(e) => set('product')(e.target.value)}
              aria-describedby={`${productId}-hint`}
            />
          </Field>
          <ChoiceGroup label="Scenario" name="scenario" options={SALES_SCENARIOS} value={draft.scenario} onChange={set('scenario')} />
          <ChoiceGroup label="Objection" name="objection" options={SALES_OBJECTIONS} value={draft.objection} onChange={set('objection')} />
          <ChoiceGroup label="Goal" name="goal" options={SALES_GOALS} value={draft.goal} onChange={set('goal')} />
          <ChoiceGroup
            label="Difficulty"
            name="difficulty"
            options={SALES_DIFFICULTIES}
            value={draft.difficulty}
            onChange={set('difficulty')}
            hints={DIFFICULTY_HINTS}
          />
          {notice && <p className="text-sm text-slate-600">{notice}</p>}
          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={starting}>
            <Phone aria-hidden="true" className="size-4" />
            Start Simulation
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
