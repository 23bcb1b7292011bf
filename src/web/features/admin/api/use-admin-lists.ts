import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminApi } from '@shared/contracts/admin';
import { callApi } from '@web/lib/api/api.ts';
import { ADMIN_KEY } from './admin-keys.ts';

// The three cursor-paginated admin lists ("Load more"), newest first. Each keeps showing the
// current list while a new search or filter loads.

const paging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
  placeholderData: keepPreviousData,
};

export function useAdminOrganizations(search: string) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'organizations', { search: search || undefined }],
    queryFn: ({ pageParam, signal }) => callApi(adminApi.listOrganizations, { query: { search: search || undefined, cursor: pageParam } }, { signal }),
    ...paging,
  });
}

export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'users', { search: search || undefined }],
    queryFn: ({ pageParam, signal }) => callApi(adminApi.listUsers, { query: { search: search || undefined, cursor: pageParam } }, { signal }),
    ...paging,
  });
}

/** Ratings (optionally one tool's); every page also carries the per-tool averages of all ratings. */
export function useAdminFeedback(tool: string | null) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'feedback', tool],
    queryFn: ({ pageParam, signal }) => callApi(adminApi.feedback, { query: { tool: tool ?? undefined, cursor: pageParam } }, { signal }),
    ...paging,
  });
}
