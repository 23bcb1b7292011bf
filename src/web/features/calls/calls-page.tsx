import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useT } from '@web/lib/language/i18n.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { UploadForm } from './upload-form.tsx';
import { CallsList } from './calls-list.tsx';

/** /calls: "Score a real call": the upload, then the person's calls. */
export default function CallsPage() {
  const t = useT('calls');
  return (
    <AppShell>
      <div className="mx-auto max-w-2xl space-y-6">
        <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back.dashboard')}
        </Link>
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('intro')}</p>
        </div>
        <UploadForm />
        <CallsList />
      </div>
    </AppShell>
  );
}
