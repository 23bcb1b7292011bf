import { useId, useState } from 'react';
import { PITCH_MAX_SECONDS } from '@shared/limits';
import { PITCH_TEXT_MAX_CHARS, PITCH_TEXT_MIN_CHARS } from '@shared/pitch-lab-constants';
import { Button } from '@web/components/ui/button.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { useLocale, useT } from '@web/lib/language/i18n.ts';
import { spokenSeconds, typedPitchPace } from '@web/features/pitch-lab/typed-pitch-pace.ts';

function countWords(text: string) {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export interface PitchDraft {
  text: string;
  seconds: string;
}

interface TypedPitchFormProps {
  draft: PitchDraft;
  onDraftChange: (draft: PitchDraft) => void;
  onSubmit: (transcript: string, durationSeconds?: number) => void;
  onCancel?: () => void;
  /** The id of what a run costs (CreditCost), read with the submit button. */
  describedBy?: string;
}

/** Type or paste a pitch: the same analysis as a recording, for when there is no microphone or speech engine. */
export function TypedPitchForm({ draft, onDraftChange, onSubmit, onCancel, describedBy }: TypedPitchFormProps) {
  const t = useT('pitchLab');
  const { text, seconds } = draft;
  const [error, setError] = useState<string>();
  const [secondsError, setSecondsError] = useState<string>();
  const textId = useId();
  const secondsId = useId();
  const words = countWords(text);
  // The UI's language stands for the pitch's: a typist writes in the language they read.
  const pace = typedPitchPace(useLocale());
  const hint = t('typed.hint', { words, seconds: spokenSeconds(words, pace), min: pace.minWords, max: pace.maxWords });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const transcript = text.trim();
    const textProblem = transcript.length < PITCH_TEXT_MIN_CHARS ? t('typed.tooShort', { min: PITCH_TEXT_MIN_CHARS }) : undefined;
    // A decimal comma (28,5) is as good as a point: most of our languages write it that way.
    const duration = seconds.trim() ? Number(seconds.trim().replace(',', '.')) : undefined;
    const secondsProblem =
      duration !== undefined && !(Number.isFinite(duration) && duration > 0 && duration <= PITCH_MAX_SECONDS)
        ? t('typed.secondsInvalid', { max: PITCH_MAX_SECONDS })
        : undefined;
    setError(textProblem);
    setSecondsError(secondsProblem);
    if (textProblem || secondsProblem) return;
    onSubmit(transcript, duration);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id={textId} label={t('typed.label')} error={error} hint={hint}>
        <Textarea
          id={textId}
          value={text}
          rows={8}
          maxLength={PITCH_TEXT_MAX_CHARS}
          onChange={(e) => {
            setError(undefined);
            onDraftChange({ ...draft, text: e.target.value });
          }}
          placeholder={t('typed.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${textId}-error` : `${textId}-hint`}
        />
      </Field>
      <Field id={secondsId} label={t('typed.secondsLabel')} error={secondsError} hint={t('typed.secondsHint')}>
        <Input
          id={secondsId}
          inputMode="decimal"
          value={seconds}
          onChange={(e) => {
            setSecondsError(undefined);
            onDraftChange({ ...draft, seconds: e.target.value });
          }}
          className="block max-w-32"
          aria-invalid={secondsError ? true : undefined}
          aria-describedby={secondsError ? `${secondsId}-error` : `${secondsId}-hint`}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" aria-describedby={describedBy}>
          {t('typed.submit')}
        </Button>
        {onCancel && (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            {t('typed.recordInstead')}
          </Button>
        )}
      </div>
    </form>
  );
}
