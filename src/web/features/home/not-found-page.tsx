import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { useT } from '@web/lib/language/i18n.ts';

export default function NotFoundPage() {
  const t = useT('home');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound')}</h1>
      <Link to="/" className={buttonClasses('default')}>
        {t('returnHome')}
      </Link>
    </main>
  );
}
