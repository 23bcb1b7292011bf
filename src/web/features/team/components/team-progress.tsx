import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { PRACTICE_TOOLS, type MemberProgress, type PracticeTool, type ToolProgress } from '@shared/assignments';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useFormat, type Formatters } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { NativeSelect } from '@web/components/ui/input.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { useTeamProgress } from '../api/use-team-progress.ts';
import { DEFAULT_SORT, SCORE_FIELDS, SORT_KEYS, firstDirection, nextSort, sortMembers, type ScoreField, type Sort, type SortKey } from '../progress-sort.ts';
import { useWideScreen } from '../use-wide-screen.ts';
import { MemberReportsDialog } from './member-reports-dialog.tsx';
import { RoleBadge } from './role-badge.tsx';
import { Sparkline } from './sparkline.tsx';
import { TeamScenarios } from './team-scenarios.tsx';

type Reader = { userId: string; fullName: string };

/** A score change as "+N" or "−N" (a real minus sign), in the reader's digits. */
export function formatChange(change: number, format: Formatters) {
  const digits = format.number(Math.abs(change));
  return change > 0 ? `+${digits}` : change < 0 ? `\u2212${digits}` : digits;
}

/**
 * Each member's practice per tool: runs, latest and best scores, the change since their first scored
 * attempt and their recent scores as a small chart. A sortable table on wide screens, cards on phones;
 * a member's reports open in a dialog.
 */
export function TeamProgress({ myUserId }: { myUserId: string | undefined }) {
  const t = useT('team');
  const format = useFormat();
  const titleId = useId();
  const wide = useWideScreen();
  const progress = useTeamProgress(true);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [reader, setReader] = useState<Reader | null>(null);
  const members = progress.data ? sortMembers(progress.data.members, sort, format.locale) : [];
  const nobodyPractised = members.every((member) => PRACTICE_TOOLS.every((tool) => member.tools[tool].runs === 0));

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('progress.title')}</CardTitle>
        <CardDescription>{t('progress.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {progress.isPending ? (
          <Spinner label={t('progress.loading')} />
        ) : progress.isError ? (
          <Alert variant="destructive" className="space-y-2">
            <p>{errorMessage(progress.error, t('progress.loadFailed'))}</p>
            <Button variant="outline" size="sm" onClick={() => void progress.refetch()}>
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : (
          <>
            {nobodyPractised && <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{t('progress.empty')}</p>}
            {wide ? (
              <ProgressTable members={members} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} myUserId={myUserId} onOpen={setReader} />
            ) : (
              <ProgressCards members={members} sort={sort} onSort={setSort} myUserId={myUserId} onOpen={setReader} />
            )}
            <TeamScenarios members={members} />
          </>
        )}
      </CardContent>
      <MemberReportsDialog member={reader} onClose={() => setReader(null)} />
    </Card>
  );
}

interface ViewProps {
  members: MemberProgress[];
  sort: Sort;
  myUserId: string | undefined;
  onOpen: (member: Reader) => void;
}

const FIELD_IDS = { latest: 'progress.latest', best: 'progress.best', change: 'progress.change' } as const satisfies Record<ScoreField, string>;

