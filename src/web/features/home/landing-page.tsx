import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Brand } from '@web/components/layouts/app-shell.tsx';
import { ToolGrid } from '@web/components/tool-grid/tool-grid.tsx';

export default function LandingPage() {
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Brand />
        <Link to="/login" className={buttonClasses('outline', 'sm')}>
          <LogIn aria-hidden="true" className="size-4" />
          Log In
        </Link>
      </header>
      <main className="mx-auto max-w-6xl px-4 pb-16">
        <section className="py-8 text-center sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Growth Tools for SME's</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">
            Four AI-assisted sales tools to help your business pass one million in revenue: sharpen your pitch, practise real sales calls, design commission
            plans and check your pipeline math.
          </p>
        </section>
        <section aria-labelledby="tools-heading">
          <h2 id="tools-heading" className="sr-only">
            Tools
          </h2>
          <ToolGrid />
        </section>
        <Card className="mx-auto mt-10 max-w-xl p-6 text-center">
          <h2 className="text-xl font-semibold">Want More?</h2>
          <p className="mt-2 text-slate-600">Create a free account to get 2 credits and keep your reports in one place.</p>
          <Link to="/signup" className={buttonClasses('default', 'lg', 'mt-4')}>
            Create Free Account
          </Link>
        </Card>
      </main>
    </div>
  );
}
