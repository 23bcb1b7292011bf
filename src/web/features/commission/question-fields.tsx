import { useId, type ReactNode } from 'react';
import { useT } from '@web/lib/language/i18n.ts';
import { cn } from '@web/components/ui/cn.ts';
import type { ChoiceField, ChoiceOption } from './commission-form-model.ts';

// The form's building blocks: a numbered question, a group of answers to choose one of, a percentage slider.

export function Question({ number, children }: { number: number; children: ReactNode }) {
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

export function ChoiceGroup({
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
  options: ChoiceOption[];
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const t = useT('commission');
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
                  aria-label={t(option.label)}
                  aria-describedby={`${optionId}-hint`}
                  onChange={() => onChange(option.value)}
                  className="size-4 accent-brand-700"
                />
                <span>
                  <span className="font-medium">{t(option.label)}</span>
                  <span id={`${optionId}-hint`} className="block text-xs text-slate-500">
                    {t(option.hint)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {invalid && (
          <p id={`${id}-error`} className="text-sm text-red-600">
            {t('question.chooseOne')}
          </p>
        )}
      </fieldset>
    </Question>
  );
}

export function Slider({
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
