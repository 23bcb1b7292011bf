import { useMutation } from '@tanstack/react-query';
import type { CommissionInputRaw } from '@shared/commission';
import { commissionApi } from '@shared/contracts/commission';
import { callApi } from '@web/lib/api/api.ts';

/** The 8 answers in, an affordable plan and the balance after it out (spends a credit or the guest trial). */
export function useRecommendCommission() {
  return useMutation({
    mutationFn: (inputs: CommissionInputRaw) => callApi(commissionApi.recommend, { body: { inputs } }),
  });
}
