import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MeResponse } from '@shared/api-types';
import { meApi } from '@shared/contracts/me';
import { SIGN_OUT_REDIRECT_MS } from '@shared/limits';
import { ApiError, callApi } from '../api/api.ts';
import { authClient } from './auth-client.ts';
import { toast } from '../feedback/toast.ts';
import { useHydrated } from '../../boot/use-hydrated.ts';

export const ME_QUERY_KEY = ['me'] as const;

async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await callApi(meApi.get);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user (null when signed out). Sessions live in an httpOnly cookie that better-auth refreshes. */
export function useMe() {
  // 'always': offline (app served by the service worker) the query fails instead of pausing, so pages render
  // as for a guest rather than spinning until the network is back. Online it changes nothing.
  // retryOnMount false: a component that mounts later (the language picker) must not refetch a failed
  // answer, which flips the query back to pending and unmounts the page that mounted it, again and again.
  // Coming back online refetches it (refetchOnReconnect); the profile error screen has its own retry.
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000, retry: 1, networkMode: 'always', retryOnMount: false });
}

/**
 * The signed-in user as a signed-in shell shows it (src/web/prerender.tsx): while React hydrates such a
 * page, still loading (`undefined`), because its HTML was rendered before the profile was there and the
 * first render must say the same; the answer shows on the render right after. Outside hydration, the
 * same as `useMe().data`.
 */
export function useMeAsRendered(): MeResponse | null | undefined {
  const me = useMe();
  return useHydrated() ? me.data : undefined;
}

const NOTICE_KEY = 'gt_notice';

export interface Notice {
  title: string;
  description?: string;
}

/** Shows, once, the notice a sign-out carried across its full page load (which wipes every toast). */
export function showCarriedNotice() {
  const raw = sessionStorage.getItem(NOTICE_KEY);
  if (!raw) return;
  sessionStorage.removeItem(NOTICE_KEY);
  try {
    const notice = JSON.parse(raw) as Notice;
    toast.success(notice.title, { description: notice.description });
  } catch {
    // Not ours to show.
  }
}

/**
 * Clears local and session storage and goes to / after ~100 ms, even when the server call fails.
 * `notice` is shown again on the page it lands on.
 */
export function useSignOut() {
  return useCallback(async (notice?: Notice) => {
    try {
      await authClient.signOut();
    } catch {
      // Signing out locally must still work offline or with an expired session.
    }
    localStorage.clear();
    sessionStorage.clear();
    if (notice) sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice));
    // A full load of / drops every cached query; clearing the cache first would let the route
    // guards navigate on their own before the redirect.
    setTimeout(() => window.location.assign('/'), SIGN_OUT_REDIRECT_MS);
  }, []);
}
