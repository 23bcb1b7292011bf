import { formatCountdown } from '@shared/sales-coach';
import { useT } from '@web/lib/language/i18n.ts';
import { cn } from '@web/components/ui/cn.ts';

/** The last 30 seconds show in red. */
const LOW_TIME_SECONDS = 30;

export function CallTimer({ remaining }: { remaining: number }) {
  const t = useT('salesCoach');
  return (
    <div>
      <p className="text-xs uppercase tracking-wide text-slate-500">{t('call.timeLeft')}</p>
      <p
        className={cn('font-mono text-3xl font-bold tabular-nums', remaining <= LOW_TIME_SECONDS ? 'text-red-600' : 'text-slate-900')}
        data-testid="call-countdown"
        aria-label={t('call.timeLeftAria', { time: formatCountdown(remaining) })}
      >
        {formatCountdown(remaining)}
      </p>
    </div>
  );
}
