import { useEffect } from 'react';
import { Link } from 'react-router';
import { CloudOff } from 'lucide-react';
import { toolPath } from '@shared/tools';
import { buttonClasses } from './ui/button.tsx';
import { useT } from '@web/lib/language/i18n.ts';

const RETRY_WHILE_ONLINE_MS = 3_000;

/**
 * What a page shows when it cannot load because the device is offline: what still works here, what
 * needs a connection, and a retry, also run by itself when the browser comes back online. Its code and
 * texts are in the app's entry and the precached `common` catalog, so it renders with no network at all.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT('common');
  useEffect(() => {
    window.addEventListener('online', onRetry);
    // Already online (the event fired before this screen was up, or the server itself was unreachable): try again shortly.
    const timer = navigator.onLine ? window.setTimeout(onRetry, RETRY_WHILE_ONLINE_MS) : undefined;
    return () => {
      window.removeEventListener('online', onRetry);
      window.clearTimeout(timer);
    };
  }, [onRetry]);
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center gap-5 p-6" data-testid="offline-screen">
      <div className="flex flex-col items-center gap-3 text-center">
        <CloudOff aria-hidden="true" className="size-10 text-slate-500" />
        <h1 className="text-2xl font-bold">{t('offline.title')}</h1>
        <p className="text-slate-700">{t('offline.intro')}</p>
      </div>
      <section aria-labelledby="offline-works">
        <h2 id="offline-works" className="font-semibold text-emerald-800">
          {t('offline.worksTitle')}
        </h2>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          <li>
            <Link to={toolPath('pipeline')} className="font-medium text-brand-700 underline underline-offset-2">
              {t('offline.works.pipeline', { tool: t('tool.pipeline.name') })}
            </Link>
          </li>
          <li>{t('offline.works.lastLoaded')}</li>
        </ul>
      </section>
      <section aria-labelledby="offline-needs">
        <h2 id="offline-needs" className="font-semibold text-slate-900">
          {t('offline.needsTitle')}
        </h2>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          <li>{t('offline.needs.pitchLab', { tool: t('tool.pitch-lab.name') })}</li>
          <li>{t('offline.needs.salesCoach', { tool: t('tool.sales-coach.name') })}</li>
          <li>{t('offline.needs.commission', { tool: t('tool.commission.name') })}</li>
          <li>{t('offline.needs.payments')}</li>
        </ul>
      </section>
      <div className="flex flex-col items-center gap-2 text-center">
        <button type="button" className={buttonClasses('default')} onClick={onRetry}>
          {t('offline.retry')}
        </button>
        <p className="text-sm text-slate-600">{t('offline.autoRetry')}</p>
      </div>
    </main>
  );
}