function ProgressTable({ members, sort, onSort, myUserId, onOpen }: ViewProps & { onSort: (key: SortKey) => void }) {
  const t = useT('team');
  const tc = useT('common');
  const header = (key: SortKey, label: string, srPrefix?: string, className?: string) => (
    <SortHeader key={key} sortKey={key} sort={sort} onSort={onSort} label={label} srPrefix={srPrefix} className={className} />
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-500">
          <tr>
            {/* Name and runs span both header rows; each tool's columns sit under its name. */}
            {header('name', t('progress.name'), undefined, 'align-bottom pl-0')}
            {header('runs', t('progress.runs'), undefined, 'align-bottom')}
            {PRACTICE_TOOLS.map((tool) => (
              <th key={tool} scope="colgroup" colSpan={SCORE_FIELDS.length + 1} className="border-l border-slate-200 px-2 pb-1 font-semibold text-slate-700">
                {tc(`tool.${tool}.name`)}
              </th>
            ))}
            <th scope="col" rowSpan={2} className="align-bottom">
              <span className="sr-only">{t('progress.reports')}</span>
            </th>
          </tr>
          <tr className="border-b border-slate-200">
            {PRACTICE_TOOLS.map((tool) => (
              <ToolHeaders key={tool} tool={tool} header={header} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members.map((member) => (
            <tr key={member.userId}>
              <th scope="row" className="py-3 pr-3 text-left font-medium text-slate-900">
                <span className="break-words">{member.fullName}</span>
                {member.userId === myUserId && <span className="ml-1 font-normal text-slate-500">{t('members.you')}</span>}
              </th>
              <td className="py-3 pr-3">
                <RunsCell member={member} />
              </td>
              {PRACTICE_TOOLS.map((tool) => (
                <ToolCells key={tool} progress={member.tools[tool]} />
              ))}
              <td className="py-3 pl-2 text-right">
                <ReportsButton member={member} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ToolHeaders({
  tool,
  header,
}: {
  tool: PracticeTool;
  header: (key: SortKey, label: string, srPrefix?: string, className?: string) => React.ReactNode;
}) {
  const t = useT('team');
  const tc = useT('common');
  const name = tc(`tool.${tool}.name`);
  return (
    <>
      {SCORE_FIELDS.map((field, index) => header(`${tool}.${field}`, t(FIELD_IDS[field]), name, index === 0 ? 'border-l border-slate-200' : undefined))}
      <th scope="col" className="px-1.5 py-2 font-medium">
        <span className="sr-only">{name}: </span>
        {t('progress.trend')}
      </th>
    </>
  );
}

/** A column header that sorts; `aria-sort` says how the table is sorted (on the sorted column only). */
function SortHeader({
  sortKey,
  sort,
  onSort,
  label,
  srPrefix,
  className,
}: {
  sortKey: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
  label: string;
  srPrefix?: string;
  className?: string;
}) {
  const active = sort.key === sortKey;
  const Icon = active ? (sort.direction === 'ascending' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    // A tool's columns are in the second header row; the others span both.
    <th scope="col" aria-sort={active ? sort.direction : undefined} rowSpan={srPrefix ? 1 : 2} className={cn('px-1.5 py-1 font-medium', className)}>
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={cn(
          // Labels may take two lines ("Ya karibuni"): the table must fit 1280 px in every language.
          '-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 text-left hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
          active && 'text-slate-900',
        )}
      >
        {srPrefix && <span className="sr-only">{srPrefix}: </span>}
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'text-slate-400')} />
      </button>
    </th>
  );
}

function RunsCell({ member }: { member: MemberProgress }) {
  const t = useT('team');
  const format = useFormat();
  return (
    <>
      <span className="font-medium text-slate-900">{format.number(member.runs)}</span>
      {member.lastRunAt && <span className="block text-xs text-slate-500">{t('progress.lastRun', { date: format.date(member.lastRunAt) })}</span>}
    </>
  );
}

function ToolCells({ progress }: { progress: ToolProgress }) {
  return (
    <>
      <td className="border-l border-slate-200 px-1.5 py-3">
        <Score value={progress.latest} strong />
      </td>
      <td className="px-1.5 py-3">
        <Score value={progress.best} />
      </td>
      <td className="px-1.5 py-3">
        <Change value={progress.change} />
      </td>
      <td className="px-1.5 py-3">
        <Trend progress={progress} />
      </td>
    </>
  );
}

/** "—" to the eye, "No score" (or `label`) to a screen reader. */
function Missing({ label }: { label?: string }) {
  const t = useT('team');
  return (
    <span>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">{label ?? t('progress.noScore')}</span>
    </span>
  );
}

function Score({ value, strong = false }: { value: number | null; strong?: boolean }) {
  const format = useFormat();
  if (value === null) return <Missing />;
  return <span className={strong ? 'font-semibold text-slate-900' : 'text-slate-800'}>{format.number(value)}</span>;
}

function Change({ value }: { value: number | null }) {
  const format = useFormat();
  if (value === null) return <Missing />;
  return (
    <span className={cn('font-medium', value > 0 ? 'text-emerald-700' : value < 0 ? 'text-red-700' : 'text-slate-700')}>{formatChange(value, format)}</span>
  );
}

function Trend({ progress }: { progress: ToolProgress }) {
  const t = useT('team');
  const format = useFormat();
  return (
    <span className="inline-flex flex-col gap-0.5">
      {progress.scores.length > 0 ? (
        <Sparkline scores={progress.scores} label={t('progress.scores', { scores: progress.scores.map((score) => format.number(score)).join(', ') })} />
      ) : (
        <Missing label={t('progress.noScores')} />
      )}
      {progress.runs > 0 && <span className="text-xs text-slate-500">{t('progress.toolRuns', { count: progress.runs })}</span>}
    </span>
  );
}

function ReportsButton({ member, onOpen }: { member: MemberProgress; onOpen: (member: Reader) => void }) {
  const t = useT('team');
  const practised = PRACTICE_TOOLS.some((tool) => member.tools[tool].runs > 0);
  return (
    <Button
      variant="outline"
      size="sm"
      // Two short lines rather than a clipped table in the longer languages ("Voir les rapports").
      className="h-auto min-h-8 py-1 leading-tight"
      disabled={!practised}
      onClick={() => onOpen({ userId: member.userId, fullName: member.fullName })}
      aria-label={t('progress.viewReportsLabel', { name: member.fullName })}
    >
      {t('progress.viewReports')}
    </Button>
  );
}

/** Phones: one card per member, sorted by a "Sort by" list (each sort in its usual direction). */
function ProgressCards({ members, sort, onSort, myUserId, onOpen }: ViewProps & { onSort: (sort: Sort) => void }) {
  const t = useT('team');
  const tc = useT('common');
  const format = useFormat();
  const sortId = useId();
  const sortLabel = (key: SortKey) => {
    if (key === 'name') return t('progress.sort.name');
    if (key === 'runs') return t('progress.sort.runs');
    const [tool, field] = key.split('.') as [PracticeTool, ScoreField];
    return t(`progress.sort.${field}`, { tool: tc(`tool.${tool}.name`) });
  };
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
          {t('progress.sortBy')}
        </label>
        <NativeSelect
          id={sortId}
          value={sort.key}
          onChange={(event) => {
            const key = event.target.value as SortKey;
            onSort({ key, direction: firstDirection(key) });
          }}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {sortLabel(key)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ul className="space-y-3">
        {members.map((member) => (
          <li key={member.userId} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="break-words font-medium text-slate-900">
                  {member.fullName}
                  {member.userId === myUserId && <span className="ml-1 font-normal text-slate-500">{t('members.you')}</span>}
                </h3>
                <p className="text-xs text-slate-500">
                  {t('progress.totalRuns', { count: member.runs })}
                  {member.lastRunAt && ` · ${t('progress.lastRun', { date: format.date(member.lastRunAt) })}`}
                </p>
              </div>
              <RoleBadge role={member.role} />
            </div>
            {PRACTICE_TOOLS.map((tool) => {
              const progress = member.tools[tool];
              return (
                <div key={tool} className="space-y-1">
                  <h4 className="text-sm font-semibold text-slate-700">{tc(`tool.${tool}.name`)}</h4>
                  <div className="flex flex-wrap items-end justify-between gap-2">
                    <dl className="grid grid-cols-3 gap-3 text-sm">
                      {SCORE_FIELDS.map((field) => (
                        <div key={field}>
                          <dt className="text-xs text-slate-500">{t(FIELD_IDS[field])}</dt>
                          <dd>{field === 'change' ? <Change value={progress.change} /> : <Score value={progress[field]} strong={field === 'latest'} />}</dd>
                        </div>
                      ))}
                    </dl>
                    <Trend progress={progress} />
                  </div>
                </div>
              );
            })}
            <ReportsButton member={member} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </>
  );
}
