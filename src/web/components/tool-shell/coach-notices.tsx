import { Info } from 'lucide-react';
import { useMe } from '@web/lib/session/session.ts';
import { useLocale, useT } from '@web/lib/language/i18n.ts';
import { usePublicConfig } from '@web/lib/api/public-config.ts';
import { Alert } from '@web/components/ui/alert.tsx';

/**
 * Before practising: the coach judges only some languages (the offline one reads English), so a
 * reader of another language learns it before speaking, not from a report that cannot score them.
 */
export function CoachLanguageNotice({ subject }: { subject: 'pitch' | 'call' }) {
  const t = useT('tools');
  const locale = useLocale();
  const languages = usePublicConfig().data?.coachLanguages;
  if (!languages || languages === 'any' || languages.includes(locale)) return null;
  return (
    <Alert role="note" className="flex items-start gap-3 border-sky-200 bg-sky-50 text-sky-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{t(subject === 'pitch' ? 'coachLanguage.pitch' : 'coachLanguage.call')}</p>
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
