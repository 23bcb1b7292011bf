import { useMutation } from '@tanstack/react-query';
import { toolsApi } from '@shared/contracts/tools';
import { ApiError, callApi } from '@web/lib/api/api.ts';

/** The trial route refuses a used device with 403; make sure useToolRun recognises it as such. */
function asTrialRefusal(error: unknown): unknown {
  if (error instanceof ApiError && error.status === 403 && !error.details?.reason) {
    return new ApiError(403, error.code, error.message, { ...error.details, reason: 'guest_trial_used' });
  }
  return error;
}

/** The maths runs in the browser; for a guest the server records the device's one free run first. */
export function useClaimPipelineTrial() {
  // 'always': offline, the claim fails at once (and the page calculates anyway) instead of waiting for the network.
  return useMutation({
    mutationFn: async () => {
      try {
        return await callApi(toolsApi.trial, { params: { toolId: 'pipeline' } });
      } catch (error) {
        throw asTrialRefusal(error);
      }
    },
    networkMode: 'always',
  });
}
