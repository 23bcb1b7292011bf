import { useId, useState } from 'react';
import { CheckCircle2, Mic, PhoneCall, Plus } from 'lucide-react';
import type { AssignmentDto } from '@shared/assignments';
import type { TeamMemberDto } from '@shared/team';
import { toast } from '@web/lib/feedback/toast.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { usePracticeOutcomeText } from '@web/lib/language/practice-outcome.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { useAssignments, useWithdrawAssignment } from '../api/use-assignments.ts';
import { setupSummary } from '@web/lib/language/sales-setup-labels.ts';
import { AssignPracticeDialog } from './assign-practice-dialog.tsx';

const TOOL_ICONS = { 'pitch-lab': Mic, 'sales-coach': PhoneCall } as const;

/** Practice the owner and managers assigned, who has done it and their scores; a new assignment opens a dialog. */
export function AssignmentsPanel({ members, myUserId }: { members: TeamMemberDto[]; myUserId: string | undefined }) {
  const t = useT('team');
  const titleId = useId();
  const [assigning, setAssigning] = useState(false);
  const [withdrawing, setWithdrawing] = useState<AssignmentDto | null>(null);
  const assignments = useAssignments(true);
  const withdraw = useWithdrawAssignment();

  function confirmWithdraw() {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => void toast.success(t('practice.withdrawn')),
      onError: (error) => void toast.error(errorMessage(error, t('practice.withdrawFailed'))),
    });
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle id={titleId}>{t('practice.title')}</CardTitle>
          <CardDescription>{t('practice.description')}</CardDescription>
        </div>
        <Button className="shrink-0 self-start" onClick={() => setAssigning(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('practice.assign')}
        </Button>
      </CardHeader>
      <CardContent>
        {assignments.isPending ? (
          <Spinner label={t('practice.loading')} />
        ) : assignments.isError ? (
          <Alert variant="destructive" className="space-y-2">
            <p>{errorMessage(assignments.error, t('practice.loadFailed'))}</p>
            <Button variant="outline" size="sm" onClick={() => void assignments.refetch()}>
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : assignments.data.assignments.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{t('practice.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {assignments.data.assignments.map((assignment) => (
              <AssignmentItem
                key={assignment.id}
                assignment={assignment}
                now={assignments.dataUpdatedAt}
                busy={withdraw.isPending && withdraw.variables === assignment.id}
                onWithdraw={() => setWithdrawing(assignment)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <AssignPracticeDialog open={assigning} onOpenChange={setAssigning} members={members} myUserId={myUserId} />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={t('practice.withdrawTitle')}
        description={t('practice.withdrawDescription')}
        confirmLabel={t('practice.withdraw')}
        destructive
        onConfirm={confirmWithdraw}
      />
    </Card>
  );
}

/** `now`: when the list was fetched (rendering stays pure; a refetch brings a new one). */
function AssignmentItem({ assignment, now, busy, onWithdraw }: { assignment: AssignmentDto; now: number; busy: boolean; onWithdraw: () => void }) {
  const t = useT('team');
  const tc = useT('common');
  const ts = useT('salesCoach');
  const format = useFormat();
  const outcomeText = usePracticeOutcomeText();
  const tool = tc(`tool.${assignment.tool}.name`);
  const Icon = TOOL_ICONS[assignment.tool];
  const done = assignment.assignees.filter((assignee) => assignee.done).length;
  const total = assignment.assignees.length;
  const overdue = assignment.dueAt !== null && Date.parse(assignment.dueAt) < now && done < total;
  const summary = assignment.setup ? setupSummary(assignment.setup, ts) : (assignment.brief ?? '');
  const created = format.date(assignment.createdAt);

  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="space-y-1">
        <div className="flex items-start justify-between gap-3">
          <h3 className="flex items-center gap-2 pt-1 font-semibold text-slate-900">
            <Icon aria-hidden="true" className="size-4 text-brand-700" />
            {tool}
          </h3>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 text-red-700"
            loading={busy}
            onClick={onWithdraw}
            aria-label={t('practice.withdrawLabel', { tool, date: created })}
          >
            {t('practice.withdraw')}
          </Button>
        </div>
        <p className="whitespace-pre-line break-words text-sm text-slate-800">{summary}</p>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>
          {assignment.createdByName ? t('practice.assignedBy', { name: assignment.createdByName, date: created }) : t('practice.assignedOn', { date: created })}
        </span>
        {assignment.dueAt ? (
          <span className={cn('inline-flex items-center gap-1.5', overdue && 'font-semibold text-red-700')}>
            {t('practice.due', { date: format.date(assignment.dueAt) })}
            {overdue && <Badge variant="destructive">{t('practice.overdue')}</Badge>}
          </span>
        ) : (
          <span>{t('practice.noDue')}</span>
        )}
        {assignment.wholeTeam && <Badge variant="secondary">{t('practice.wholeTeam')}</Badge>}
        <span className="font-medium text-slate-700">{t('practice.doneCount', { done, total })}</span>
      </p>
      {total === 0 ? (
        <p className="text-sm text-slate-600">{t('practice.noAssignees')}</p>
      ) : (
        <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" aria-label={t('practice.whoLabel', { tool })}>
          {assignment.assignees.map((assignee) => {
            const outcome = outcomeText(assignee);
            return (
              <li
                key={assignee.userId}
                className="flex items-center justify-between gap-3 border-b border-slate-100 py-1 last:border-0 sm:[&:nth-last-child(2):nth-child(odd)]:border-0"
              >
                <span className="min-w-0 break-words text-slate-900">{assignee.fullName}</span>
                {assignee.done ? (
                  // A longer outcome ("not scored: …") wraps beside the name instead of pushing the row wider.
                  <span className={cn('inline-flex items-center gap-1 font-medium text-emerald-800', outcome ? 'min-w-0 text-right' : 'shrink-0')}>
                    <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
                    {outcome ?? (assignee.score === null ? t('practice.done') : t('practice.doneScore', { score: assignee.score }))}
                  </span>
                ) : (
                  <span className="shrink-0 text-slate-500">{t('practice.notYet')}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
