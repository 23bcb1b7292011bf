import type { CallFinding, CallObjection, CallReport, CallTurn } from '@shared/calls';
import { scoreTier } from '@shared/score-tier';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { clock } from './clock.ts';

// The report's words: the Sales Coach's rubric (scores and their reasons), the findings and objections
// with their time, and the transcript.

const SCORES = ['discovery', 'objectionHandling', 'valueCommunication', 'closing'] as const;
const OUTCOMES = {
  goal_reached: 'coaching.outcome.goalReached',
  progressed: 'coaching.outcome.progressed',
  not_reached: 'coaching.outcome.notReached',
} as const;
const TIERS = { Excellent: 'tier.excellent', Proficient: 'tier.proficient', Developing: 'tier.developing', 'Needs work': 'tier.needsWork' } as const;

/** A score's reason usually starts with the score itself ("Discovery 4/10: …"), already its heading. */
function withoutHeading(reason: string, heading: string) {
  return reason.startsWith(heading) ? reason.slice(heading.length).replace(/^[\s:：-]+/, '') || reason : reason;
}

/** A time in the recording, as a player shows it. */
function At({ seconds }: { seconds: number }) {
  const t = useT('calls');
  return (
    <span className="inline-flex shrink-0 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
      <span aria-hidden="true">{clock(seconds)}</span>
      <span className="sr-only">{t('at', { time: clock(seconds) })}</span>
    </span>
  );
}

/** What could not be judged, plainly (the scores of a call not understood are not shown). */
export function Unjudged({ text, refunded }: { text: string; refunded: boolean }) {
  const t = useT('calls');
  return (
    <Alert variant="warning" role="note" data-testid="call-unjudged">
      <p className="font-semibold">{t('unjudged.title')}</p>
      <p className="mt-1">{text}</p>
      {refunded && <p className="mt-1">{t('status.refunded')}</p>}
    </Alert>
  );
}

/** `objectionRaised` false: the customer raised none, so handling was not judged (its 0 is not a mark). */
export function CoachingCard({ coaching, objectionRaised }: { coaching: NonNullable<CallReport['coaching']>; objectionRaised: boolean }) {
  const t = useT('calls');
  const format = useFormat();
  const judged = !coaching.metrics.limited;
  return (
    <Card data-testid="call-coaching">
      <CardHeader>
        <CardTitle>{t('coaching.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {judged && (
          <>
            <div>
              <p className="text-3xl font-bold text-slate-900" data-testid="call-score">
                {t('coaching.score', { score: format.number(coaching.overallScore) })}
                <span className="ml-2 text-base font-medium text-slate-600">{t(TIERS[scoreTier(coaching.overallScore)])}</span>
              </p>
              <p className="text-sm text-slate-600">{t(OUTCOMES[coaching.outcome])}</p>
            </div>
            <ul className="space-y-2">
              {SCORES.map((key) => {
                const notJudged = key === 'objectionHandling' && !objectionRaised;
                const heading = notJudged ? t('coaching.scores.noObjection') : t(`coaching.scores.${key}`, { score: format.number(coaching.scores[key]) });
                const reason = notJudged ? undefined : coaching.scoreReasons?.[key];
                return (
                  <li key={key} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                    <span className="font-semibold text-slate-900">{heading}</span>
                    {reason && <span className="block text-slate-700">{withoutHeading(reason, heading)}</span>}
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {coaching.strengths.length > 0 && (
          <section>
            <h3 className="font-semibold text-slate-900">{t('coaching.strengths')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {coaching.strengths.map((strength) => (
                <li key={strength}>{strength}</li>
              ))}
            </ul>
          </section>
        )}
        {coaching.summary && (
          <section>
            <h3 className="font-semibold text-slate-900">{t('coaching.summary')}</h3>
            <p className="mt-1 text-sm text-slate-700">{coaching.summary}</p>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

export function FindingsCard({ findings }: { findings: CallFinding[] }) {
  const t = useT('calls');
  if (findings.length === 0) return null;
  return (
    <Card data-testid="call-findings">
      <CardHeader>
        <CardTitle>{t('findings.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {findings.map((finding, index) => (
            <li key={index} className="space-y-1 text-sm">
              <p className="font-semibold text-slate-900">{finding.issue}</p>
              {finding.quote && (
                <p className="flex items-start gap-2">
                  {finding.atSeconds === null ? <span className="sr-only">{t('findings.timeUnknown')}</span> : <At seconds={finding.atSeconds} />}
                  <q className="italic text-slate-700">{finding.quote}</q>
                </p>
              )}
              <p className="text-slate-700">
                <span className="font-medium">{t('findings.suggestion')}</span> {finding.suggestion}
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

export function ObjectionsCard({ objections }: { objections: CallObjection[] }) {
  const t = useT('calls');
  return (
    <Card data-testid="call-objections">
      <CardHeader>
        <CardTitle>{t('objections.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {objections.length === 0 ? (
          <p className="text-sm text-slate-600">{t('objections.empty')}</p>
        ) : (
          <ul className="space-y-2">
            {objections.map((objection, index) => (
              <li key={index} className="flex items-start gap-2 text-sm">
                <At seconds={objection.atSeconds} />
                <q className="text-slate-800">{objection.text}</q>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function TranscriptCard({ turns }: { turns: CallTurn[] }) {
  const t = useT('calls');
  return (
    <Card>
      <CardHeader>
        <CardTitle id="call-transcript-title">{t('transcript.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {turns.length === 0 ? (
          <p className="text-sm text-slate-600">{t('transcript.empty')}</p>
        ) : (
          // Focusable: a scrolled transcript must be readable with the keyboard alone.
          <ol
            tabIndex={0}
            aria-labelledby="call-transcript-title"
            className="max-h-96 space-y-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
            data-testid="call-transcript"
          >
            {turns.map((turn, index) => (
              <li
                key={index}
                className={cn(
                  'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                  turn.speaker === 'seller' ? 'ml-auto bg-brand-700 text-white' : 'bg-white text-slate-900 shadow-sm',
                )}
              >
                <span className={cn('flex gap-2 text-xs font-semibold', turn.speaker === 'seller' ? 'text-white' : 'text-slate-600')}>
                  <span className="font-mono">{clock(turn.startSeconds)}</span>
                  {t(`side.${turn.speaker}`)}
                </span>
                {turn.text}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
