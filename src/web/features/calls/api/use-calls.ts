import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from '@shared/calls';
import { callsApi } from '@shared/contracts/calls';
import type { CallUploadQuery } from '@shared/call-schemas';
import { callApi } from '@web/lib/api/api.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';
import { uploadCall, type UploadProgress } from './upload-call.ts';

const CALLS_KEY = ['calls'] as const;
const callKey = (id: string) => [...CALLS_KEY, id] as const;

/** How often a call being analysed is asked about: a 2-minute note takes about 10 s. */
const POLL_MS = 2_000;

/** The person's own calls, newest first. */
export function useCalls() {
  return useQuery({
    queryKey: CALLS_KEY,
    queryFn: ({ signal }) => callApi(callsApi.list, {}, { signal }),
    // A call still being analysed shows its score once done.
    refetchInterval: (query) => (query.state.data?.calls.some((call) => call.status === 'processing') ? POLL_MS * 2 : false),
  });
}

/** One call, asked again every few seconds while it is analysed. */
export function useCall(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: callKey(id),
    queryFn: async ({ signal }) => {
      const call = await callApi(callsApi.get, { params: { id } }, { signal });
      // Done or failed: the list's line and the balance (a refund) change with it.
      if (call.status !== 'processing') void queryClient.invalidateQueries({ queryKey: CALLS_KEY, exact: true });
      return call;
    },
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? POLL_MS : false),
    // A 404 (deleted, or not yours) is an answer, not a hiccup to retry.
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status === 404),
  });
}

/** Uploads a recording, with its progress (null before and after). */
export function useUploadCall() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: ({ file, query }: { file: Blob; query: CallUploadQuery }) => uploadCall(file, query, { onProgress: setProgress }),
    onSettled: () => setProgress(null),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CALLS_KEY, exact: true });
      // A credit was spent (the live profile says so too; this is for a page without it).
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
  return { ...mutation, progress };
}

/** Deletes a call with its report, transcript and kept recording. */
export function useDeleteCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(callsApi.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: callKey(id) });
      void queryClient.invalidateQueries({ queryKey: CALLS_KEY, exact: true });
    },
  });
}

/** Deletes the kept recording now; the report stays. */
export function useDeleteCallAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(callsApi.deleteAudio, { params: { id } }),
    onSuccess: (call: CallResponse) => queryClient.setQueryData(callKey(call.id), call),
  });
}
