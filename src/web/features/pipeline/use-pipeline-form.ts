import { useState } from 'react';
import { canCalculatePipeline, PIPELINE_DEFAULTS, type PipelineInput, type PipelinePeriod } from '@shared/pipeline';
import { useMoney } from '@web/lib/language/money.ts';
import { CLAMPS, missingFields, MONEY_FIELDS, textsFor, type NumberField, type Texts } from './pipeline-form-model.ts';
import { numberText, parseLocalNumber } from './number-text.ts';

/** The form's numbers and their typed texts, kept in step, and which are still missing. */
export function usePipelineForm() {
  const money = useMoney();
  const numberLocale = money.numberLocale;
  const [input, setInput] = useState<PipelineInput>({ ...PIPELINE_DEFAULTS });
  const [texts, setTexts] = useState<Texts>(() => textsFor(PIPELINE_DEFAULTS, numberLocale));
  // The language (or the organization's country, once known) changed: rewrite the boxes the new way.
  const [textsLocale, setTextsLocale] = useState(numberLocale);
  if (textsLocale !== numberLocale) {
    setTextsLocale(numberLocale);
    setTexts(textsFor(input, numberLocale));
  }
  const [missing, setMissing] = useState<NumberField[] | null>(null);

  /** Typed text as a number, written the reader's way (a money box may carry the currency); NaN when unreadable. */
  function parseText(field: NumberField, raw: string): number {
    return parseLocalNumber(raw, numberLocale, MONEY_FIELDS.has(field) ? [money.symbol, money.currency] : []);
  }

  /** Reads typed text: separators stripped, then clamped; empty or not a number counts as 0 (not entered). */
  function valueFromText(field: NumberField, raw: string): number {
    const parsed = parseText(field, raw);
    return Number.isNaN(parsed) ? 0 : CLAMPS[field](parsed);
  }

  function setFromSlider(field: NumberField, value: number) {
    setInput((current) => ({ ...current, [field]: value }));
    setTexts((current) => ({ ...current, [field]: numberText(value, numberLocale) }));
    setMissing(null);
  }

  function setFromText(field: NumberField, raw: string) {
    setTexts((current) => ({ ...current, [field]: raw }));
    setInput((current) => ({ ...current, [field]: valueFromText(field, raw) }));
    setMissing(null);
  }

  // Once the user leaves the box, show the number that will be used (clamped, with separators).
  function tidyText(field: NumberField) {
    setTexts((current) => ({ ...current, [field]: numberText(input[field], numberLocale) }));
  }

  function setPeriod(period: PipelinePeriod) {
    setInput((current) => ({ ...current, period }));
  }

  /** True when the maths can run; otherwise marks the fields still missing. */
  function validate(): boolean {
    if (canCalculatePipeline(input)) return true;
    const fields = missingFields(input);
    setMissing(fields.length > 0 ? fields : null);
    return false;
  }

  function reset() {
    setInput({ ...PIPELINE_DEFAULTS });
    setTexts(textsFor(PIPELINE_DEFAULTS, numberLocale));
    setMissing(null);
  }

  return { input, texts, missing, parseText, setFromSlider, setFromText, tidyText, setPeriod, validate, reset };
}

export type PipelineFormState = ReturnType<typeof usePipelineForm>;
