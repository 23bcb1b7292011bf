import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './ui/button.tsx';
import { OfflineScreen } from './offline-screen.tsx';
import { useT } from '@web/lib/language/i18n.ts';
import { isChunkLoadError, isConnectionLost } from '@web/lib/platform/connection.ts';

export function RouteError({ error }: { error: unknown }) {
  const t = useT('common');
  const chunkFailed = isChunkLoadError(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-slate-600">{chunkFailed ? t('error.chunk') : t('error.unexpected')}</p>
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

/** A page that throws (or whose chunk fails to load) shows RouteError instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  /** Renders the page again: its chunk is asked for anew (router.tsx forgets a failed one). */
  retry = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Offline is not an error of the page: say what still works, and retry once back online.
    return isConnectionLost(error) ? <OfflineScreen onRetry={this.retry} /> : <RouteError error={error} />;
  }
}
