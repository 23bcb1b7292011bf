import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Brand } from '@web/components/layouts/brand.tsx';
import { ToolGrid } from '@web/components/tool-grid/tool-grid.tsx';
import { LanguagePicker } from '@web/components/language-picker.tsx';
import { useT } from '@web/lib/language/i18n.ts';

export default function LandingPage() {
  const t = useT('home');
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-4">
        <Brand />
        <div className="flex items-center gap-2">
          <LanguagePicker />
          {/* One line in every language ("Se connecter"); the icon only where there is room. */}
          <Link to="/login" className={buttonClasses('outline', 'sm', 'shrink-0 whitespace-nowrap')}>
            <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
            {t('logIn')}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 pb-16">
        <section className="py-8 text-center sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">{t('intro')}</p>
        </section>
        <section aria-labelledby="tools-heading">
          <h2 id="tools-heading" className="sr-only">
            {t('toolsHeading')}
          </h2>
          <ToolGrid />
        </section>
        <Card className="mx-auto mt-10 max-w-xl p-6 text-center">
          <h2 className="text-xl font-semibold">{t('wantMore')}</h2>
          <p className="mt-2 text-slate-600">{t('wantMoreText')}</p>
          <Link to="/signup" className={buttonClasses('default', 'lg', 'mt-4')}>
            {t('createFreeAccount')}
          </Link>
        </Card>
      </main>
    </div>
  );
}
