import { useId, useState } from 'react';
import { PITCH_MAX_SECONDS } from '@shared/limits';
import { PITCH_TEXT_MAX_CHARS, PITCH_TEXT_MIN_CHARS } from '@shared/pitch-lab';
import { Button } from '@web/components/ui/button.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';

const SPOKEN_WPM = 150;

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
}

/** Type or paste a pitch: the same analysis as a recording, for when there is no microphone or speech engine. */
export function TypedPitchForm({ draft, onDraftChange, onSubmit, onCancel }: TypedPitchFormProps) {
  const { text, seconds } = draft;
  const [error, setError] = useState<string>();
  const [secondsError, setSecondsError] = useState<string>();
  const textId = useId();
  const secondsId = useId();
  const words = countWords(text);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const transcript = text.trim();
    const textProblem = transcript.length < PITCH_TEXT_MIN_CHARS ? `Please write at least ${PITCH_TEXT_MIN_CHARS} characters` : undefined;
    const duration = seconds.trim() ? Number(seconds) : undefined;
    const secondsProblem =
      duration !== undefined && !(Number.isFinite(duration) && duration > 0 && duration <= PITCH_MAX_SECONDS)
        ? `Enter a number of seconds from 1 to ${PITCH_MAX_SECONDS}`
        : undefined;
    setError(textProblem);
    setSecondsError(secondsProblem);
    if (textProblem || secondsProblem) return;
    onSubmit(transcript, duration);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field
        id={textId}
        label="Your pitch"
        error={error}
        hint={`${words} ${words === 1 ? 'word' : 'words'} · about ${Math.round((words / SPOKEN_WPM) * 60)} s when spoken · aim for 120–150 words`}
      >
        <Textarea
          id={textId}
          value={text}
          rows={8}
          maxLength={PITCH_TEXT_MAX_CHARS}
          onChange={(e) => {
            setError(undefined);
            onDraftChange({ ...draft, text: e.target.value });
          }}
          placeholder="What if… (hook) · the problem · your solution · proof (customers, numbers) · your ask"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${textId}-error` : `${textId}-hint`}
        />
      </Field>
      <Field id={secondsId} label="Seconds it takes you to say it (optional)" error={secondsError} hint="Time yourself reading it aloud to get your pace.">
        <Input
          id={secondsId}
          inputMode="decimal"
          value={seconds}
          onChange={(e) => {
            setSecondsError(undefined);
            onDraftChange({ ...draft, seconds: e.target.value });
          }}
          className="max-w-32"
          aria-invalid={secondsError ? true : undefined}
          aria-describedby={secondsError ? `${secondsId}-error` : `${secondsId}-hint`}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg">
          Analyze My Pitch
        </Button>
        {onCancel && (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            Record instead
          </Button>
        )}
      </div>
    </form>
  );
}
