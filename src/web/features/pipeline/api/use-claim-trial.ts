import { useMutation } from '@tanstack/react-query';
import { toolsApi } from '@shared/contracts/tools';
import { callApi } from '@web/lib/api/api.ts';

/** The maths runs in the browser; for a guest the server records the device's one free run first (its refusal says `guest_trial_used`). */
export function useClaimPipelineTrial() {
  // 'always': offline, the claim fails at once (and the page calculates anyway) instead of waiting for the network.
  return useMutation({
    mutationFn: () => callApi(toolsApi.trial, { params: { toolId: 'pipeline' } }),
    networkMode: 'always',
  });
}
