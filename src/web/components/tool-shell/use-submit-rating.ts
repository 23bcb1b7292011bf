import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingInput } from '@shared/ratings';
import { toolsApi } from '@shared/contracts/tools';
import { callApi } from '@web/lib/api/api.ts';
import { TOOL_RATINGS_KEY } from '@web/components/tool-grid/use-tool-ratings.ts';

/** Stores a rating of a tool; the tool cards' averages are fetched again. */
export function useSubmitRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: RatingInput) => callApi(toolsApi.rate, { body: rating }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TOOL_RATINGS_KEY });
    },
  });
}
