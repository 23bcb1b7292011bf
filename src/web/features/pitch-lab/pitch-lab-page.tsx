import { useCallback, useId, useRef, useState } from 'react';
import { Keyboard, Mic } from 'lucide-react';
import type { PitchAnalysisResponse } from '@shared/pitch-lab';
import { useT } from '@web/lib/language/i18n.ts';
import { useAssignedPractice } from '@web/lib/session/my-assignments.ts';
import { ToolWrapper } from '@web/components/tool-shell/tool-wrapper.tsx';
import { useToolRun } from '@web/components/tool-shell/use-tool-run.ts';
import { MarkdownReport, ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { AnalyzingCard } from '@web/components/tool-shell/analyzing-card.tsx';
import { CoachLanguageNotice, FreeRunNotice } from '@web/components/tool-shell/coach-notices.tsx';
import { CreditCost } from '@web/components/tool-shell/credit-cost.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { TypedPitchForm, type PitchDraft } from './typed-pitch-form.tsx';
import { PitchHistory } from './pitch-history.tsx';
import { usePitchCapabilities } from './api/use-pitch-capabilities.ts';
import { AssignmentBanner, AssignmentUnavailable, CountsForAssignment } from './assignment-banner.tsx';
import { RecorderPanel } from './recorder-panel.tsx';
import { usePitchAnalysis } from './use-pitch-analysis.ts';
import { usePitchRecording } from './use-pitch-recording.ts';
import { dismissArrivedReport, useArrivedReport } from './arrived-report.ts';
import type { Recording } from './use-pitch-recorder.ts';

type Mode = 'record' | 'type';

const EMPTY_DRAFT: PitchDraft = { text: '', seconds: '' };

export default function PitchLabPage() {
  return (
    <ToolWrapper toolId="pitch-lab">
      <PitchLab />
    </ToolWrapper>
  );
}

interface Outcome {
  response: PitchAnalysisResponse;
  /** The pitch counted for the assignment it was started from. */
  forAssignment: boolean;
}

/** Record (or type) a pitch, then its report; "Record another" starts over. */
function PitchLab() {
  const t = useT('pitchLab');
  const tool = useToolRun('pitch-lab');
  const [mode, setMode] = useState<Mode>('record');
  const [micFailed, setMicFailed] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // ?assignment=<id> (the dashboard's Start): the brief above the recorder, and the pitch counts for it.
  const assigned = useAssignedPractice('pitch-lab');
  const assignmentId = assigned.status === 'ready' ? assigned.assignment.id : undefined;
  // Kept here so a failed analysis never loses what the user typed.
  const [draft, setDraft] = useState<PitchDraft>(EMPTY_DRAFT);
  const recordButtonRef = useRef<HTMLButtonElement>(null);
  const speechToText = usePitchCapabilities().data?.speechToText !== false;
  const typing = mode === 'type' || !speechToText;
  const costId = useId();
  // A guest's recording kept offline, answered since (guests have no history to find it in).
  const arrived = useArrivedReport();
  const shown: Outcome | null = outcome ?? (arrived && tool.isGuest ? { response: arrived, forAssignment: false } : null);

  const analysis = usePitchAnalysis(
    tool,
    useCallback(() => setMode('type'), []),
  );
  const show = useCallback(
    (response: PitchAnalysisResponse | null) => {
      if (!response) return;
      setOutcome({ response, forAssignment: Boolean(assignmentId) });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [assignmentId],
  );
  const { analyzeRecording, analyzeTyped } = analysis;
  const recorder = usePitchRecording({
    // Asked before the microphone opens, so nobody records a pitch the run would refuse.
    mayStart: tool.precheck,
    onMicFailed: setMicFailed,
    onTake: useCallback(async (take: Recording) => show(await analyzeRecording(take, assignmentId)), [analyzeRecording, assignmentId, show]),
  });

  async function submitTyped(transcript: string, durationSeconds?: number) {
    show(await analyzeTyped(transcript, durationSeconds, assignmentId));
  }

  function recordAnother() {
    if (!tool.precheck()) return;
    setOutcome(null);
    dismissArrivedReport();
    setMicFailed(false);
    // "Resets everything": the typed draft too, and back to recording when speech-to-text works.
    setDraft(EMPTY_DRAFT);
    setMode(speechToText ? 'record' : 'type');
    window.setTimeout(() => recordButtonRef.current?.focus(), 0);
  }

  if (analysis.isAnalyzing) {
    return <AnalyzingCard label={t('analyzing.label')} title={t('analyzing.title')} text={t('analyzing.text')} />;
  }

  if (shown) {
    return (
      <div className="space-y-6">
        {shown.forAssignment && <CountsForAssignment />}
        {shown.response.refunded && <FreeRunNotice />}
        <MarkdownReport>{shown.response.analysis}</MarkdownReport>
        <ToolResultFooter toolId="pitch-lab" againLabel={t('result.again')} againIcon={<Mic aria-hidden="true" className="size-5" />} onAgain={recordAnother} />
        {!tool.isGuest && <PitchHistory />}
      </div>
    );
  }

  if (assigned.status === 'loading') return <PageSpinner />;

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
              describedBy={costId}
            />
          ) : (
            <RecorderPanel recorder={recorder} recordButtonRef={recordButtonRef} onTypeInstead={() => setMode('type')} describedBy={costId} />
          )}
          <CreditCost id={costId} toolId="pitch-lab" run={tool} />
        </CardContent>
      </Card>
      {!tool.isGuest && !recorder.recording && <PitchHistory />}
    </div>
  );
}
