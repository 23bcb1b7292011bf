import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@web/lib/language/i18n.ts';
import { useAssignedPractice } from '@web/lib/session/my-assignments.ts';
import { ToolWrapper } from '@web/components/tool-shell/tool-wrapper.tsx';
import { CoachLanguageNotice } from '@web/components/tool-shell/coach-notices.tsx';
import { CreditCost } from '@web/components/tool-shell/credit-cost.tsx';
import { useToolRun } from '@web/components/tool-shell/use-tool-run.ts';
import { AnalyzingCard } from '@web/components/tool-shell/analyzing-card.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { SetupForm, EMPTY_SETUP, draftOf, type SetupDraft } from './setup-form.tsx';
import { Simulation } from './simulation.tsx';
import { CallReport } from './call-report.tsx';
import { AssignmentBanner, AssignmentUnavailable } from './assignment-banner.tsx';
import { callOnLine, lastFailureOf } from './call-machine.ts';
import { useSalesCall } from './use-sales-call.ts';
import { useInterruptedCall } from './interrupted-call.tsx';
import { RealCallLink } from './real-call-link.tsx';
import { PractisedCallBanner, PractisedCallUnavailable } from './practised-call-banner.tsx';
import { usePractice } from './use-practised-call.ts';
import { MyScenarioProgress } from './scenario-progress-table.tsx';
import { useScenarioProgress } from './api/use-practice.ts';
import { useMe } from '@web/lib/session/session.ts';

export default function SalesCoachPage() {
  return (
    <ToolWrapper toolId="sales-coach">
      <SalesCoach />
    </ToolWrapper>
  );
}

/** One screen per phase of the call: setup, the call, the report being written, the report. */
function SalesCoach() {
  const t = useT('salesCoach');
  const call = useSalesCall();
  // Only its balance, for the price next to "Start": useSalesCall runs the call itself.
  const run = useToolRun('sales-coach');
  const costId = useId();
  const { state } = call;
  // Untouched (null), the set-up is the one of the call this device left unfinished, if any.
  const [draft, setDraft] = useState<SetupDraft | null>(null);
  const interrupted = useInterruptedCall(call);
  // ?assignment=<id>: the assignment's setup, shown and fixed (the server plays it whatever we send).
  const assigned = useAssignedPractice('sales-coach');
  const assignment = assigned.status === 'ready' ? assigned.assignment : null;
  // ?fromCall=<id> (a real call's "Practise this call"): that call's setup, fixed, and its customer's objections.
  const practice = usePractice();
  const practised = !assignment && practice.status === 'ready' ? practice.practised : null;
  const setup = assignment?.setup ? draftOf(assignment.setup) : practised ? draftOf(practised.setup) : (draft ?? interrupted.keptSetup ?? EMPTY_SETUP);
  const scenarios = useScenarioProgress(Boolean(useMe().data) && state.phase === 'setup');

  // One tap from the report: the call starts as soon as the page knows the call (once, not on a reload).
  const autoStarted = useRef(false);
  const offerShown = Boolean(interrupted.offer);
  useEffect(() => {
    if (practice.status !== 'ready' || !practised || !practice.fromLink || autoStarted.current) return;
    if (state.phase !== 'setup' || offerShown || assigned.status === 'loading') return;
    autoStarted.current = true;
    practice.linkUsed();
    interrupted.dismiss();
    void call.start(draftOf(practised.setup), undefined, practised.id);
  }, [practice, practised, state.phase, offerShown, assigned.status, interrupted, call]);
  const banner = practised && <PractisedCallBanner practised={practised} />;

  // While the report is written the call is over (the line has let go of the microphone).
  if (state.phase === 'ending' || state.phase === 'reporting') {
    return <AnalyzingCard label={t('analyzing.label')} title={t('analyzing.title')} text={t('analyzing.text')} />;
  }
  const line = callOnLine(state);
  if (line)
    return (
      <>
        {banner}
        <Simulation key={line.session.sessionId} call={line} controls={call.controls} onDraft={call.setDraft} onHangUp={call.hangUp} />
      </>
    );
  if (state.phase === 'done') return <CallReport result={state.result} countedForAssignment={state.countedForAssignment} onAgain={call.practiceAgain} />;
  if (assigned.status === 'loading' || practice.status === 'loading') return <PageSpinner />;
  if (interrupted.offer) return interrupted.offer;

  return (
    <>
      {assignment && <AssignmentBanner assignment={assignment} />}
      {assigned.status === 'unavailable' && <AssignmentUnavailable />}
      {banner}
      {!assignment && practice.status === 'unavailable' && <PractisedCallUnavailable />}
      {interrupted.notice}
      <CoachLanguageNotice subject="call" />
      <RealCallLink />
      <SetupForm
        draft={setup}
        onChange={setDraft}
        onStart={() => {
          interrupted.dismiss();
          void call.start(setup, assignment?.id, practised?.id);
        }}
        starting={state.phase === 'connecting'}
        lastFailure={lastFailureOf(state)}
        locked={assignment?.setup ? true : practised ? 'practice' : false}
        describedBy={costId}
        cost={<CreditCost id={costId} toolId="sales-coach" run={run} />}
      />
      <MyScenarioProgress scenarios={scenarios.data?.scenarios} />
    </>
  );
}
