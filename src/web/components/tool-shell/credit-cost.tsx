import { Link } from 'react-router';
import { AlertTriangle, Coins } from 'lucide-react';
import { getTool, type ToolId } from '@shared/tools';
import { useT } from '@web/lib/language/i18n.ts';
import type { ToolRun } from './use-tool-run.ts';

/**
 * What pressing a paid tool's button costs, next to it: the balance before the run, a warning before
 * the last credit is spent, "Unlimited credits" for premium, the free trial for a guest. With a balance,
 * it also says what the credit buys here, so spending one is a choice made knowingly. The button
 * points at it with `aria-describedby={id}`, so a screen reader hears the price with the button.
 * Renders nothing for a free tool.
 */
/** The tools a run of which costs credits (the Pipeline Math Calculator is free). */
type PaidToolId = Exclude<ToolId, 'pipeline'>;

export function CreditCost({ id, toolId, run }: { id: string; toolId: ToolId; run: Pick<ToolRun, 'credits' | 'isGuest'> }) {
  const t = useT('tools');
  const cost = getTool(toolId)!.cost;
  if (cost === 0) return null;
  if (run.isGuest) {
    return (
      <p id={id} className="text-sm text-slate-600" data-testid="credit-cost">
        {t('cost.guest')}
      </p>
    );
  }
  const credits = run.credits ?? 0;
  if (credits < 0) {
    return (
      <p id={id} className="text-sm text-slate-600" data-testid="credit-cost">
        {t('cost.unlimited')}
      </p>
    );
  }
  // Warned while the run can still be skipped: after it the balance is 0 and the next tool refuses.
  const isLast = credits === cost;
  return (
    <div
      id={id}
      data-testid="credit-cost"
      className={isLast ? 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900' : 'text-sm text-slate-600'}
    >
      <p className="flex items-center gap-1.5">
        <Coins aria-hidden="true" className="size-4 shrink-0 text-amber-500" />
        {t('cost.uses', { cost, left: credits })}
      </p>
      <p className="mt-0.5 pl-5.5" data-testid="credit-buys">
        {t(`cost.buys.${toolId as PaidToolId}`)}
      </p>
      {isLast && (
        <p className="mt-1 flex flex-wrap items-center gap-x-1.5" data-testid="last-credit-warning">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          <strong>{t('cost.last')}</strong>
          <Link to="/pricing" className="font-semibold underline">
            {t('cost.pricing')}
          </Link>
        </p>
      )}
    </div>
  );
}
