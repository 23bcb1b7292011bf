import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestTrialState, ToolId } from '@shared/tools';
import { toolsApi } from '@shared/contracts/tools';
import { callApi } from '@web/lib/api/api.ts';
import { clearGuestUsage, markGuestTrialUsed, readGuestUsage } from '@web/lib/session/guest-usage.ts';

const GUEST_TRIAL_KEY = ['guest-trial'] as const;

async function fetchTrialState(): Promise<GuestTrialState> {
  const state = await callApi(toolsApi.trialState);
  // The device entry the spec names mirrors the server's mark, even after the storage was cleared.
  if (state.used) markGuestTrialUsed(state.toolId);
  return state;
}

/**
 * A guest's free trial: the server's mark (its signed cookie, read through GET /api/tools/trial) and
 * its mirror on the device (localStorage `guest_tool_usage`). Used when either says so: clearing the
 * storage does not reopen the trial, and a set entry is honoured even before (or without) the server's answer.
 */
export function useGuestTrial(isGuest: boolean) {
  const client = useQueryClient();
  useQuery({ queryKey: GUEST_TRIAL_KEY, queryFn: fetchTrialState, enabled: isGuest, staleTime: Infinity, retry: 1 });

  const isUsed = useCallback(() => readGuestUsage().hasUsedFreeTrial || client.getQueryData<GuestTrialState>(GUEST_TRIAL_KEY)?.used === true, [client]);

  /** The server claimed (or may have claimed) the trial for this tool. */
  const markUsed = useCallback(
    (toolId: ToolId) => {
      markGuestTrialUsed(toolId);
      client.setQueryData<GuestTrialState>(GUEST_TRIAL_KEY, { used: true, toolId });
    },
    [client],
  );

  /** The server gave the trial back (the run cost nothing). */
  const markReturned = useCallback(() => {
    clearGuestUsage();
    client.setQueryData<GuestTrialState>(GUEST_TRIAL_KEY, { used: false, toolId: null });
  }, [client]);

  return useMemo(() => ({ isUsed, markUsed, markReturned }), [isUsed, markUsed, markReturned]);
}
