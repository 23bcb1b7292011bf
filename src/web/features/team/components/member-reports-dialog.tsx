import { useEffect, useId, useRef, useState } from 'react';
import { ChevronLeft, FileText } from 'lucide-react';
import { PRACTICE_TOOLS, type PracticeTool } from '@shared/assignments';
import type { ToolRunDto } from '@shared/tools';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog.tsx';
import { Markdown } from '@web/components/ui/markdown.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { MEMBER_RUNS_LIMIT, useMemberRuns } from '../api/use-team-progress.ts';

interface Reader {
  userId: string;
  fullName: string;
}

interface Chosen {
  tool: PracticeTool;
  run: ToolRunDto;
}

/**
 * A run's overall score, as the server's score column reads it: none for a report that judged nothing
 * (a pitch or call the offline analysis could not read).
 */
export function runScore(run: ToolRunDto): number | null {
  const report = (run.data as { report?: { overallScore?: unknown; metrics?: { limited?: unknown } } } | null)?.report;
  const score = report?.overallScore;
  return typeof score === 'number' && !report?.metrics?.limited ? score : null;
}

/** A member's latest Pitch Lab and Sales Coach runs; choosing one shows its report. */
export function MemberReportsDialog({ member, onClose }: { member: Reader | null; onClose: () => void }) {
  const t = useT('team');
  // The last member shown stays while the dialog closes (its content must not vanish mid-animation);
  // each opening (a new object, even for the same person) starts at the list.
  const [shown, setShown] = useState<Reader | null>(member);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  if (member && member !== shown) {
    setShown(member);
    setChosen(null);
  }
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {shown && (
          <>
            <DialogTitle>{t('reports.title', { name: shown.fullName })}</DialogTitle>
            <DialogDescription>{t('reports.description', { count: MEMBER_RUNS_LIMIT })}</DialogDescription>
            {chosen ? <RunReport chosen={chosen} onBack={() => setChosen(null)} /> : <RunLists userId={shown.userId} onChoose={setChosen} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RunLists({ userId, onChoose }: { userId: string; onChoose: (chosen: Chosen) => void }) {
  const t = useT('team');
  const pitches = useMemberRuns(userId, 'pitch-lab');
  const calls = useMemberRuns(userId, 'sales-coach');
  // Not allowed (a manager opening another manager's): one message from the server for both tools.
  const refusal = [pitches.error, calls.error].find((error) => error instanceof ApiError && error.status === 403);
  if (refusal) {
    return (
      <Alert variant="warning" className="mt-4">
        {errorMessage(refusal, t('reports.failed'))}
      </Alert>
    );
  }
  const queries = { 'pitch-lab': pitches, 'sales-coach': calls } as const;
  return (
    <div className="mt-4 space-y-5">
      {PRACTICE_TOOLS.map((tool) => (
        <ToolRuns key={tool} tool={tool} query={queries[tool]} onChoose={onChoose} />
      ))}
    </div>
  );
}

function ToolRuns({ tool, query, onChoose }: { tool: PracticeTool; query: ReturnType<typeof useMemberRuns>; onChoose: (chosen: Chosen) => void }) {
  const t = useT('team');
  const tc = useT('common');
  const format = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {tc(`tool.${tool}.name`)}
      </h3>
      {query.isPending ? (
        <Spinner label={t('reports.loading')} />
      ) : query.isError ? (
        <Alert variant="destructive" className="space-y-2">
          <p>{errorMessage(query.error, t('reports.failed'))}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('reports.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {query.data.map((run) => {
            const score = runScore(run);
            return (
              <li key={run.id}>
                <button
                  type="button"
                  onClick={() => onChoose({ tool, run })}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-left text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
                >
                  <span className="flex min-w-0 items-center gap-2 text-slate-800">
                    <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    {format.dateTime(run.createdAt)}
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900">
                    {score === null ? t('reports.noScore') : t('reports.score', { score: format.number(score) })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function RunReport({ chosen, onBack }: { chosen: Chosen; onBack: () => void }) {
  const t = useT('team');
  const tc = useT('common');
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const score = runScore(chosen.run);
  // The list gave way to the report: focus goes to its heading, where reading starts.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-4 space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('reports.back')}
      </Button>
      <div>
        <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
          {t('reports.reportTitle', { tool: tc(`tool.${chosen.tool}.name`), date: format.dateTime(chosen.run.createdAt) })}
        </h3>
        {score !== null && <p className="text-sm text-slate-600">{t('reports.score', { score: format.number(score) })}</p>}
      </div>
      {chosen.run.result ? <Markdown>{chosen.run.result}</Markdown> : <p className="text-sm text-slate-600">{t('reports.noReport')}</p>}
    </div>
  );
}
