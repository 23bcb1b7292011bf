import { useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api.ts';

export const TOOL_RATINGS_KEY = ['tool-ratings'] as const;

/** Average and count per tool, for the tool cards (landing page and dashboard). */
export function useToolRatings() {
  return useQuery({
    queryKey: TOOL_RATINGS_KEY,
    // The contract module brings the tools' zod schemas: loaded with the request, it stays out of
    // the landing page's first bundle (budget in docs/benchmarks.md).
    queryFn: async () => callApi((await import('@shared/contracts/tools')).toolsApi.ratings),
    staleTime: 60_000,
  });
}
