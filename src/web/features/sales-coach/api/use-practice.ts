import { useQuery } from '@tanstack/react-query';
import { callsApi } from '@shared/contracts/calls';
import { salesCoachApi } from '@shared/contracts/sales-coach';
import { callApi } from '@web/lib/api/api.ts';

// Practising real calls (issue 31): the call a practice replays, and the person's scenarios.

/** The real call `?fromCall=` names (the person's own, analysed); a 404 is an answer, not retried. */
export function usePractisedCall(id: string | null) {
  return useQuery({
    queryKey: ['calls', id],
    queryFn: ({ signal }) => callApi(callsApi.get, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status === 404),
  });
}

export const SCENARIO_PROGRESS_KEY = ['sales-coach', 'progress'] as const;

/** First, best and latest score per scenario the signed-in person practised. */
export function useScenarioProgress(enabled: boolean) {
  return useQuery({
    queryKey: SCENARIO_PROGRESS_KEY,
    queryFn: ({ signal }) => callApi(salesCoachApi.progress, {}, { signal }),
    enabled,
  });
}
