import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogOut, Shield, MessageSquare, UserCircle, TrendingUp, Users } from 'lucide-react';
import { useMeAsRendered, useSignOut } from '@web/lib/session/session.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { useT } from '@web/lib/language/i18n.ts';
import { LanguagePicker } from '../language-picker.tsx';

/** The signed-in frame: navigation bar with the account icon, admin links for admins, and Sign Out. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useT('common');
  const me = useMeAsRendered();
  const signOut = useSignOut();
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        {/* On a phone an admin's two admin links take a second row, so the language picker keeps its place. */}
        <nav
          aria-label={t('nav.main')}
          className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-1 px-3 py-3 sm:flex-nowrap sm:gap-2 sm:px-4"
        >
          <Link to="/dashboard" className="flex items-center gap-2 font-bold text-brand-800">
            <TrendingUp aria-hidden="true" className="size-6" />
            {/* Hidden on phones but still the link's name. */}
            <span className="sr-only sm:not-sr-only">{t('brand')}</span>
          </Link>
          {me?.isAdmin && (
            <div className="order-last flex w-full items-center gap-1 border-t border-slate-100 pt-2 sm:order-none sm:ml-auto sm:w-auto sm:border-0 sm:pt-0">
              <Link to="/admin/organizations" className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}>
                <Shield aria-hidden="true" className="size-4" />
                {t('nav.adminPanel')}
              </Link>
              <Link to="/admin/feedback" className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}>
                <MessageSquare aria-hidden="true" className="size-4" />
                {t('nav.feedback')}
              </Link>
            </div>
          )}
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguagePicker />
            {/* Every signed-in user has it, so the prerendered shell shows it too (no shift when /api/me answers). */}
            <TeamLink />
            <Link to="/account" className={buttonClasses('ghost', 'icon')} aria-label={t('nav.account')}>
              <UserCircle aria-hidden="true" className="size-6" />
            </Link>
            <Button variant="outline" size="sm" className="whitespace-nowrap" onClick={() => void signOut()}>
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

// A ghost button, narrower on phones (icon only) so the bar still fits 360 px.
const TEAM_LINK =
  'inline-flex h-8 shrink-0 items-center justify-center gap-2 rounded-lg px-1 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 sm:px-3';

/** The Team page, for every signed-in user; an icon on phones (still named "Team"), the word from sm up. */
function TeamLink() {
  const t = useT('common');
  return (
    <Link to="/team" className={TEAM_LINK}>
      <Users aria-hidden="true" className="size-5 sm:size-4" />
      <span className="sr-only sm:not-sr-only">{t('nav.team')}</span>
    </Link>
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
