import { Link } from 'react-router';
import { Calculator, Lock, Mic, PhoneCall, TrendingUp } from 'lucide-react';
import type { ToolInfo } from '@shared/tools';
import type { ToolRatingSummary } from '@shared/api-types';
import { Card } from '@web/components/ui/card.tsx';
import { Stars } from '@web/components/ui/star-rating.tsx';
import { TextPlaceholder } from '@web/components/ui/text-placeholder.tsx';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { i18n, useT } from '@web/lib/language/i18n.ts';

const ICONS = { 'pitch-lab': Mic, 'sales-coach': PhoneCall, commission: Calculator, pipeline: TrendingUp } as const;

/** `rating`: undefined while the ratings load (a placeholder, also in the prerendered page), null when the API had none. */
export function ToolCard({ tool, rating, locked = false }: { tool: ToolInfo; rating: ToolRatingSummary | null | undefined; locked?: boolean }) {
  const t = useT('common');
  const Icon = ICONS[tool.id];
  const name = t(`tool.${tool.id}.name`);
  const body = (
    <>
      <div className="flex items-start gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            {locked ? (
              name
            ) : (
              // The whole card is the link (stretched over it); its name starts with the visible title.
              <Link to={tool.path} className="after:absolute after:inset-0 after:rounded-xl focus:outline-none" aria-label={t('tool.open', { name })}>
                {name}
              </Link>
            )}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t(`tool.${tool.id}.description`)}</p>
        </div>
      </div>
      <div className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        {rating === undefined ? (
          <TextPlaceholder width="w-32" />
        ) : rating?.isShown ? (
          <>
            <Stars value={rating.average} />
            <span>
              {t('tool.ratings', {
                average: i18n.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                count: rating.count,
              })}
            </span>
          </>
        ) : (
          <span data-testid="tool-not-rated">{t('tool.notYetRated')}</span>
        )}
      </div>
    </>
  );
  if (locked) {
    return (
      <Card className="relative p-5 opacity-80">
        {body}
        <Link to="/pricing" className={buttonClasses('secondary', 'sm', 'mt-4 w-full')}>
          <Lock aria-hidden="true" className="size-4" />
          {t('tool.upgradeToUnlock')}
        </Link>
      </Card>
    );
  }
  return (
    <Card className="relative h-full p-5 transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600">
      {body}
    </Card>
  );
}
