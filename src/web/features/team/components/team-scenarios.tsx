import { useId } from 'react';
import type { MemberProgress } from '@shared/assignments';
import { useT } from '@web/lib/language/i18n.ts';
import { ScenarioProgressTable } from '@web/features/sales-coach/index.ts';

/**
 * Each member's Sales Coach scenarios (a setup, or a real call they practised): first, best and
 * latest score of each, folded per member so the progress table above stays one line per person.
 */
export function TeamScenarios({ members }: { members: MemberProgress[] }) {
  const t = useT('salesCoach');
  const titleId = useId();
  const practised = members.filter((member) => member.scenarios.length > 0);
  if (practised.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-2 border-t border-slate-200 pt-4">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t('scenarios.teamTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('scenarios.teamDescription')}</p>
      {practised.map((member) => {
        const label = t('scenarios.memberCount', { name: member.fullName, count: member.scenarios.length });
        return (
          <details key={member.userId} className="rounded-lg border border-slate-200 px-3 py-2" data-testid="member-scenarios">
            <summary className="cursor-pointer text-sm font-medium text-slate-800">{label}</summary>
            <div className="mt-2">
              <ScenarioProgressTable scenarios={member.scenarios} caption={label} />
            </div>
          </details>
        );
      })}
    </section>
  );
}
