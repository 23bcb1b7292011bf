import { useQuery } from '@tanstack/react-query';
import { toolRatingsApi } from '@shared/contracts/tool-ratings';
import { callApi } from '@web/lib/api/api.ts';

export const TOOL_RATINGS_KEY = ['tool-ratings'] as const;

/** Average and count per tool, for the tool cards (landing page and dashboard). */
export function useToolRatings() {
  return useQuery({
    queryKey: TOOL_RATINGS_KEY,
    queryFn: () => callApi(toolRatingsApi.list),
    staleTime: 60_000,
  });
}
