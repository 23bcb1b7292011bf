import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { cn } from '@web/components/ui/cn.ts';
import type { NumberField } from './pipeline-form-model.ts';

// One number of the form: a slider and the box beside it, where it may be typed the reader's way.

/** The currency symbol or "%" shown inside a box, before or after the number. */
export interface Affix {
  text: string;
  side: 'before' | 'after';
}

/** Room for the affix inside the box: the old classes for one character ("$", "%"), more for "Ksh" or "F CFA". */
function affixPadding(affix: Affix | undefined): { className?: string; style?: React.CSSProperties } {
  if (!affix) return {};
  if (affix.text.length <= 1) return { className: affix.side === 'before' ? 'pl-7' : 'pr-8' };
  const room = `calc(1.25rem + ${affix.text.length}ch)`;
  return { style: affix.side === 'before' ? { paddingLeft: room } : { paddingRight: room } };
}

export function NumberWithSlider({
  field,
  label,
  sliderLabel,
  hint,
  affix,
  valueText,
  parse,
  notANumber,
  notEntered,
  limits,
  value,
  text,
  onSlider,
  onText,
  onBlur,
}: {
  field: NumberField;
  label: string;
  sliderLabel: string;
  hint: string;
  affix?: Affix;
  /** The value as the slider announces it ("$500,000", "25%"). */
  valueText: (value: number) => string;
  parse: (field: NumberField, raw: string) => number;
  notANumber: string;
  notEntered: string;
  limits: { min: number; max: number; step: number };
  value: number;
  text: string;
  onSlider: (field: NumberField, value: number) => void;
  onText: (field: NumberField, raw: string) => void;
  onBlur: (field: NumberField) => void;
}) {
  const id = `pipeline-${field}`;
  const unreadable = text.trim() !== '' && Number.isNaN(parse(field, text));
  const padding = affixPadding(affix);
  return (
    <Field id={id} label={label} hint={hint} error={unreadable ? notANumber : undefined}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          type="range"
          aria-label={sliderLabel}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          // Typed values may go past the slider's end; the slider then rests at its max.
          value={Math.min(limits.max, Math.max(limits.min, value))}
          aria-valuetext={value > 0 ? valueText(value) : notEntered}
          onChange={(e) => onSlider(field, Number(e.target.value))}
          className="h-11 w-full flex-1 cursor-pointer accent-brand-700"
        />
        <div className="relative sm:w-40">
          {affix?.side === 'before' && (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
              {affix.text}
            </span>
          )}
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            className={cn('tabular-nums', padding.className)}
            style={padding.style}
            aria-invalid={unreadable || undefined}
            aria-describedby={unreadable ? `${id}-error` : `${id}-hint`}
            onChange={(e) => onText(field, e.target.value)}
            onBlur={() => onBlur(field)}
          />
          {affix?.side === 'after' && (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500">
              {affix.text}
            </span>
          )}
        </div>
      </div>
    </Field>
  );
}
