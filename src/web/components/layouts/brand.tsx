import { Link } from 'react-router';
import { TrendingUp } from 'lucide-react';
import { useT } from '@web/lib/language/i18n.ts';

// Its own module: public pages (landing, tool pages for guests) show the brand without the signed-in frame's code.
export function Brand() {
  const t = useT('common');
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-brand-800">
      <TrendingUp aria-hidden="true" className="size-6" />
      <span>{t('brand')}</span>
    </Link>
  );
}
