import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@shared/contracts/admin';
import { ApiError, callApi } from '@web/lib/api/api.ts';
import { useInvalidateAdmin } from './admin-keys.ts';

export type DeleteOutcome = 'deleted' | 'admin' | 'failed';

/**
 * Deletes a user through the admin API. The server re-checks the admin role at delete time;
 * its refusal (code admin_protected) is reported as 'admin'. Whatever happens, the lists reload afterwards.
 */
export function useDeleteUser() {
  const invalidate = useInvalidateAdmin();
  const mutation = useMutation({
    mutationFn: async (userId: string): Promise<DeleteOutcome> => {
      try {
        await callApi(adminApi.deleteUser, { params: { userId } });
        return 'deleted';
      } catch (error) {
        if (error instanceof ApiError && error.code === 'admin_protected') return 'admin';
        console.error('admin delete failed', error);
        return 'failed';
      }
    },
    onSettled: () => invalidate(),
  });
  return { deleteUser: (userId: string) => mutation.mutateAsync(userId), deletingId: mutation.isPending ? mutation.variables : null };
}
