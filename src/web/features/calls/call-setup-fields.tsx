import { useId } from 'react';
import { CALL_SELLER_CHANNELS, type SellerChannel } from '@shared/calls';
import { SALES_DIFFICULTIES, SALES_GOALS, SALES_PRODUCT_MAX, SALES_SCENARIOS, type SalesDifficulty, type SalesGoal, type SalesScenario } from '@shared/reports';
import { useT } from '@web/lib/language/i18n.ts';
import { DIFFICULTY_HINTS, DIFFICULTY_LABELS, GOAL_LABELS, SCENARIO_LABELS } from '@web/lib/language/sales-setup-labels.ts';
import { Field } from '@web/components/ui/field.tsx';
import { Textarea } from '@web/components/ui/input.tsx';
import { ChoiceGroup } from '@web/features/sales-coach/index.ts';

/** The Sales Coach's setup, as far as it applies to a call that happened: no objection to pick (the call's own are found). */
export interface CallSetupDraft {
  product: string;
  scenario: SalesScenario | '';
  goal: SalesGoal | '';
  difficulty: SalesDifficulty | '';
}

export const EMPTY_CALL_SETUP: CallSetupDraft = { product: '', scenario: '', goal: '', difficulty: '' };

/** What the call was about, all optional, with the Sales Coach's fields and labels. */
export function SetupFields({ setup, onChange }: { setup: CallSetupDraft; onChange: (setup: CallSetupDraft) => void }) {
  const t = useT('calls');
  const ts = useT('salesCoach');
  const productId = useId();
  return (
    <fieldset className="space-y-6">
      <legend className="text-base font-semibold text-slate-900">{t('form.setupTitle')}</legend>
      <p className="-mt-4 text-sm text-slate-600">{t('form.setupHint')}</p>
      <Field id={productId} label={ts('setup.productLabel')} hint={`${setup.product.length}/${SALES_PRODUCT_MAX}`}>
        <Textarea
          id={productId}
          value={setup.product}
          maxLength={SALES_PRODUCT_MAX}
          placeholder={ts('setup.productPlaceholder')}
          onChange={(event) => onChange({ ...setup, product: event.target.value })}
          aria-describedby={`${productId}-hint`}
        />
      </Field>
      <ChoiceGroup
        label={ts('setup.scenarioLabel')}
        name="scenario"
        options={SALES_SCENARIOS}
        labels={SCENARIO_LABELS}
        value={setup.scenario}
        onChange={(scenario) => onChange({ ...setup, scenario: scenario as SalesScenario })}
      />
      <ChoiceGroup
        label={ts('setup.goalLabel')}
        name="goal"
        options={SALES_GOALS}
        labels={GOAL_LABELS}
        value={setup.goal}
        onChange={(goal) => onChange({ ...setup, goal: goal as SalesGoal })}
      />
      <ChoiceGroup
        label={ts('setup.difficultyLabel')}
        name="difficulty"
        options={SALES_DIFFICULTIES}
        labels={DIFFICULTY_LABELS}
        hints={DIFFICULTY_HINTS}
        value={setup.difficulty}
        onChange={(difficulty) => onChange({ ...setup, difficulty: difficulty as SalesDifficulty })}
      />
    </fieldset>
  );
}

/** Which channel of a stereo recording is the seller's. */
export function ChannelField({ value, onChange }: { value: SellerChannel; onChange: (channel: SellerChannel) => void }) {
  const t = useT('calls');
  const hintId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={`${hintId}-hint`}>
      <legend className="text-sm font-medium text-slate-800">{t('form.channel')}</legend>
      <div className="flex flex-wrap gap-4">
        {CALL_SELLER_CHANNELS.map((channel) => (
          <label key={channel} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="sellerChannel"
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
              className="size-4 accent-brand-700"
            />
            {t(`form.channel.${channel}`)}
          </label>
        ))}
      </div>
      <p id={`${hintId}-hint`} className="text-xs text-slate-500">
        {t('form.channelHint')}
      </p>
    </fieldset>
  );
}
