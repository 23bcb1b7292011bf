import { Loader2 } from 'lucide-react';
import { useT } from '@web/lib/language/i18n.ts';
import { cn } from './cn.ts';

/** `label` is read out by screen readers; "Loading" in the reader's language unless given. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT('common');
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} className="[&>svg]:size-8" />
    </div>
  );
}
