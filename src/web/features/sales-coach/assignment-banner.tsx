import { ClipboardList, Info } from 'lucide-react';
import type { MyAssignmentDto } from '@shared/assignments';
import { useT } from '@web/lib/language/i18n.ts';
import { RichText } from '@web/lib/language/rich-text.tsx';
import { setupSummary } from '@web/lib/language/sales-setup-labels.ts';

/** "Assigned by <name>: <the call's setup>" above a call started from the dashboard's "Assigned to you". */
export function AssignmentBanner({ assignment }: { assignment: MyAssignmentDto }) {
  const t = useT('salesCoach');
  const summary = assignment.setup ? setupSummary(assignment.setup, t) : '';
  return (
    <div role="note" className="mb-4 flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
      <ClipboardList aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 break-words">
        {assignment.createdByName ? (
          <RichText ns="salesCoach" id="assignment.banner" values={{ name: assignment.createdByName, summary }} components={{ 0: <strong /> }} />
        ) : (
          <RichText ns="salesCoach" id="assignment.bannerTeam" values={{ summary }} components={{ 0: <strong /> }} />
        )}
      </p>
    </div>
  );
}

/** The `?assignment=` link is for an assignment that is gone (or not this tool's): practice goes on, uncounted. */
export function AssignmentUnavailable() {
  const t = useT('salesCoach');
  return (
    <p role="status" className="mb-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {t('assignment.unavailable')}
    </p>
  );
}

/** Above the report of a run started for an assignment. */
export function CountsForAssignment() {
  const t = useT('salesCoach');
  return <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">{t('assignment.counts')}</p>;
}
