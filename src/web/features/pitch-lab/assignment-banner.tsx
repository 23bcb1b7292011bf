import { ClipboardList, Info } from 'lucide-react';
import type { MyAssignmentDto } from '@shared/assignments';
import { useT } from '@web/lib/language/i18n.ts';
import { RichText } from '@web/lib/language/rich-text.tsx';

/** "Assigned by <name>: <the brief>" above a pitch started from the dashboard's "Assigned to you". */
export function AssignmentBanner({ assignment }: { assignment: MyAssignmentDto }) {
  const brief = assignment.brief ?? '';
  return (
    <div role="note" className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
      <ClipboardList aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 whitespace-pre-line break-words">
        {assignment.createdByName ? (
          <RichText ns="pitchLab" id="assignment.banner" values={{ name: assignment.createdByName, brief }} components={{ 0: <strong /> }} />
        ) : (
          <RichText ns="pitchLab" id="assignment.bannerTeam" values={{ brief }} components={{ 0: <strong /> }} />
        )}
      </p>
    </div>
  );
}

/** The `?assignment=` link is for an assignment that is gone (or not this tool's): practice goes on, uncounted. */
export function AssignmentUnavailable() {
  const t = useT('pitchLab');
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {t('assignment.unavailable')}
    </p>
  );
}

/** Above the report of a pitch analyzed for an assignment. */
export function CountsForAssignment() {
  const t = useT('pitchLab');
  return <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">{t('assignment.counts')}</p>;
}
