import { Calculator } from 'lucide-react';
import { PERIODS, pipelineLimits, type PipelinePeriod } from '@shared/pipeline';
import { useFormat } from '@web/lib/language/format.ts';
import { useLocale, useT } from '@web/lib/language/i18n.ts';
import { useMoney } from '@web/lib/language/money.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { NativeSelect } from '@web/components/ui/input.tsx';
import { currencyPlacement, numberText } from './number-text.ts';
import { NumberWithSlider, type Affix } from './number-with-slider.tsx';
import { currencyWord, listText } from './pipeline-form-model.ts';
import type { PipelineFormState } from './use-pipeline-form.ts';

/** Spec section 5's form: four numbers, the period they are counted in, and Calculate. */
export function PipelineForm({ state, starting, onSubmit }: { state: PipelineFormState; starting: boolean; onSubmit: () => void }) {
  const t = useT('pipeline');
  const locale = useLocale();
  const { input, missing, setPeriod } = state;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-6"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <NumberFields state={state} />
          <Field id="pipeline-period" label={t('field.period.label')} hint={t('field.period.hint')}>
            <NativeSelect
              id="pipeline-period"
              value={input.period}
              aria-describedby="pipeline-period-hint"
              onChange={(e) => setPeriod(e.target.value as PipelinePeriod)}
            >
              {PERIODS.map((period) => (
                <option key={period.value} value={period.value}>
                  {t(`period.${period.value}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>

          {missing && (
            <Alert variant="warning" data-testid="pipeline-problem">
              {t('problem.missing', {
                fields: listText(
                  missing.map((field) => t(`problem.field.${field}`)),
                  locale,
                ),
              })}
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={starting}>
            {!starting && <Calculator aria-hidden="true" className="size-4" />}
            {t('form.calculate')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Target, deal size, close rate and leads: each a slider with a box it may be typed in. */
function NumberFields({ state }: { state: PipelineFormState }) {
  const t = useT('pipeline');
  const locale = useLocale();
  const format = useFormat();
  const money = useMoney();
  const numberLocale = money.numberLocale;
  const { input, texts } = state;
  // The sliders reach what an SME turns over in the organization's currency, not 1,000,000 of anything.
  const limits = pipelineLimits(money.currency);
  const currency = currencyWord(t, money, locale);
  const moneyAffix: Affix = { text: money.symbol, side: currencyPlacement(money.currency, numberLocale) };
  const fieldProps = {
    parse: state.parseText,
    notANumber: t('field.notANumber', { example: numberText(25_000, numberLocale) }),
    notEntered: t('field.notEntered'),
    onSlider: state.setFromSlider,
    onText: state.setFromText,
    onBlur: state.tidyText,
  };
  return (
    <>
      <NumberWithSlider
        {...fieldProps}
        field="target"
        label={t('field.target.label')}
        sliderLabel={t('field.target.slider')}
        hint={t('field.target.hint', { currency, max: money.format(limits.target.max) })}
        affix={moneyAffix}
        valueText={(value) => money.format(value)}
        limits={limits.target}
        value={input.target}
        text={texts.target}
      />
      <NumberWithSlider
        {...fieldProps}
        field="dealSize"
        label={t('field.dealSize.label')}
        sliderLabel={t('field.dealSize.slider')}
        hint={t('field.dealSize.hint', { currency })}
        affix={moneyAffix}
        valueText={(value) => money.format(value)}
        limits={limits.dealSize}
        value={input.dealSize}
        text={texts.dealSize}
      />
      <NumberWithSlider
        {...fieldProps}
        field="closeRate"
        label={t('field.closeRate.label')}
        sliderLabel={t('field.closeRate.slider')}
        hint={t('field.closeRate.hint')}
        affix={{ text: '%', side: 'after' }}
        valueText={(value) => format.percent(value, 2)}
        limits={limits.closeRate}
        value={input.closeRate}
        text={texts.closeRate}
      />
      <NumberWithSlider
        {...fieldProps}
        field="leads"
        label={t('field.leads.label')}
        sliderLabel={t('field.leads.slider')}
        hint={t('field.leads.hint', { period: input.period })}
        valueText={(value) => numberText(value, numberLocale)}
        limits={limits.leads}
        value={input.leads}
        text={texts.leads}
      />
    </>
  );
}
