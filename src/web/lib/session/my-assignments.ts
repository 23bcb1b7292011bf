import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { MyAssignmentDto, PracticeTool } from '@shared/assignments';
import { myAssignmentsApi } from '@shared/contracts/my-assignments';
import { callApi } from '../api/api.ts';
import { useMe } from './session.ts';

// Practice assigned to the signed-in user (issue 18): the dashboard lists it, the tool pages start it.
// Under ['me']: reloading the profile reloads it too; the end of a run marks it stale (use-tool-run.ts).
export const MY_ASSIGNMENTS_KEY = ['me', 'assignments'] as const;

/** Open assignments, and those done in the last 14 days. */
export function useMyAssignments(enabled = true) {
  return useQuery({
    queryKey: MY_ASSIGNMENTS_KEY,
    queryFn: () => callApi(myAssignmentsApi.mine),
    select: (data) => data.assignments,
    enabled,
    staleTime: 30_000,
  });
}

export type AssignedPractice =
  /** No `?assignment=` (or a guest): the tool as always. */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; assignment: MyAssignmentDto }
  /** Withdrawn, not the caller's, or for another tool: the run will not count for it. */
  | { status: 'unavailable' };

/** The assignment named by `?assignment=<id>` (the dashboard's Start), from the caller's list. */
export function useAssignedPractice(tool: PracticeTool): AssignedPractice {
  const [params] = useSearchParams();
  const id = params.get('assignment');
  const signedIn = Boolean(useMe().data);
  const query = useMyAssignments(Boolean(id) && signedIn);
  if (!id || !signedIn) return { status: 'none' };
  if (query.isPending) return { status: 'loading' };
  const assignment = query.data?.find((a) => a.id === id && a.tool === tool);
  return assignment ? { status: 'ready', assignment } : { status: 'unavailable' };
}
