import { Info } from 'lucide-react';
import { useMe } from '@web/lib/session/session.ts';
import { useLocale, useT } from '@web/lib/language/i18n.ts';
import { usePublicConfig } from '@web/lib/api/public-config.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { coachLanguageGap } from '@web/components/tool-shell/coach-language.ts';

const NOTICES = {
  notJudged: { pitch: 'coachLanguage.pitch', call: 'coachLanguage.call' },
  typeToBeCoached: { pitch: 'speechLanguage.pitch', call: 'speechLanguage.call' },
} as const;

/**
 * Before practising, a reader learns what the coach can do in their language, not from a report:
 * that it cannot judge it at all, or (offline, where speech is recognised in English only) that it
 * judges it typed but not spoken.
 */
export function CoachLanguageNotice({ subject }: { subject: 'pitch' | 'call' }) {
  const t = useT('tools');
  const locale = useLocale();
  const config = usePublicConfig().data;
  const gap = coachLanguageGap(locale, config?.coachLanguages, config?.speechLanguages);
  if (!gap) return null;
  return (
    <Alert role="note" className="flex items-start gap-3 border-sky-200 bg-sky-50 text-sky-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{t(NOTICES[gap][subject])}</p>
    </Alert>
  );
}

/** Above a report that could not judge what was said: nothing was spent, and the report says why. */
export function FreeRunNotice() {
  const t = useT('tools');
  const isGuest = !useMe().data;
  return (
    <Alert role="status" className="flex items-start gap-3 border-sky-200 bg-sky-50 text-sky-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{t(isGuest ? 'freeRun.guest' : 'freeRun.user')}</p>
    </Alert>
  );
}
