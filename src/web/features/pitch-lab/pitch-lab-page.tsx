import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast.ts';
import { Keyboard, Mic, RotateCcw, Send } from 'lucide-react';
import { PITCH_MAX_SECONDS, PITCH_MAX_UPLOAD_BYTES, PITCH_RESTART_DELAY_MS, PITCH_SECONDS } from '@shared/limits';
import { STT_UNAVAILABLE_CODE, type PitchAnalysisResponse } from '@shared/pitch-lab';
import { ApiError } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { useT, type Translate } from '@web/lib/i18n.ts';
import { ToolWrapper, useToolAccess } from '@web/components/tool-shell/tool-wrapper.tsx';
import { MarkdownReport, ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { AnalyzingCard } from '@web/components/tool-shell/analyzing-card.tsx';
import { CoachLanguageNotice, FreeRunNotice } from '@web/components/tool-shell/coach-notices.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { RecorderError, usePitchRecorder } from './use-pitch-recorder.ts';
import { TypedPitchForm, type PitchDraft } from './typed-pitch-form.tsx';
import { PitchHistory } from './pitch-history.tsx';
import { useMarkSpeechToTextMissing, usePitchCapabilities } from './api/use-pitch-capabilities.ts';
import { useAnalyzePitch } from './api/use-analyze-pitch.ts';
import { useAssignedPractice } from '@web/lib/my-assignments.ts';
import { AssignmentBanner, AssignmentUnavailable, CountsForAssignment } from './assignment-banner.tsx';

type Phase = 'ready' | 'result';
type Mode = 'record' | 'type';

export default function PitchLabPage() {
  return (
    <ToolWrapper toolId="tool-1">
      <PitchLab />
    </ToolWrapper>
  );
}

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

function PitchLab() {
  const t = useT('pitchLab');
  const access = useToolAccess();
  const [phase, setPhase] = useState<Phase>('ready');
  const [mode, setMode] = useState<Mode>('record');
  const [micFailed, setMicFailed] = useState(false);
  const [result, setResult] = useState<PitchAnalysisResponse | null>(null);
  const [countedForAssignment, setCountedForAssignment] = useState(false);
  // ?assignment=<id> (the dashboard's Start): the brief above the recorder, and the pitch counts for it.
  const assigned = useAssignedPractice('tool-1');
  const assignmentId = assigned.status === 'ready' ? assigned.assignment.id : undefined;
  // Kept here so a failed analysis never loses what the user typed.
  const [draft, setDraft] = useState<PitchDraft>({ text: '', seconds: '' });
  // A run the user was let into (usage checked) and has not finished yet: retries after a failure
  // (which the server refunded) do not ask again.
  const accessGrantedRef = useRef(false);
  const restartTimerRef = useRef<number | undefined>(undefined);
  const recordButtonRef = useRef<HTMLButtonElement>(null);
  // Between Submit and the upload: a second click must not stop the recorder twice.
  const [stopping, setStopping] = useState(false);

  const capabilities = usePitchCapabilities();
  const markSpeechToTextMissing = useMarkSpeechToTextMissing();
  const analyzePitch = useAnalyzePitch();
  const { mutateAsync: analyze } = analyzePitch;
  const speechToText = capabilities.data?.speechToText !== false;
  const typing = mode === 'type' || !speechToText;

  const recorder = usePitchRecorder({
    onRecorderError: (reason) => toast.error(t(`errors.${reason}`)),
  });
  const { status, elapsed, start: startRecorder, stop: stopRecorder, discard: discardRecorder } = recorder;
  const recording = status === 'recording';
  const remaining = PITCH_SECONDS - elapsed;

  useEffect(() => () => window.clearTimeout(restartTimerRef.current), []);

  const ensureAccess = useCallback(() => {
    if (accessGrantedRef.current) return true;
    if (!access.requestRun()) return false;
    accessGrantedRef.current = true;
    return true;
  }, [access]);

  const showResult = useCallback(
    (response: PitchAnalysisResponse | null, forAssignment: boolean) => {
      if (!response?.analysis) {
        toast.error(t('errors.noAnalysis'));
        return;
      }
      accessGrantedRef.current = false;
      // A report that could not judge the pitch cost nothing: a guest's device may try again.
      if (response.refunded) access.trialReturned();
      setResult(response);
      setCountedForAssignment(forAssignment);
      setPhase('result');
      toast.success(t('toast.complete'));
      access.runFinished();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [access, t],
  );

  const handleFailure = useCallback(
    (error: unknown, fallback: string) => {
      if (access.handleRunError(error)) return;
      if (error instanceof ApiError && error.code === STT_UNAVAILABLE_CODE) {
        markSpeechToTextMissing();
        setMode('type');
        toast.error(t('errors.sttUnavailable'), { description: errorMessage(error, t('setup.sttMissing')) });
        return;
      }
      const message = errorMessage(error, fallback);
      const description =
        error instanceof ApiError && error.code === 'no_transcript'
          ? t('errors.noWords')
          : error instanceof ApiError && (error.status >= 500 || error.code === 'unprocessable_audio')
            ? t(access.isGuest ? 'errors.trialNotUsed' : 'errors.creditNotUsed')
            : undefined;
      toast.error(message, description ? { description } : undefined);
    },
    [access, markSpeechToTextMissing, t],
  );

  async function startRecording() {
    if (!ensureAccess()) return;
    setMicFailed(false);
    const started = await startRecorder();
    if (!started) {
      setMicFailed(true);
      toast.error(t('errors.micFailed'));
    }
  }

  function restartRecording() {
    discardRecorder();
    window.clearTimeout(restartTimerRef.current);
    restartTimerRef.current = window.setTimeout(() => void startRecording(), PITCH_RESTART_DELAY_MS);
  }

  const submitRecording = useCallback(async () => {
    let take;
    setStopping(true);
    try {
      take = await stopRecorder();
    } catch (error) {
      toast.error(t(error instanceof RecorderError ? `errors.${error.reason}` : 'errors.noRecording'));
      return;
    } finally {
      setStopping(false);
    }
    if (take.blob.size > PITCH_MAX_UPLOAD_BYTES) {
      toast.error(t('errors.processRecordingFailed'), { description: t('errors.tooLarge', { megabytes: PITCH_MAX_UPLOAD_BYTES / 1024 / 1024 }) });
      return;
    }
    let audio: ArrayBuffer;
    try {
      audio = await take.blob.arrayBuffer();
    } catch {
      toast.error(t('errors.readFailed'));
      return;
    }
    try {
      showResult(await analyze({ kind: 'audio', audio, mimeType: take.mimeType, durationSeconds: take.durationSeconds, assignmentId }), Boolean(assignmentId));
    } catch (error) {
      handleFailure(error, t('errors.processRecordingFailed'));
    }
  }, [stopRecorder, analyze, showResult, handleFailure, t, assignmentId]);

  // The server refuses recordings over 90 s; stop and send before that happens (once).
  const autoSubmittedRef = useRef(false);
  useEffect(() => {
    if (!recording) {
      autoSubmittedRef.current = false;
      return;
    }
    if (elapsed >= PITCH_MAX_SECONDS && !autoSubmittedRef.current) {
      autoSubmittedRef.current = true;
      toast.info(t('toast.autoStopped', { seconds: PITCH_MAX_SECONDS }));
      void submitRecording();
    }
  }, [recording, elapsed, submitRecording, t]);

  async function submitTyped(transcript: string, durationSeconds?: number) {
    if (!ensureAccess()) return;
    try {
      showResult(await analyze({ kind: 'text', transcript, durationSeconds, assignmentId }), Boolean(assignmentId));
    } catch (error) {
      handleFailure(error, t('errors.analyzeFailed'));
    }
  }

  function recordAnother() {
    if (!ensureAccess()) return;
    setResult(null);
    setMicFailed(false);
    // "Resets everything": the typed draft too, and back to recording when speech-to-text works.
    setDraft({ text: '', seconds: '' });
    setMode(speechToText ? 'record' : 'type');
    setPhase('ready');
    window.setTimeout(() => recordButtonRef.current?.focus(), 0);
  }

  if (analyzePitch.isPending) {
    return <AnalyzingCard label={t('analyzing.label')} title={t('analyzing.title')} text={t('analyzing.text')} />;
  }

  if (phase === 'result' && result) {
    return (
      <div className="space-y-6">
        {countedForAssignment && <CountsForAssignment />}
        {result.refunded && <FreeRunNotice />}
        <MarkdownReport>{result.analysis}</MarkdownReport>
        <ToolResultFooter toolId="tool-1" againLabel={t('result.again')} againIcon={<Mic aria-hidden="true" className="size-5" />} onAgain={recordAnother} />
        {!access.isGuest && <PitchHistory />}
      </div>
    );
  }

  if (assigned.status === 'loading') return <PageSpinner />;

  const overTime = recording && remaining < 0;
  return (
    <div className="space-y-6">
      {assigned.status === 'ready' && <AssignmentBanner assignment={assigned.assignment} />}
      {assigned.status === 'unavailable' && <AssignmentUnavailable />}
      <CoachLanguageNotice subject="pitch" />
      <Card>
        <CardHeader>
          <CardTitle>{typing ? t('setup.titleType') : t('setup.titleRecord')}</CardTitle>
          <p className="text-sm text-slate-600">{t('setup.intro')}</p>
        </CardHeader>
        <CardContent className="space-y-5">
          {!speechToText && (
            <Alert variant="warning" role="status">
              {t('setup.sttMissing')}
            </Alert>
          )}
          {speechToText && micFailed && !typing && (
            <Alert variant="destructive" className="space-y-3">
              <p>{t('errors.micFailed')}</p>
              <Button variant="outline" onClick={() => setMode('type')}>
                <Keyboard aria-hidden="true" className="size-4" />
                {t('setup.typeInstead')}
              </Button>
            </Alert>
          )}

          {typing ? (
            <TypedPitchForm
              draft={draft}
              onDraftChange={setDraft}
              onSubmit={(text, seconds) => void submitTyped(text, seconds)}
              onCancel={speechToText ? () => setMode('record') : undefined}
            />
          ) : (
            <div className="flex flex-col items-center gap-5 py-2">
              <p className="sr-only" aria-live="polite">
                {timerAnnouncement(t, status, elapsed)}
              </p>
              <div className="text-center">
                <div
                  role="timer"
                  aria-label={overTime ? t('recorder.timerOver', { seconds: -remaining }) : t('recorder.timerLeft', { seconds: Math.max(remaining, 0) })}
                  className={cn(
                    'text-5xl font-bold tabular-nums',
                    overTime ? 'text-red-600' : recording && remaining <= 10 ? 'text-amber-600' : 'text-slate-900',
                  )}
                >
                  {overTime
                    ? t('recorder.clockOver', { seconds: -remaining })
                    : t('recorder.clock', { seconds: recording ? Math.max(remaining, 0) : PITCH_SECONDS })}
                </div>
                <p className={cn('mt-1 text-sm font-medium', overTime ? 'text-red-600' : 'text-slate-500')}>
                  {overTime ? t('recorder.overTime') : recording ? t('recorder.timeLeft') : t('recorder.youHave')}
                </p>
              </div>

              {recording ? (
                <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
                  <Button size="lg" onClick={() => void submitRecording()} disabled={stopping}>
                    <Send aria-hidden="true" className="size-5" />
                    {t('recorder.submit')}
                  </Button>
                  <Button size="lg" variant="outline" onClick={restartRecording} disabled={stopping}>
                    <RotateCcw aria-hidden="true" className="size-5" />
                    {t('recorder.restart')}
                  </Button>
                </div>
              ) : (
                <button
                  ref={recordButtonRef}
                  type="button"
                  onClick={() => void startRecording()}
                  disabled={status === 'requesting'}
                  aria-busy={status === 'requesting' || undefined}
                  className="flex size-40 flex-col items-center justify-center gap-2 rounded-full bg-red-600 text-white shadow-lg transition hover:bg-red-700 focus-visible:ring-4 focus-visible:ring-red-200 disabled:opacity-60 sm:size-44"
                >
                  <Mic aria-hidden="true" className="size-12" />
                  <span className="px-1 text-center text-base font-semibold">{t('recorder.start')}</span>
                </button>
              )}
              {recording && (
                <p className="flex items-center gap-2 text-sm text-red-700">
                  <span aria-hidden="true" className="inline-block size-2.5 animate-pulse rounded-full bg-red-600" />
                  {t('recorder.recording')}
                </p>
              )}
              {status === 'requesting' && <p className="text-sm text-slate-600">{t('recorder.allowMic')}</p>}
              {!recording && status !== 'requesting' && (
                <Button variant="link" onClick={() => setMode('type')}>
                  <Keyboard aria-hidden="true" className="size-4" />
                  {t('setup.typeInstead')}
                </Button>
              )}
            </div>
          )}
        </CardContent>
      </Card>
      {!access.isGuest && !recording && <PitchHistory />}
    </div>
  );
}
