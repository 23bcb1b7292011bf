import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@shared/contracts/admin';
import { ApiError, callApi } from '@web/lib/api/api.ts';
import { ADMIN_KEY } from './admin-keys.ts';

/** A malformed id can never exist either: both read as "not found" to the admin. */
export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** One organization with its owner (not retried when it does not exist). */
export function useAdminOrganization(id: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'organization', id],
    queryFn: ({ signal }) => callApi(adminApi.getOrganization, { params: { id } }, { signal }),
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}
