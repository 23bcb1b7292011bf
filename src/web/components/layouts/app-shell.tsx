import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogOut, Shield, MessageSquare, UserCircle, TrendingUp } from 'lucide-react';
import { useMeAsRendered, useSignOut } from '@web/lib/session.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { useT } from '@web/lib/i18n.ts';
import { LanguagePicker } from '../language-picker.tsx';

/** The signed-in frame: navigation bar with the account icon, admin links for admins, and Sign Out. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useT('common');
  const me = useMeAsRendered();
  const signOut = useSignOut();
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <nav aria-label={t('nav.main')} className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
          <Link to="/dashboard" className="flex items-center gap-2 font-bold text-brand-800">
            <TrendingUp aria-hidden="true" className="size-6" />
            {/* Hidden on phones but still the link's name. */}
            <span className="sr-only sm:not-sr-only">{t('brand')}</span>
          </Link>
          {/* Icons beside the words only from sm up: an admin's four controls must fit 360 px. */}
          <div className="flex items-center gap-0.5 sm:gap-2">
            <LanguagePicker className={me?.isAdmin ? 'hidden sm:flex' : undefined} />
            {me?.isAdmin && (
              <>
                <Link to="/admin/organizations" className={buttonClasses('ghost', 'sm')}>
                  <Shield aria-hidden="true" className="hidden size-4 sm:block" />
                  {t('nav.adminPanel')}
                </Link>
                <Link to="/admin/feedback" className={buttonClasses('ghost', 'sm')}>
                  <MessageSquare aria-hidden="true" className="hidden size-4 sm:block" />
                  {t('nav.feedback')}
                </Link>
              </>
            )}
            <Link to="/account" className={buttonClasses('ghost', 'icon')} aria-label={t('nav.account')}>
              <UserCircle aria-hidden="true" className="size-6" />
            </Link>
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="hidden size-4 sm:block" />
              {t('nav.signOut')}
            </Button>
          </div>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</main>
    </div>
  );
}

/** Centered card layout for sign-in, sign-up and password pages. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8">
      <header className="mb-6 flex w-full max-w-md items-center justify-between gap-2">
        <Brand />
        <LanguagePicker />
      </header>
      <main className="w-full max-w-md">{children}</main>
    </div>
  );
}
