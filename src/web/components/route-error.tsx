import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from './ui/button.tsx';
import { useT } from '@web/lib/i18n.ts';

export function RouteError() {
  const t = useT('common');
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-slate-600">{chunkFailed ? t('error.chunk') : isRouteErrorResponse(error) ? error.statusText : t('error.unexpected')}</p>
      <div className="flex gap-2">
        <button className={buttonClasses('default')} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link to="/" className={buttonClasses('outline')}>
          {t('error.goHome')}
        </Link>
      </div>
    </main>
  );
}
