import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from './ui/button.tsx';

export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-600">
        {chunkFailed
          ? 'We could not load this page. Please check your connection and reload.'
          : isRouteErrorResponse(error)
            ? error.statusText
            : 'An unexpected error occurred.'}
      </p>
      <div className="flex gap-2">
        <button className={buttonClasses('default')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClasses('outline')}>
          Go home
        </Link>
      </div>
    </main>
  );
}
