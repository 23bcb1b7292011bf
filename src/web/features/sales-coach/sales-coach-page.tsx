import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { salesSetupSchema, type TranscriptTurn } from '@shared/reports';
import { SALES_COACH_MESSAGES as MESSAGES, type AnalyzeSessionResponse, type StartSalesSessionResponse } from '@shared/sales-coach';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { clearGuestUsage } from '@web/lib/guest-usage.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card, CardContent } from '@web/components/ui/card.tsx';
import { Markdown } from '@web/components/ui/markdown.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { ToolWrapper, useToolAccess } from '@web/features/tools/tool-wrapper.tsx';
import { RatingForm } from '@web/features/rating/rating-form.tsx';
import { SetupForm, EMPTY_SETUP, type SetupDraft } from './setup-form.tsx';
import { MIC_ERROR, Simulation } from './simulation.tsx';
import { analyzeSalesSession, cancelSalesSession, startSalesSession } from './sales-coach-api.ts';

type Phase = 'setup' | 'simulation' | 'analyzing' | 'report';

interface LiveSession {
  data: StartSalesSessionResponse;
  deadline: number;
}

export default function SalesCoachPage() {
  return (
    <ToolWrapper toolId="tool-2">
      <SalesCoach />
    </ToolWrapper>
  );
}

function SalesCoach() {
  const { isGuest, requestRun, handleRunError, runFinished } = useToolAccess();
  const [phase, setPhase] = useState<Phase>('setup');
  const [draft, setDraft] = useState<SetupDraft>(EMPTY_SETUP);
  const [starting, setStarting] = useState(false);
  const [session, setSession] = useState<LiveSession | null>(null);
  const [result, setResult] = useState<AnalyzeSessionResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** The server gave a guest's trial back: the device may try again. */
  const trialReturned = useCallback(
    (refunded: unknown) => {
      if (isGuest && refunded === true) clearGuestUsage();
    },
    [isGuest],
  );

  async function start() {
    const parsed = salesSetupSchema.safeParse(draft);
    if (!parsed.success) {
      toast.error(MESSAGES.incompleteSetup.title, { description: MESSAGES.incompleteSetup.description });
      return;
    }
    if (!requestRun()) return;
    setStarting(true);
    setNotice(null);
    try {
      const data = await startSalesSession(parsed.data);
      setSession({ data, deadline: Date.now() + data.remainingSeconds * 1000 });
      setResult(null);
      setPhase('simulation');
      runFinished();
    } catch (error) {
      if (handleRunError(error)) return;
      // Nothing was spent: the server refuses before charging, or gives the run back on failure.
      if (isGuest) clearGuestUsage();
      if (error instanceof ApiError && error.status === 400) {
        toast.error(MESSAGES.incompleteSetup.title, { description: error.message });
      } else if (error instanceof ApiError && error.message === MESSAGES.tokenFailed) {
        toast.error(MESSAGES.connectionError.title, { description: MESSAGES.tokenFailed });
      } else if (error instanceof ApiError && error.status === 429) {
        toast.error(error.message);
      } else {
        toast.error(MESSAGES.connectionError.title, { description: MESSAGES.connectionError.description });
      }
    } finally {
      setStarting(false);
    }
  }

  const ended = useCallback(
    async (transcript: TranscriptTurn[] | undefined) => {
      if (!session) return;
      setPhase('analyzing');
      try {
        const response = await analyzeSalesSession(session.data.sessionId, transcript);
        setResult(response);
        setPhase('report');
      } catch (error) {
        if (error instanceof ApiError && error.details?.reason === 'no_conversation') {
          toast.error(MESSAGES.noConversation.title, { description: MESSAGES.noConversation.description });
        } else {
          toast.error(MESSAGES.analysisFailed.title, { description: errorMessage(error, MESSAGES.analysisFailed.description) });
        }
        trialReturned(error instanceof ApiError ? error.details?.refunded : false);
        setSession(null);
        setPhase('setup');
      } finally {
        runFinished();
      }
    },
    [runFinished, session, trialReturned],
  );

  const connectionFailed = useCallback(
    async (reason: string, kind: 'connection' | 'microphone') => {
      if (kind === 'microphone') toast.error(MIC_ERROR);
      else toast.error(MESSAGES.connectionError.title, { description: MESSAGES.connectionError.description });
      setNotice(kind === 'connection' ? `Last attempt: ${reason}` : null);
      const sessionId = session?.data.sessionId;
      setSession(null);
      setPhase('setup');
      if (!sessionId) return;
      try {
        trialReturned((await cancelSalesSession(sessionId, 'connection_failed')).refunded);
      } catch {
        // The server ends the session at its limit anyway.
      } finally {
        runFinished();
      }
    },
    [runFinished, session, trialReturned],
  );

  function practiceAgain() {
    setResult(null);
    setSession(null);
    setPhase('setup');
    window.scrollTo({ top: 0 });
  }

  if (phase === 'simulation' && session) {
    return <Simulation key={session.data.sessionId} session={session.data} deadline={session.deadline} onEnded={ended} onConnectionFailed={connectionFailed} />;
  }

  if (phase === 'analyzing') {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Spinner label="Analyzing your call" className="[&>svg]:size-8" />
          <p className="font-medium text-slate-900">Analyzing your call...</p>
          <p className="text-sm text-slate-600">Your coach is reading the conversation.</p>
        </CardContent>
      </Card>
    );
  }

  if (phase === 'report' && result) {
    return (
      <div className="space-y-6">
        <Card>
          <CardContent className="pt-5">
            <Markdown>{result.markdown}</Markdown>
          </CardContent>
        </Card>
        <RatingForm toolId="tool-2" />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={practiceAgain}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Practice Again
          </Button>
          <Link to={isGuest ? '/' : '/dashboard'} className={buttonClasses('outline', 'lg')}>
            Try More Tools
          </Link>
        </div>
      </div>
    );
  }

  return <SetupForm draft={draft} onChange={setDraft} onStart={start} starting={starting} notice={notice} />;
}
