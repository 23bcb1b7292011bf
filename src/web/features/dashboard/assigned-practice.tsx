import { Link } from 'react-router';
import { CheckCircle2, Mic, PhoneCall } from 'lucide-react';
import type { MyAssignmentDto } from '@shared/assignments';
import { toolPath } from '@shared/tools';
import type { SalesSetup } from '@shared/reports';
import { useT } from '@web/lib/language/i18n.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { usePracticeOutcomeText } from '@web/lib/language/practice-outcome.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { useMyAssignments } from '@web/lib/session/my-assignments.ts';
import { DIFFICULTY_LABELS, GOAL_LABELS, OBJECTION_LABELS, SCENARIO_LABELS } from '@web/lib/language/sales-setup-labels.ts';

// "Assigned to you": its own chunk, loaded after the dashboard has hydrated. It renders nothing until the
// list is there, and nothing at all when it is empty, so a solo user's dashboard never moves.

const ICONS = { 'pitch-lab': Mic, 'sales-coach': PhoneCall } as const;

export default function AssignedPractice() {
  const t = useT('dashboard');
  const assignments = useMyAssignments();
  const list = assignments.data;
  if (!list?.length) return null;
  // Open ones first (the server sorts each by due date).
  const ordered = [...list.filter((a) => !a.done), ...list.filter((a) => a.done)];
  return (
    <section aria-labelledby="assigned-heading" className="mt-8">
      <h2 id="assigned-heading" className="text-xl font-semibold">
        {t('assigned.heading')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">{t('assigned.intro')}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ordered.map((assignment) => (
          <li key={assignment.id}>
            <AssignmentCard assignment={assignment} now={assignments.dataUpdatedAt} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `now`: when the list was fetched (render stays pure; a refetch brings a new one). */
function AssignmentCard({ assignment, now }: { assignment: MyAssignmentDto; now: number }) {
  const t = useT('dashboard');
  const tc = useT('common');
  const format = useFormat();
  const outcome = usePracticeOutcomeText()(assignment);
  const tool = tc(`tool.${assignment.tool}.name`);
  const Icon = ICONS[assignment.tool];
  const overdue = !assignment.done && assignment.dueAt !== null && Date.parse(assignment.dueAt) < now;
  return (
    // One click anywhere on the card opens the tool with the assignment ready (its link is stretched over it, as on the tool cards).
    <Card
      className={cn(
        'relative flex h-full flex-col gap-3 p-5 transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600',
        overdue && 'border-red-300',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <span className="rounded-lg bg-brand-50 p-1.5 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          {tool}
        </h3>
        {assignment.done ? (
          <span
            className="inline-flex items-center gap-1 rounded-2xl bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
            data-testid="assignment-outcome"
          >
            <CheckCircle2 aria-hidden="true" className="size-3.5 shrink-0" />
            {outcome ?? (assignment.score === null ? t('assigned.done') : t('assigned.doneScore', { score: assignment.score }))}
          </span>
        ) : (
          overdue && <Badge variant="destructive">{t('assigned.overdue')}</Badge>
        )}
      </div>
      {assignment.tool === 'sales-coach' && assignment.setup ? (
        <CallSummary setup={assignment.setup} />
      ) : (
        assignment.brief && <p className="line-clamp-4 whitespace-pre-line break-words text-sm text-slate-800">{assignment.brief}</p>
      )}
      <div className="text-sm text-slate-600">
        <p>{assignment.createdByName ? t('assigned.by', { name: assignment.createdByName }) : t('assigned.byTeam')}</p>
        {assignment.dueAt && (
          <p className={cn(overdue && 'font-medium text-red-700')}>
            <time dateTime={assignment.dueAt}>{t('assigned.due', { date: format.date(assignment.dueAt) })}</time>
          </p>
        )}
      </div>
      <Link
        to={`${toolPath(assignment.tool)}?assignment=${encodeURIComponent(assignment.id)}`}
        className={buttonClasses(assignment.done ? 'outline' : 'default', 'md', 'mt-auto self-start after:absolute after:inset-0 after:rounded-xl')}
        aria-label={assignment.done ? t('assigned.againTool', { tool }) : t('assigned.startTool', { tool })}
      >
        {assignment.done ? t('assigned.again') : t('assigned.start')}
      </Link>
    </Card>
  );
}

/** The call to practise: the product, then scenario · objection · goal · difficulty (their labels, named for screen readers). */
function CallSummary({ setup }: { setup: SalesSetup }) {
  const t = useT('dashboard');
  const tsc = useT('salesCoach');
  const choices = [
    [tsc('setup.scenarioLabel'), SCENARIO_LABELS[setup.scenario]],
    [tsc('setup.objectionLabel'), OBJECTION_LABELS[setup.objection]],
    [tsc('setup.goalLabel'), GOAL_LABELS[setup.goal]],
    [tsc('setup.difficultyLabel'), DIFFICULTY_LABELS[setup.difficulty]],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-1.5 gap-y-1 text-sm text-slate-600">
      <div className="w-full">
        <dt className="sr-only">{t('assigned.product')}</dt>
        <dd className="line-clamp-3 break-words text-slate-800">{setup.product}</dd>
      </div>
      {choices.map(([label, value], index) => (
        <div key={label}>
          <dt className="sr-only">{label}</dt>
          <dd>
            {tsc(value)}
            {index < choices.length - 1 && <span aria-hidden="true"> ·</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
