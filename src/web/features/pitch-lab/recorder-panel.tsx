import type { Ref } from 'react';
import { Keyboard, Mic, RotateCcw, Send } from 'lucide-react';
import { PITCH_SECONDS } from '@shared/limits';
import { useT, type Translate } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { useDataSaver } from '@web/lib/platform/data-saver.ts';
import type { PitchRecording } from './use-pitch-recording.ts';

/** What a screen reader hears as the clock runs: the start, a few milestones, and going over time. */
function timerAnnouncement(t: Translate<'pitchLab'>, status: string, elapsed: number): string {
  if (status === 'requesting') return t('announce.waiting');
  if (status !== 'recording') return '';
  const remaining = PITCH_SECONDS - elapsed;
  if (remaining > 30) return t('announce.started', { seconds: PITCH_SECONDS });
  if (remaining > 10) return t('announce.secondsLeft', { seconds: 30 });
  if (remaining > 0) return t('announce.secondsLeft', { seconds: 10 });
  return t('announce.timeUp');
}

interface RecorderPanelProps {
  recorder: PitchRecording;
  recordButtonRef: Ref<HTMLButtonElement>;
  /** The id of what a run costs (CreditCost), read with the buttons that lead to one. */
  describedBy?: string;
  onTypeInstead: () => void;
}

/** The clock, the big record button, and Submit / Restart while recording. */
export function RecorderPanel({ recorder, recordButtonRef, onTypeInstead, describedBy }: RecorderPanelProps) {
  const t = useT('pitchLab');
  const { status, elapsed, recording, stopping } = recorder;
  return (
    <div className="flex flex-col items-center gap-5 py-2">
      <p className="sr-only" aria-live="polite">
        {timerAnnouncement(t, status, elapsed)}
      </p>
      <RecorderClock recorder={recorder} />

      {recording ? (
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={() => void recorder.submit()} disabled={stopping} aria-describedby={describedBy}>
            <Send aria-hidden="true" className="size-5" />
            {t('recorder.submit')}
          </Button>
          <Button size="lg" variant="outline" onClick={recorder.restart} disabled={stopping}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {t('recorder.restart')}
          </Button>
        </div>
      ) : (
        <button
          ref={recordButtonRef}
          type="button"
          onClick={() => void recorder.start()}
          disabled={status === 'requesting'}
          aria-busy={status === 'requesting' || undefined}
          aria-describedby={describedBy}
          className="flex size-40 flex-col items-center justify-center gap-2 rounded-full bg-red-600 text-white shadow-lg transition hover:bg-red-700 focus-visible:ring-4 focus-visible:ring-red-200 disabled:opacity-60 sm:size-44"
        >
          <Mic aria-hidden="true" className="size-12" />
          <span className="px-1 text-center text-base font-semibold">{t('recorder.start')}</span>
        </button>
      )}
      {recording && <RecordingIndicator elapsed={elapsed} />}
      {status === 'requesting' && <p className="text-sm text-slate-600">{t('recorder.allowMic')}</p>}
      {!recording && status !== 'requesting' && (
        <Button variant="link" onClick={onTypeInstead}>
          <Keyboard aria-hidden="true" className="size-4" />
          {t('setup.typeInstead')}
        </Button>
      )}
    </div>
  );
}

/** A pulsing dot; with data saver on, a still one and the time recorded so far (nothing redrawn but the text). */
function RecordingIndicator({ elapsed }: { elapsed: number }) {
  const t = useT('pitchLab');
  const saveData = useDataSaver();
  return (
    <p className="flex items-center gap-2 text-sm text-red-700" data-recording-indicator={saveData ? 'static' : 'animated'}>
      <span aria-hidden="true" className={cn('inline-block size-2.5 rounded-full bg-red-600', !saveData && 'animate-pulse')} />
      {saveData
        ? t('recorder.recordingElapsed', { minutes: Math.floor(elapsed / 60), seconds: String(elapsed % 60).padStart(2, '0') })
        : t('recorder.recording')}
    </p>
  );
}

/** Seconds left (amber in the last ten), then how far over time, in red. */
function RecorderClock({ recorder }: { recorder: PitchRecording }) {
  const t = useT('pitchLab');
  const { recording, remaining } = recorder;
  const overTime = recording && remaining < 0;
  return (
    <div className="text-center">
      <div
        role="timer"
        aria-label={overTime ? t('recorder.timerOver', { seconds: -remaining }) : t('recorder.timerLeft', { seconds: Math.max(remaining, 0) })}
        className={cn('text-5xl font-bold tabular-nums', overTime ? 'text-red-600' : recording && remaining <= 10 ? 'text-amber-600' : 'text-slate-900')}
      >
        {overTime ? t('recorder.clockOver', { seconds: -remaining }) : t('recorder.clock', { seconds: recording ? Math.max(remaining, 0) : PITCH_SECONDS })}
      </div>
      <p className={cn('mt-1 text-sm font-medium', overTime ? 'text-red-600' : 'text-slate-500')}>
        {overTime ? t('recorder.overTime') : recording ? t('recorder.timeLeft') : t('recorder.youHave')}
      </p>
    </div>
  );
}
