import { useQuery } from '@tanstack/react-query';
import { toolsApi } from '@shared/contracts/tools';
import { callApi } from '@web/lib/api/api.ts';

export const PITCH_RUNS_KEY = ['me', 'runs', 'pitch-lab'] as const;

/** The signed-in user's last 20 pitches, newest first. */
export function usePitchRuns() {
  return useQuery({ queryKey: PITCH_RUNS_KEY, queryFn: () => callApi(toolsApi.myRuns, { query: { toolId: 'pitch-lab', limit: 20 } }), staleTime: 30_000 });
}
