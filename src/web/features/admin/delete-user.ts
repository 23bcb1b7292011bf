import { useState } from 'react';
import { ADMIN_MESSAGES } from '@shared/admin';
import { api, ApiError } from '@web/lib/api.ts';
import { useInvalidateAdmin } from './admin-api.ts';

export type DeleteOutcome = 'deleted' | 'admin' | 'failed';

/**
 * Deletes a user through the admin API. The server re-checks the admin role at delete time;
 * its refusal is reported as 'admin'. Whatever happens, the lists reload afterwards.
 */
export function useDeleteUser() {
  const invalidate = useInvalidateAdmin();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  async function deleteUser(userId: string): Promise<DeleteOutcome> {
    setDeletingId(userId);
    try {
      await api(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
      return 'deleted';
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && error.message === ADMIN_MESSAGES.cannotDeleteAdmin) return 'admin';
      console.error('admin delete failed', error);
      return 'failed';
    } finally {
      await invalidate();
      setDeletingId(null);
    }
  }
  return { deleteUser, deletingId };
}

/** The spec's confirmation before any admin delete. */
export const DELETE_USER_DIALOG = {
  title: 'Delete User Account',
  description: 'This will permanently delete the user account, organization, and all associated data. This action cannot be undone.',
} as const;
