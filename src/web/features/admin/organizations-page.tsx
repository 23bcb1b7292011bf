import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Building2, Trash2, Users } from 'lucide-react';
import { toast } from '@web/lib/feedback/toast.ts';
import type { AdminOrganizationListItem } from '@shared/admin';
import { useT } from '@web/lib/language/i18n.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { TierBadge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { EmptyState, PagedList } from '@web/components/paged-list/paged-list.tsx';
import { useListSearch } from '@web/components/paged-list/use-list-search.ts';
import { useAdminOrganizations } from './api/use-admin-lists.ts';
import { useDeleteUser } from './api/use-delete-user.ts';
import { AdminAccessBadge, AdminBadge, DeleteUserDialog } from './admin-ui.tsx';
import { AiUsageCard } from './ai-usage-card.tsx';
import { MailDeliveryCard } from './mail-delivery-card.tsx';
import { creditsLabel, useAdminFormat } from './format.ts';

export default function AdminOrganizationsPage() {
  const t = useT('admin');
  const { search, setSearch, query } = useListSearch();
  const organizations = useAdminOrganizations(query);
  const { deleteUser, deletingId } = useDeleteUser();
  const [pending, setPending] = useState<AdminOrganizationListItem | null>(null);

  // The spec only logs a failed load (no toast); the page says so instead of claiming "no organizations".
  useEffect(() => {
    if (organizations.error) console.error('Failed to load organizations', organizations.error);
  }, [organizations.error]);

  async function confirmDelete(organization: AdminOrganizationListItem) {
    const outcome = await deleteUser(organization.owner.id);
    if (outcome === 'deleted') toast.success(t('orgs.deletedTitle'), { description: t('orgs.deleted', { email: organization.owner.email }) });
    else if (outcome === 'admin') toast.error(t('msg.cannotDeleteAdminTitle'), { description: t('msg.cannotDeleteAdmin') });
    else toast.error(t('orgs.deleteFailedTitle'), { description: t('orgs.deleteFailed') });
  }

  return (
    <AppShell>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('orgs.back')}
          </Link>
          <Link to="/admin/users" className={buttonClasses('outline', 'sm')}>
            <Users aria-hidden="true" className="size-4" />
            {t('orgs.manageUsers')}
          </Link>
        </div>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('orgs.title')}</h1>
            <p className="text-slate-600">{t('orgs.subtitle')}</p>
          </div>
          <AdminAccessBadge />
        </div>

        <AiUsageCard />

        <MailDeliveryCard />

        <PagedList
          query={organizations}
          search={{
            id: 'organization-search',
            label: t('orgs.searchLabel'),
            value: search,
            onChange: setSearch,
            placeholder: t('orgs.searchPlaceholder'),
          }}
          loadingLabel={t('orgs.loading')}
          errorMessage={t('orgs.loadFailed')}
          empty={
            query ? (
              <EmptyState title={t('orgs.noMatchTitle')}>{t('orgs.noMatch', { query })}</EmptyState>
            ) : (
              <EmptyState title={t('orgs.emptyTitle')}>{t('orgs.empty')}</EmptyState>
            )
          }
        >
          {(items) => (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('orgs.listLabel')}>
              {items.map((organization) => (
                <li key={organization.id} className="min-w-0">
                  <OrganizationCard organization={organization} deleting={deletingId === organization.owner.id} onDelete={() => setPending(organization)} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>

      <DeleteUserDialog pending={pending} onClose={() => setPending(null)} onConfirm={(target) => void confirmDelete(target)} />
    </AppShell>
  );
}

function OrganizationCard({ organization, deleting, onDelete }: { organization: AdminOrganizationListItem; deleting: boolean; onDelete: () => void }) {
  const t = useT('admin');
  const format = useAdminFormat();
  const company = organization.companyName || organization.name;
  const { owner } = organization;
  return (
    <Card className="relative h-full p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-200 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Building2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {/* The whole card is the link (stretched), while the delete button stays its own control. */}
            <Link to={`/admin/organizations/${organization.id}`} className="truncate after:absolute after:inset-0 after:content-[''] focus:outline-none">
              {company}
            </Link>
          </h2>
          <p className="mt-0.5 truncate text-sm text-slate-600">{owner.email}</p>
        </div>
        <div className="relative z-10 flex flex-wrap items-center justify-end gap-1.5">
          {organization.ownerIsAdmin && <AdminBadge />}
          <TierBadge tier={owner.subscriptionTier} />
          {!organization.ownerIsAdmin && (
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-red-600 hover:bg-red-50"
              aria-label={t('action.delete', { name: company })}
              loading={deleting}
              onClick={onDelete}
            >
              {!deleting && <Trash2 aria-hidden="true" className="size-4" />}
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm [&_dd]:truncate">
        <div className="min-w-0">
          <dt className="text-slate-500">{t('field.owner')}</dt>
          <dd className="truncate font-medium text-slate-900">{owner.fullName || t('field.notAvailable')}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('field.credits')}</dt>
          <dd className="font-medium text-slate-900">{creditsLabel(owner.subscriptionTier, owner.credits)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('field.created')}</dt>
          <dd className="font-medium text-slate-900">{format.date(organization.createdAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}
