import { useEffect, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFeedbackResponse, AdminOrganizationListItem, AdminUserListItem, Page } from '@shared/admin';
import { api } from '@web/lib/api.ts';

/** Every admin query lives under this key, so one invalidation refreshes every admin screen. */
export const ADMIN_KEY = ['admin'] as const;

export function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ADMIN_KEY });
}

function withParams(path: string, params: Record<string, string | undefined>) {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A cursor-paginated admin list ("Load more"), newest first. */
function usePagedList<T>(name: string, path: string, params: Record<string, string | undefined>) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, name, params],
    queryFn: ({ pageParam, signal }) => api<Page<T>>(withParams(path, { ...params, cursor: pageParam }), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Keep showing the current list while a new search or filter loads.
    placeholderData: keepPreviousData,
  });
}

export const useAdminOrganizations = (search: string) => usePagedList<AdminOrganizationListItem>('organizations', '/api/admin/organizations', { search: search || undefined });
export const useAdminUsers = (search: string) => usePagedList<AdminUserListItem>('users', '/api/admin/users', { search: search || undefined });

export function useAdminFeedback(tool: string | null) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'feedback', tool],
    queryFn: ({ pageParam, signal }) => api<AdminFeedbackResponse>(withParams('/api/admin/feedback', { tool: tool ?? undefined, cursor: pageParam }), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Keep showing the current list while a new search or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** The value a moment after the person stops typing, so a search is not one request per key. */
export function useDebounced<T>(value: T, delayMs = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
