import type { MessageId } from '@shared/i18n/namespaces.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { cn } from '@web/components/ui/cn.ts';
import { useDataSaver } from '@web/lib/platform/data-saver.ts';
import type { CallStatus } from './call-machine.ts';

const STATUS_TEXT: Record<CallStatus, MessageId<'salesCoach'>> = {
  connecting: 'call.status.connecting',
  listening: 'call.status.listening',
  speaking: 'call.status.speaking',
};

const STATUS_COLOURS: Record<CallStatus, { badge: string; dot: string }> = {
  connecting: { badge: 'bg-amber-50 text-amber-800', dot: 'animate-pulse bg-amber-500' },
  listening: { badge: 'bg-emerald-50 text-emerald-800', dot: 'bg-emerald-600' },
  speaking: { badge: 'bg-brand-50 text-brand-800', dot: 'animate-pulse bg-brand-600' },
};

/** "Connecting...", "Listening..." or "AI is speaking...", announced as it changes. */
export function CallStatusBadge({ status }: { status: CallStatus }) {
  const t = useT('salesCoach');
  const colours = STATUS_COLOURS[status];
  // Data saver: the dot stays still; the words say what is happening.
  const dot = useDataSaver() ? colours.dot.replace('animate-pulse', '') : colours.dot;
  return (
    <p role="status" aria-live="polite" className={cn('flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium', colours.badge)}>
      <span aria-hidden="true" className={cn('size-2 rounded-full', dot)} />
      {t(STATUS_TEXT[status])}
    </p>
  );
}
