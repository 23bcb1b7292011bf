import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from '@web/lib/feedback/toast.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Stars } from '@web/components/ui/star-rating.tsx';
import { EmptyState, PagedList } from '@web/components/paged-list/paged-list.tsx';
import { translate, useT } from '@web/lib/language/i18n.ts';
import type { AdminFeedbackItem } from '@shared/admin.ts';
import { useAdminFeedback } from './api/use-admin-lists.ts';
import { AdminAccessBadge, useToolLabel } from './admin-ui.tsx';
import { useAdminFormat } from './format.ts';

export default function AdminFeedbackPage() {
  const t = useT('admin');
  const format = useAdminFormat();
  const toolLabel = useToolLabel();
  const [tool, setTool] = useState<string | null>(null);
  const feedback = useAdminFeedback(tool);
  // Per-tool averages cover all ratings, whatever the filter: the first page carries them.
  const tools = feedback.data?.pages[0]?.tools ?? [];

  useEffect(() => {
    if (feedback.isError) toast.error(translate('admin', 'feedback.loadFailedToast'));
  }, [feedback.isError]);

  return (
    <AppShell>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('feedback.back')}
          </Link>
          <AdminAccessBadge />
        </div>
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('feedback.title')}</h1>
          <p className="text-slate-600">{t('feedback.subtitle')}</p>
        </div>

        {tools.length > 0 && (
          <>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('feedback.averagesLabel')}>
              {tools.map((summary) => (
                <li key={summary.toolName}>
                  <Card className="space-y-1 p-4">
                    <p className="font-medium text-slate-900">{toolLabel(summary.toolName)}</p>
                    <Stars value={summary.average} />
                    <p className="text-sm text-slate-600">
                      {t('feedback.average', {
                        average: format.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                        count: summary.count,
                      })}
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('feedback.filterLabel')}>
              <Button size="sm" variant={tool === null ? 'default' : 'outline'} aria-pressed={tool === null} onClick={() => setTool(null)}>
                {t('feedback.allTools')}
              </Button>
              {tools.map((summary) => (
                <Button
                  key={summary.toolName}
                  size="sm"
                  variant={tool === summary.toolName ? 'default' : 'outline'}
                  aria-pressed={tool === summary.toolName}
                  onClick={() => setTool(summary.toolName)}
                >
                  {toolLabel(summary.toolName)}
                </Button>
              ))}
            </div>
          </>
        )}

        <PagedList
          query={feedback}
          loadingLabel={t('feedback.loading')}
          errorMessage={t('feedback.loadFailed')}
          empty={<EmptyState title={t('feedback.emptyTitle')}>{t('feedback.empty')}</EmptyState>}
        >
          {(items) => (
            <Card className="overflow-x-auto">
              {/* No minimum width: on a phone the four columns wrap instead of hiding Comment and Date off-screen. */}
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{tool ? t('feedback.captionTool', { tool: toolLabel(tool) }) : t('feedback.captionAll')}</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 sm:text-sm">
                  <tr>
                    <th scope="col" className="px-1.5 py-3 sm:px-4 font-medium">
                      {t('feedback.colTool')}
                    </th>
                    <th scope="col" className="px-1.5 py-3 sm:px-4 font-medium">
                      {t('feedback.colRating')}
                    </th>
                    <th scope="col" className="px-1.5 py-3 sm:px-4 font-medium">
                      {t('feedback.colComment')}
                    </th>
                    <th scope="col" className="px-1.5 py-3 sm:px-4 font-medium">
                      {t('feedback.colAuthor')}
                    </th>
                    <th scope="col" className="px-1.5 py-3 sm:px-4 font-medium">
                      {t('feedback.colDate')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {items.map((rating) => (
                    <tr key={rating.id}>
                      <td className="px-1.5 py-3 text-xs font-medium text-slate-900 sm:px-4 sm:text-sm">{toolLabel(rating.toolName)}</td>
                      <td className="px-1.5 py-3 sm:px-4">
                        <Stars value={rating.rating} className="[&>svg]:size-2.5 sm:[&>svg]:size-4" />
                      </td>
                      <td className="px-1.5 py-3 text-slate-700 [overflow-wrap:anywhere] sm:px-4">
                        {rating.comment ?? <span className="italic text-slate-500">{t('feedback.noComment')}</span>}
                      </td>
                      <td className="px-1.5 py-3 text-xs text-slate-700 [overflow-wrap:anywhere] sm:px-4 sm:text-sm">
                        <FeedbackAuthor author={rating.author} organization={rating.organization} />
                      </td>
                      <td className="px-1.5 py-3 text-xs text-slate-600 sm:whitespace-nowrap sm:px-4 sm:text-sm">{format.date(rating.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )}
        </PagedList>
      </div>
    </AppShell>
  );
}

/** Who left a rating and where they work, so an admin can follow it up with the right team. */
function FeedbackAuthor({ author, organization }: Pick<AdminFeedbackItem, 'author' | 'organization'>) {
  const t = useT('admin');
  if (!author) return <span className="italic text-slate-500">{t('feedback.anonymous')}</span>;
  return (
    <div className="space-y-0.5">
      <p className="font-medium text-slate-900">{author.name || author.email}</p>
      {/* On a phone the name and the organization say enough; five columns must fit 360 px. */}
      <p className="hidden text-slate-600 sm:block">{author.email}</p>
      {organization && (
        // The visible name is part of the accessible one ("Organization: Kijiji Crafts").
        <Link
          to={`/admin/organizations/${organization.id}`}
          aria-label={t('feedback.organizationLink', { name: organization.name })}
          className="block text-blue-700 underline-offset-2 hover:underline"
        >
          {organization.name}
        </Link>
      )}
    </div>
  );
}
