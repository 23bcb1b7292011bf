import { useId, useState } from 'react';
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
  const setup = assignment?.setup ? draftOf(assignment.setup) : (draft ?? interrupted.keptSetup ?? EMPTY_SETUP);

  // While the report is written the call is over (the line has let go of the microphone).
  if (state.phase === 'ending' || state.phase === 'reporting') {
    return <AnalyzingCard label={t('analyzing.label')} title={t('analyzing.title')} text={t('analyzing.text')} />;
  }
  const line = callOnLine(state);
  if (line) return <Simulation key={line.session.sessionId} call={line} controls={call.controls} onDraft={call.setDraft} onHangUp={call.hangUp} />;
  if (state.phase === 'done') return <CallReport result={state.result} countedForAssignment={state.countedForAssignment} onAgain={call.practiceAgain} />;
  if (assigned.status === 'loading') return <PageSpinner />;
  if (interrupted.offer) return interrupted.offer;

  return (
    <>
      {assignment && <AssignmentBanner assignment={assignment} />}
      {assigned.status === 'unavailable' && <AssignmentUnavailable />}
      {interrupted.notice}
      <CoachLanguageNotice subject="call" />
      <SetupForm
        draft={setup}
        onChange={setDraft}
        onStart={() => {
          interrupted.dismiss();
          void call.start(setup, assignment?.id);
        }}
        starting={state.phase === 'connecting'}
        lastFailure={lastFailureOf(state)}
        locked={Boolean(assignment?.setup)}
        describedBy={costId}
        cost={<CreditCost id={costId} toolId="sales-coach" run={run} />}
      />
    </>
  );
}
