import { useEffect, useRef } from 'react';
import { Play } from 'lucide-react';
import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { cn } from '@web/components/ui/cn.ts';
import type { LiveTurn } from './call-machine.ts';

/**
 * The conversation so far, kept scrolled to its latest turn. With `onPlay` (data saver: nothing is
 * spoken by itself), each prospect turn has a Play button.
 */
export function CallTranscript({ turns, realtime, onPlay }: { turns: LiveTurn[]; realtime: boolean; onPlay?: (text: string) => void }) {
  const t = useT('salesCoach');
  const listRef = useRef<HTMLOListElement>(null);
  // A realtime turn is listed before its words arrive: only turns with words show.
  const said = turns.filter((turn) => turn.text.trim());

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [turns]);

  return (
    <section aria-label={t('call.transcript')}>
      <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('call.transcript')}</h2>
      {/* Focusable: a scrolled transcript must be readable with the keyboard alone. */}
      <ol
        ref={listRef}
        tabIndex={0}
        aria-live="polite"
        className="max-h-80 min-h-32 space-y-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
        data-testid="call-transcript"
      >
        {said.length === 0 && <li className="text-sm text-slate-500">{realtime ? t('call.emptyRealtime') : t('call.emptyTurns')}</li>}
        {said.map((turn) => (
          <li
            key={turn.id}
            className={cn(
              'max-w-[85%] rounded-lg px-3 py-2 text-sm',
              turn.role === 'user' ? 'ml-auto bg-brand-700 text-white' : 'bg-white text-slate-900 shadow-sm',
            )}
          >
            <span className={cn('block text-xs font-semibold', turn.role === 'user' ? 'text-white' : 'text-slate-600')}>
              {turn.role === 'user' ? t('call.you') : t('call.prospect')}
            </span>
            {turn.text}
            {onPlay && turn.role === 'prospect' && (
              <Button variant="outline" size="sm" className="mt-2 flex" onClick={() => onPlay(turn.text)}>
                <Play aria-hidden="true" className="size-4" />
                {t('call.playReply')}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
