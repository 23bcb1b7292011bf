import { useId } from 'react';
import { Link } from 'react-router';
import { Dumbbell } from 'lucide-react';
import type { CallResponse } from '@shared/calls';
import { toolPath } from '@shared/tools';
import { useT } from '@web/lib/language/i18n.ts';
import { buttonClasses } from '@web/components/ui/button.tsx';

/** The Sales Coach page that practises a real call: it starts the call at once (practice-call.ts on that page). */
function practiseCallPath(callId: string): string {
  return `${toolPath('sales-coach')}?fromCall=${encodeURIComponent(callId)}`;
}

/**
 * Under a real call's report: one tap starts a Sales Coach call in the call's setup, whose prospect
 * raises the objections the real customer raised. Only for the person's own analysed calls (the
 * server refuses anyone else's).
 */
export function PractiseCallButton({ call }: { call: Pick<CallResponse, 'id' | 'status' | 'own'> }) {
  const t = useT('salesCoach');
  const hintId = useId();
  if (!call.own || call.status !== 'done') return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p id={hintId} className="text-sm text-brand-900">
        {t('practise.hint')}
      </p>
      <Link to={practiseCallPath(call.id)} className={buttonClasses('default', 'md', 'shrink-0')} aria-describedby={hintId} data-testid="practise-call">
        <Dumbbell aria-hidden="true" className="size-4" />
        {t('practise.button')}
      </Link>
    </div>
  );
}
