import { Coins } from 'lucide-react';
import { TOOLS } from '@shared/tools';
import { useT } from '@web/lib/language/i18n.ts';

/** What one credit pays for, tool by tool, so a price per credit means something. */
export function CreditBuys() {
  const t = useT('billing');
  const tc = useT('common');
  return (
    <section aria-labelledby="credit-buys-title" className="mx-auto mt-10 max-w-2xl rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="credit-buys-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Coins aria-hidden="true" className="size-5 text-amber-500" />
        {t('creditBuys.title')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {TOOLS.map((tool) => (
          <li key={tool.id}>{t(`creditBuys.${tool.id}`, { tool: tc(`tool.${tool.id}.name`) })}</li>
        ))}
      </ul>
    </section>
  );
}
