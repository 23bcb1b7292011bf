import { Link } from 'react-router';
import { FileAudio } from 'lucide-react';
import { useT } from '@web/lib/language/i18n.ts';
import { useMe } from '@web/lib/session/session.ts';

/** Next to the practice setup: a call that really happened can be scored too (signed-in users: /calls). */
export function RealCallLink() {
  const t = useT('salesCoach');
  if (!useMe().data) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <FileAudio aria-hidden="true" className="size-4 text-brand-700" />
      {t('realCall.text')}
      <Link to="/calls" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
        {t('realCall.link')}
      </Link>
    </p>
  );
}
