import { useQueryClient } from '@tanstack/react-query';

/** Every admin query lives under this key, so one invalidation refreshes every admin screen. */
export const ADMIN_KEY = ['admin'] as const;

export function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ADMIN_KEY });
}
