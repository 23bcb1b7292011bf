import { useCallback, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { toast } from '@web/lib/toast.ts';
import { salesSetupSchema, type TranscriptTurn } from '@shared/reports';
import type { AnalyzeSessionResponse, StartSalesSessionResponse } from '@shared/sales-coach';
import { ApiError } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { useT } from '@web/lib/i18n.ts';
import { ToolWrapper, useToolAccess } from '@web/components/tool-shell/tool-wrapper.tsx';
import { MarkdownReport, ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { CoachLanguageNotice, FreeRunNotice } from '@web/components/tool-shell/coach-notices.tsx';
import { AnalyzingCard } from '@web/components/tool-shell/analyzing-card.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { SetupForm, EMPTY_SETUP, draftOf, type SetupDraft } from './setup-form.tsx';
import { Simulation } from './simulation.tsx';
import { AssignmentBanner, AssignmentUnavailable, CountsForAssignment } from './assignment-banner.tsx';
import { useAnalyzeSalesSession, useCancelSalesSession, useStartSalesSession } from './api/use-sales-session.ts';
import { useAssignedPractice } from '@web/lib/my-assignments.ts';

type Phase = 'setup' | 'simulation' | 'report';

interface LiveSession {
  data: StartSalesSessionResponse;
  deadline: number;
  /** The call counts for this assignment (started from the dashboard's "Assigned to you"). */
  assignmentId?: string;
}

export default function SalesCoachPage() {
  return (
    <ToolWrapper toolId="tool-2">
      <SalesCoach />
    </ToolWrapper>
  );
}

function SalesCoach() {
  const t = useT('salesCoach');
  const { requestRun, handleRunError, runFinished, trialReturned: giveTrialBack } = useToolAccess();
  const [phase, setPhase] = useState<Phase>('setup');
  const [draft, setDraft] = useState<SetupDraft>(EMPTY_SETUP);
  const startSession = useStartSalesSession();
  const { mutateAsync: analyzeSession, isPending: analyzing } = useAnalyzeSalesSession();
  const { mutateAsync: cancelSession } = useCancelSalesSession();
  const [session, setSession] = useState<LiveSession | null>(null);
  const [result, setResult] = useState<AnalyzeSessionResponse | null>(null);
  const [lastFailure, setLastFailure] = useState<string | null>(null);
  const [countedForAssignment, setCountedForAssignment] = useState(false);
  // ?assignment=<id>: the assignment's setup, shown and fixed (the server plays it whatever we send).
  const assigned = useAssignedPractice('tool-2');
  const assignment = assigned.status === 'ready' ? assigned.assignment : null;
  const setup = assignment?.setup ? draftOf(assignment.setup) : draft;

  /** The server gave a guest's trial back: the device may try again. */
  const trialReturned = useCallback(
    (refunded: unknown) => {
      if (refunded === true) giveTrialBack();
    },
    [giveTrialBack],
  );

  async function start() {
    const parsed = salesSetupSchema.safeParse(setup);
    if (!parsed.success) {
      toast.error(t('error.incompleteSetup.title'), { description: t('error.incompleteSetup.description') });
      return;
    }
    if (!requestRun()) return;
    setLastFailure(null);
    try {
      const assignmentId = assignment?.id;
      const data = await startSession.mutateAsync({ setup: parsed.data, assignmentId });
      setSession({ data, deadline: Date.now() + data.remainingSeconds * 1000, assignmentId });
      setResult(null);
      setPhase('simulation');
      runFinished();
    } catch (error) {
      if (handleRunError(error)) return;
      // Nothing was spent: the server refuses before charging, or gives the run back on failure.
      giveTrialBack();
      if (error instanceof ApiError && error.status === 400) {
        toast.error(t('error.incompleteSetup.title'), { description: errorMessage(error, t('error.incompleteSetup.description')) });
      } else if (error instanceof ApiError && error.status === 429) {
        toast.error(errorMessage(error, t('error.connection.description')));
      } else {
        toast.error(t('error.connection.title'), { description: t('error.connection.description') });
      }
    }
  }

  const ended = useCallback(
    async (transcript: TranscriptTurn[] | undefined) => {
      if (!session) return;
      try {
        const response = await analyzeSession({ sessionId: session.data.sessionId, transcript });
        setResult(response);
        trialReturned(response.refunded);
        setCountedForAssignment(Boolean(session.assignmentId));
        setPhase('report');
      } catch (error) {
        if (error instanceof ApiError && error.details?.reason === 'no_conversation') {
          toast.error(t('error.noConversation.title'), { description: t('error.noConversation.description') });
        } else {
          toast.error(t('error.analysisFailed.title'), { description: errorMessage(error, t('error.analysisFailed.description')) });
        }
        trialReturned(error instanceof ApiError ? error.details?.refunded : false);
        setSession(null);
        setPhase('setup');
      } finally {
        runFinished();
      }
    },
    [analyzeSession, runFinished, session, t, trialReturned],
  );

  const connectionFailed = useCallback(
    async (reason: string, kind: 'connection' | 'microphone') => {
      if (kind === 'microphone') toast.error(t('error.microphone'));
      else toast.error(t('error.connection.title'), { description: t('error.connection.description') });
      setLastFailure(kind === 'connection' ? reason : null);
      const sessionId = session?.data.sessionId;
      setSession(null);
      setPhase('setup');
      if (!sessionId) return;
      try {
        trialReturned((await cancelSession({ sessionId, reason: 'connection_failed' })).refunded);
      } catch {
        // The server ends the session at its limit anyway.
      } finally {
        runFinished();
      }
    },
    [cancelSession, runFinished, session, t, trialReturned],
  );

  function practiceAgain() {
    setResult(null);
    setSession(null);
    setPhase('setup');
    window.scrollTo({ top: 0 });
  }

  // While the report is written the call is over (the simulation has let go of the microphone).
  if (analyzing) {
    return <AnalyzingCard label={t('analyzing.label')} title={t('analyzing.title')} text={t('analyzing.text')} />;
  }

  if (phase === 'simulation' && session) {
    return <Simulation key={session.data.sessionId} session={session.data} deadline={session.deadline} onEnded={ended} onConnectionFailed={connectionFailed} />;
  }

  if (phase === 'report' && result) {
    return (
      <div className="space-y-6">
        {countedForAssignment && <CountsForAssignment />}
        {result.refunded && <FreeRunNotice />}
        <MarkdownReport>{result.markdown}</MarkdownReport>
        <ToolResultFooter
          toolId="tool-2"
          againLabel={t('report.practiceAgain')}
          againIcon={<RotateCcw aria-hidden="true" className="size-4" />}
          onAgain={practiceAgain}
        />
      </div>
    );
  }

  if (assigned.status === 'loading') return <PageSpinner />;

  return (
    <>
      {assignment && <AssignmentBanner assignment={assignment} />}
      {assigned.status === 'unavailable' && <AssignmentUnavailable />}
      <CoachLanguageNotice subject="call" />
      <SetupForm
        draft={setup}
        onChange={setDraft}
        onStart={start}
        starting={startSession.isPending}
        lastFailure={lastFailure}
        locked={Boolean(assignment?.setup)}
      />
    </>
  );
}
