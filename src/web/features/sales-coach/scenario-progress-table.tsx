import { useId } from 'react';
import type { ScenarioProgress } from '@shared/assignments';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { setupSummary } from '@web/lib/language/sales-setup-labels.ts';

/**
 * First, best and latest score of each Sales Coach scenario someone practised (a setup, or one of
 * their real calls): the person's own on the Sales Coach page, each member's on the Team page.
 */
export function ScenarioProgressTable({ scenarios, caption }: { scenarios: ScenarioProgress[]; caption: string }) {
  const t = useT('salesCoach');
  const format = useFormat();
  const score = (value: number | null) =>
    value === null ? (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('scenarios.noScore')}</span>
      </>
    ) : (
      format.number(value)
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="scenario-progress">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('scenarios.scenario')}
            </th>
            {(['runs', 'first', 'best', 'latest'] as const).map((column) => (
              <th key={column} scope="col" className="px-2 py-2 text-right font-medium">
                {t(`scenarios.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {scenarios.map((scenario) => (
            <tr key={scenario.key}>
              <th scope="row" className="max-w-xs py-2 pr-3 text-left font-normal break-words text-slate-800">
                {scenario.fromCall?.at && <span className="block font-medium">{t('scenarios.fromCall', { date: format.date(scenario.fromCall.at) })}</span>}
                {setupSummary(scenario.setup, t)}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{format.number(scenario.runs)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{score(scenario.first)}</td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums">{score(scenario.best)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{score(scenario.latest)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The signed-in person's own scenarios, under the Sales Coach's setup (nothing until they practised). */
export function MyScenarioProgress({ scenarios }: { scenarios: ScenarioProgress[] | undefined }) {
  const t = useT('salesCoach');
  const titleId = useId();
  if (!scenarios?.length) return null;
  return (
    <section aria-labelledby={titleId} className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('scenarios.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">{t('scenarios.description')}</p>
      <ScenarioProgressTable scenarios={scenarios} caption={t('scenarios.title')} />
    </section>
  );
}
