import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PitchCapabilities } from '@shared/pitch-lab';
import { pitchLabApi } from '@shared/contracts/pitch-lab';
import { callApi } from '@web/lib/api/api.ts';

const CAPABILITIES_KEY = ['pitch-lab', 'capabilities'] as const;

/** Whether the server can transcribe a recording (otherwise the pitch is typed). */
export function usePitchCapabilities() {
  return useQuery({ queryKey: CAPABILITIES_KEY, queryFn: () => callApi(pitchLabApi.capabilities), staleTime: Infinity });
}

/** Records that the server answered stt_unavailable: the page switches to typing for good. */
export function useMarkSpeechToTextMissing() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.setQueryData<PitchCapabilities>(CAPABILITIES_KEY, { speechToText: false }), [queryClient]);
}
