import { useQuery } from '@tanstack/react-query';
import type { ToolRatingSummary } from '@shared/api-types';
import { api } from '@web/lib/api.ts';

export const TOOL_RATINGS_KEY = ['tool-ratings'] as const;

export function useToolRatings() {
  return useQuery({ queryKey: TOOL_RATINGS_KEY, queryFn: () => api<ToolRatingSummary[]>('/api/tools/ratings'), staleTime: 60_000 });
}
