import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Keyboard, Mic, RotateCcw, Send } from 'lucide-react';
import { PITCH_MAX_SECONDS, PITCH_MAX_UPLOAD_BYTES, PITCH_RESTART_DELAY_MS, PITCH_SECONDS } from '@shared/limits';
import { PITCH_LIMIT_MESSAGES, PITCH_MESSAGES, STT_UNAVAILABLE_CODE, type PitchAnalysisResponse } from '@shared/pitch-lab';
import { ApiError } from '@web/lib/api.ts';
import { ToolWrapper, useToolAccess } from '@web/components/tool-shell/tool-wrapper.tsx';
import { MarkdownReport, ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { AnalyzingCard } from '@web/components/tool-shell/analyzing-card.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { usePitchRecorder } from './use-pitch-recorder.ts';
import { TypedPitchForm, type PitchDraft } from './typed-pitch-form.tsx';
import { PitchHistory } from './pitch-history.tsx';
import { useMarkSpeechToTextMissing, usePitchCapabilities } from './api/use-pitch-capabilities.ts';
import { useAnalyzePitch } from './api/use-analyze-pitch.ts';

type Phase = 'ready' | 'result';
type Mode = 'record' | 'type';

const STT_MISSING_TEXT = 'Speech-to-text is not set up on this server. You can type or paste your pitch instead.';

export default function PitchLabPage() {
  return (
    <ToolWrapper toolId="tool-1">
      <PitchLab />
    </ToolWrapper>
  );
}

/** What a screen reader hears as the clock runs: the start, a few milestones, and going over time. */
function timerAnnouncement(status: string, elapsed: number): string {
  if (status === 'requesting') return 'Waiting for microphone permission.';
  if (status !== 'recording') return '';
  const remaining = PITCH_SECONDS - elapsed;
  if (remaining > 30) return `Recording. ${PITCH_SECONDS} seconds.`;
  if (remaining > 10) return 'Recording. 30 seconds left.';
  if (remaining > 0) return 'Recording. 10 seconds left.';
  return 'Time is up. You are now over time.';
}

function PitchLab() {
  const access = useToolAccess();
  const [phase, setPhase] = useState<Phase>('ready');
  const [mode, setMode] = useState<Mode>('record');
  const [micFailed, setMicFailed] = useState(false);
  const [result, setResult] = useState<PitchAnalysisResponse | null>(null);
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
    onRecorderError: (message) => toast.error(message),
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
    (response: PitchAnalysisResponse | null) => {
      if (!response?.analysis) {
        toast.error(PITCH_MESSAGES.noAnalysis);
        return;
      }
      accessGrantedRef.current = false;
      setResult(response);
      setPhase('result');
      toast.success(PITCH_MESSAGES.complete);
      access.runFinished();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [access],
  );

  const handleFailure = useCallback(
    (error: unknown, fallback: string) => {
      if (access.handleRunError(error)) return;
      if (error instanceof ApiError && error.code === STT_UNAVAILABLE_CODE) {
        markSpeechToTextMissing();
        setMode('type');
        toast.error('Speech-to-text is not available', { description: error.message });
        return;
      }
      const message = error instanceof ApiError && error.message ? error.message : fallback;
      const description =
        error instanceof ApiError && error.code === 'no_transcript'
          ? 'We could not make out any words. Try again closer to the microphone, or type your pitch instead.'
          : error instanceof ApiError && (error.status >= 500 || error.code === 'unprocessable_audio')
            ? `${access.isGuest ? 'Your free trial was' : 'Your credit was'} not used. Please try again.`
            : undefined;
      toast.error(message, description ? { description } : undefined);
    },
    [access, markSpeechToTextMissing],
  );

  async function startRecording() {
    if (!ensureAccess()) return;
    setMicFailed(false);
    const started = await startRecorder();
    if (!started) {
      setMicFailed(true);
      toast.error(PITCH_MESSAGES.micFailed);
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
      toast.error(error instanceof Error ? error.message : PITCH_MESSAGES.noRecording);
      return;
    } finally {
      setStopping(false);
    }
    if (take.blob.size > PITCH_MAX_UPLOAD_BYTES) {
      toast.error(PITCH_MESSAGES.processRecordingFailed, { description: PITCH_LIMIT_MESSAGES.tooLarge });
      return;
    }
    let audio: ArrayBuffer;
    try {
      audio = await take.blob.arrayBuffer();
    } catch {
      toast.error(PITCH_MESSAGES.readFailed);
      return;
    }
    try {
      showResult(await analyze({ kind: 'audio', audio, mimeType: take.mimeType, durationSeconds: take.durationSeconds }));
    } catch (error) {
      handleFailure(error, PITCH_MESSAGES.processRecordingFailed);
    }
  }, [stopRecorder, analyze, showResult, handleFailure]);

  // The server refuses recordings over 90 s; stop and send before that happens (once).
  const autoSubmittedRef = useRef(false);
  useEffect(() => {
    if (!recording) {
      autoSubmittedRef.current = false;
      return;
    }
    if (elapsed >= PITCH_MAX_SECONDS && !autoSubmittedRef.current) {
      autoSubmittedRef.current = true;
      toast.info(`Recording stopped at ${PITCH_MAX_SECONDS} seconds.`);
      void submitRecording();
    }
  }, [recording, elapsed, submitRecording]);

  async function submitTyped(transcript: string, durationSeconds?: number) {
    if (!ensureAccess()) return;
    try {
      showResult(await analyze({ kind: 'text', transcript, durationSeconds }));
    } catch (error) {
      handleFailure(error, PITCH_MESSAGES.analyzeFailed);
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
    return <AnalyzingCard label="Analyzing your pitch" title="Analyzing your pitch…" text={PITCH_MESSAGES.analyzing} />;
  }

  if (phase === 'result' && result) {
    return (
      <div className="space-y-6">
        <MarkdownReport>{result.analysis}</MarkdownReport>
        <ToolResultFooter toolId="tool-1" againLabel="Record Another Pitch" againIcon={<Mic aria-hidden="true" className="size-5" />} onAgain={recordAnother} />
        {!access.isGuest && <PitchHistory />}
      </div>
    );
  }

  const overTime = recording && remaining < 0;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{typing ? 'Type or paste your pitch' : 'Record your 60-second pitch'}</CardTitle>
          <p className="text-sm text-slate-600">
            Hook, problem, solution, proof, and a clear ask. You get a score, your three most important fixes and a rewritten opening.
          </p>
        </CardHeader>
        <CardContent className="space-y-5">
          {!speechToText && (
            <Alert variant="warning" role="status">
              {STT_MISSING_TEXT}
            </Alert>
          )}
          {speechToText && micFailed && !typing && (
            <Alert variant="destructive" className="space-y-3">
              <p>{PITCH_MESSAGES.micFailed}</p>
              <Button variant="outline" onClick={() => setMode('type')}>
                <Keyboard aria-hidden="true" className="size-4" />
                Type your pitch instead
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
                {timerAnnouncement(status, elapsed)}
              </p>
              <div className="text-center">
                <div
                  role="timer"
                  aria-label={overTime ? `Over time by ${-remaining} seconds` : `${Math.max(remaining, 0)} seconds left`}
                  className={cn(
                    'text-5xl font-bold tabular-nums',
                    overTime ? 'text-red-600' : recording && remaining <= 10 ? 'text-amber-600' : 'text-slate-900',
                  )}
                >
                  {overTime ? `+${-remaining}s` : `${recording ? Math.max(remaining, 0) : PITCH_SECONDS}s`}
                </div>
                <p className={cn('mt-1 text-sm font-medium', overTime ? 'text-red-600' : 'text-slate-500')}>
                  {overTime ? 'Over Time' : recording ? 'Time left' : 'You have 60 seconds'}
                </p>
              </div>

              {recording ? (
                <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
                  <Button size="lg" onClick={() => void submitRecording()} disabled={stopping}>
                    <Send aria-hidden="true" className="size-5" />
                    Submit Recording
                  </Button>
                  <Button size="lg" variant="outline" onClick={restartRecording} disabled={stopping}>
                    <RotateCcw aria-hidden="true" className="size-5" />
                    Restart
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
                  <span className="text-base font-semibold">Start Recording</span>
                </button>
              )}
              {recording && (
                <p className="flex items-center gap-2 text-sm text-red-700">
                  <span aria-hidden="true" className="inline-block size-2.5 animate-pulse rounded-full bg-red-600" />
                  Recording…
                </p>
              )}
              {status === 'requesting' && <p className="text-sm text-slate-600">Allow microphone access to start. The 60 seconds start when it is granted.</p>}
              {!recording && status !== 'requesting' && (
                <Button variant="link" onClick={() => setMode('type')}>
                  <Keyboard aria-hidden="true" className="size-4" />
                  Type your pitch instead
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
