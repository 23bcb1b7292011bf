import { Star } from 'lucide-react';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { cn } from './cn.ts';

/** Display-only stars: filled up to the (rounded) value, with the number for screen readers. */
export function Stars({ value, size = 'sm', className }: { value: number; size?: 'sm' | 'md'; className?: string }) {
  const t = useT('common');
  const format = useFormat();
  const filled = Math.round(value);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={t('ui.stars', { value: format.number(value) })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(size === 'sm' ? 'size-4' : 'size-5', n <= filled ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}
