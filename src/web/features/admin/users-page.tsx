import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, LogOut, Trash2 } from 'lucide-react';
import { toast } from '@web/lib/feedback/toast.ts';
import type { AdminUserListItem } from '@shared/admin';
import { translate, useT } from '@web/lib/language/i18n.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { TierBadge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { EmptyState, PagedList } from '@web/components/paged-list/paged-list.tsx';
import { useListSearch } from '@web/components/paged-list/use-list-search.ts';
import { useAdminUsers } from './api/use-admin-lists.ts';
import { useDeleteUser } from './api/use-delete-user.ts';
import { useEndSessions } from './api/use-end-sessions.ts';
import { AdminAccessBadge, AdminBadge, DeleteUserDialog } from './admin-ui.tsx';
import { creditsLabel, useAdminFormat } from './format.ts';

export default function AdminUsersPage() {
  const t = useT('admin');
  const { search, setSearch, query } = useListSearch();
  const users = useAdminUsers(query);
  const { deleteUser, deletingId } = useDeleteUser();
  const { endSessions, endingId } = useEndSessions();
  const [pending, setPending] = useState<AdminUserListItem | null>(null);

  useEffect(() => {
    if (users.isError) toast.error(translate('admin', 'msg.loadUsersFailed'));
  }, [users.isError]);

  // Every row has its delete button (spec); an admin's answers with the refusal the server would give.
  function refuseAdminDelete() {
    toast.error(t('msg.cannotDeleteAdminTitle'), { description: t('msg.cannotDeleteAdmin') });
  }

  async function confirmDelete(target: AdminUserListItem) {
    const outcome = await deleteUser(target.id);
    if (outcome === 'deleted') toast.success(t('users.deletedTitle'), { description: t('users.deleted') });
    else if (outcome === 'admin') toast.error(t('msg.cannotDeleteAdminTitle'), { description: t('msg.cannotDeleteAdmin') });
    else toast.error(t('users.deleteFailed'));
  }

  return (
    <AppShell>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to="/admin/organizations" className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('users.back')}
          </Link>
          <AdminAccessBadge />
        </div>
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('users.title')}</h1>
          <p className="text-slate-600">{t('users.subtitle')}</p>
        </div>

        <PagedList
          query={users}
          search={{ id: 'user-search', label: t('users.searchLabel'), value: search, onChange: setSearch, placeholder: t('users.searchPlaceholder') }}
          loadingLabel={t('users.loading')}
          errorMessage={t('msg.loadUsersFailed')}
          empty={
            query ? <EmptyState title={t('users.noMatchTitle')}>{t('users.noMatch', { query })}</EmptyState> : <EmptyState title={t('users.emptyTitle')} />
          }
        >
          {(items) => (
            <ul className="space-y-3" aria-label={t('users.listLabel')}>
              {items.map((item) => (
                <li key={item.id}>
                  <UserRow
                    user={item}
                    deleting={deletingId === item.id}
                    endingSessions={endingId === item.id}
                    onEndSessions={() => endSessions(item.id)}
                    onDelete={() => (item.isAdmin ? refuseAdminDelete() : setPending(item))}
                  />
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

interface UserRowProps {
  user: AdminUserListItem;
  deleting: boolean;
  endingSessions: boolean;
  onEndSessions: () => void;
  onDelete: () => void;
}

function UserRow({ user, deleting, endingSessions, onEndSessions, onDelete }: UserRowProps) {
  const t = useT('admin');
  const format = useAdminFormat();
  const name = user.fullName || t('users.noName');
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-slate-900">{name}</h2>
          {user.isAdmin && <AdminBadge />}
          <TierBadge tier={user.subscriptionTier} />
        </div>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <p className="truncate font-mono text-xs text-slate-500" title={t('users.id')}>
          {user.id}
        </p>
      </div>
      <div className="flex items-center justify-between gap-6 sm:justify-end">
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-slate-500">{t('field.credits')}</dt>
            <dd className="font-medium text-slate-900">{creditsLabel(user.subscriptionTier, user.credits)}</dd>
            {/* A member spends the team's wallet: say whose, or their balance reads as their own. */}
            {user.organization && user.organization.role !== 'owner' && (
              <dd className="text-xs">
                <Link to={`/admin/organizations/${user.organization.id}`} className="text-blue-700 underline-offset-2 hover:underline">
                  {t('users.teamWallet', { organization: user.organization.name })}
                </Link>
              </dd>
            )}
          </div>
          <div>
            <dt className="text-slate-500">{t('field.created')}</dt>
            <dd className="font-medium text-slate-900">{format.date(user.createdAt)}</dd>
          </div>
        </dl>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('users.signOutUser', { name: user.fullName || user.email })}
          title={t('users.signOut')}
          loading={endingSessions}
          onClick={onEndSessions}
        >
          {!endingSessions && <LogOut aria-hidden="true" className="size-4" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-red-600 hover:bg-red-50"
          aria-label={t('action.delete', { name: user.fullName || user.email })}
          loading={deleting}
          onClick={onDelete}
        >
          {!deleting && <Trash2 aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </Card>
  );
}
