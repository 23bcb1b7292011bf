import { lazy, Suspense } from 'react';

// react-markdown and its parser are ~50 kB gzip: loaded when a report is shown, not with every tool page.
const MarkdownRenderer = lazy(() => import('./markdown-renderer.tsx'));

/** Reports are markdown from our own server; raw HTML is never rendered. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-report space-y-3 text-slate-800 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-5 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc [&_table]:block [&_table]:overflow-x-auto">
      {/* Until the renderer is there (a moment, once), the report's text as it is. */}
      <Suspense fallback={<p className="whitespace-pre-wrap">{children}</p>}>
        <MarkdownRenderer>{children}</MarkdownRenderer>
      </Suspense>
    </div>
  );
}
